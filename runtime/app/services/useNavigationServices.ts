import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isWeChat } from '../layout/userAgent.ts';
import { matchRoute } from '../router/matchRoute.ts';
import { usePortal } from '../site/PortalContext.tsx';

/**
 * What the shell does on every navigation besides showing the page: the access log (spec §7 newsaveLog)
 * and, inside WeChat, the share menu (spec §7 shareConpifigApi). `alert` shows the share-config failure.
 */
export function useNavigationServices(alert: (text: string) => void): void {
  const location = useLocation();
  const { api, manifest } = usePortal();

  useEffect(() => {
    const match = matchRoute(manifest, location.pathname);
    if (match.kind !== 'page') return;
    const href = window.location.href;
    // Both load their code on first use: neither is needed to show the page.
    const appKey = match.route.app;
    if (manifest.accessLog.enabled && appKey) void import('./accessLog.ts').then(({ sendAccessLog }) => sendAccessLog(api, appKey, href));
    if (manifest.share.enabled && isWeChat(navigator.userAgent)) {
      // After the page has set its title, which the share card shows.
      const timer = setTimeout(async () => {
        const [{ setUpShare }, { loadWeChatSdk }] = await Promise.all([import('../share/setUpShare.ts'), import('../share/wechatShare.ts')]);
        void setUpShare({ api, manifest, href, pageName: match.routePath, title: document.title, loadSdk: () => loadWeChatSdk(), alert });
      }, 300);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [location.key, api, manifest, alert]); // eslint-disable-line react-hooks/exhaustive-deps
}
