import { useTranslation } from '../i18n/useTranslation.tsx';
import { StatusScreen } from './StatusScreen.tsx';
import { statusImages } from './statusImages.ts';

/**
 * Spec §8, missing data in locationErr mode: the page is replaced by a no-data view showing the answer's
 * message, or "data abnormal".
 */
export function NoDataView({ message, image = statusImages.empty }: { message?: string; image?: string }) {
  const { t } = useTranslation('portal');
  return <StatusScreen testId="no-data" image={image} title={t('noData.title')} message={message || t('noData.abnormal')} />;
}
