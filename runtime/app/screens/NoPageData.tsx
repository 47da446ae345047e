import { useTranslation } from '../i18n/useTranslation.tsx';
import { useSite, imageUrl } from '../site/PortalContext.tsx';
import { StatusScreen } from './StatusScreen.tsx';
import { WayOut } from './WayOut.tsx';

/** noPagedata/index (legacy-portal §2): what an unknown path shows. */
export function NoPageData() {
  const { t } = useTranslation('portal');
  const site = useSite();
  return (
    <StatusScreen testId="no-page" image={imageUrl(site, 'no-page.svg')} title={t('noPage.title')} message={t('noPage.message')}>
      <WayOut />
    </StatusScreen>
  );
}
