import { useTranslation } from '../i18n/useTranslation.tsx';
import { statusImages } from './statusImages.ts';
import { StatusScreen } from './StatusScreen.tsx';
import { WayOut } from './WayOut.tsx';

/** noPagedata/index (legacy-portal §2): what an unknown path shows. */
export function NoPageData() {
  const { t } = useTranslation('portal');
  return (
    <StatusScreen testId="no-page" image={statusImages.noPage} title={t('noPage.title')} message={t('noPage.message')}>
      <WayOut />
    </StatusScreen>
  );
}
