import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { matchRoute } from '../router/matchRoute.ts';
import { useCanGoBack } from '../router/useCanGoBack.ts';
import { useSite } from '../site/PortalContext.tsx';

/**
 * The way back from an inner page, at the top where a thumb finds it (a phone shows no browser back button,
 * and an article's 返回列表 is at the foot of a long page): one step back in the portal's history; for a page
 * opened directly (a link from a chat), its app's first page, or the home page from that one. The home page
 * has none.
 */
export function HeaderBack() {
  const site = useSite();
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation('portal');
  const hasHistory = useCanGoBack();
  const match = matchRoute(site, location.pathname);
  if (match.kind === 'home') return null;
  const routePath = match.kind === 'page' ? match.routePath : undefined;
  if (routePath === site.home) return null;
  const app = match.kind === 'page' && match.route.app ? site.apps[match.route.app] : undefined;
  const up = app && app.entry !== routePath ? `/${app.entry}` : `/${site.home}`;
  // Going up replaces the page, so the way back never leads down again.
  return (
    <button
      type="button"
      className="portal-header__back"
      aria-label={t('headerBack')}
      data-testid="header-back"
      onClick={() => (hasHistory ? void navigate(-1) : void navigate(up, { replace: true }))}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
