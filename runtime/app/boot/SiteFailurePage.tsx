import { useTranslation } from '../i18n/useTranslation.tsx';
import { InvalidManifestPage } from '../screens/InvalidManifestPage.tsx';
import { StatusScreen } from '../screens/StatusScreen.tsx';
import type { SiteLoad } from './loadSite.ts';

/**
 * What the browser shows instead of the portal when the site could not be loaded: every problem of an
 * invalid manifest, or a retry when it could not be reached. Loaded only then (with the problem
 * catalogue): a site that loads never downloads it.
 */
export function SiteFailurePage({ site }: { site: Exclude<SiteLoad, { kind: 'ready' }> }) {
  const { t } = useTranslation('portal');
  if (site.kind === 'invalid') return <InvalidManifestPage siteId={site.siteId} problems={site.problems} />;
  return (
    <StatusScreen testId="unreachable" role="alert" title={t('unreachable.title')} message={t('unreachable.message')}>
      <button type="button" className="portal-button portal-button--primary" onClick={() => location.reload()}>
        {t('retry')}
      </button>
    </StatusScreen>
  );
}
