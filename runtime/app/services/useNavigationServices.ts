import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router';
import { afterFirstPaint } from '../boot/afterFirstPaint.ts';
import { isWeChat } from '../layout/userAgent.ts';
import { matchRoute } from '../router/matchRoute.ts';
import { usePortal } from '../site/PortalContext.tsx';

/**
 * What the shell does on every navigation besides showing the page: the access log (legacy-portal §7 newsaveLog)
 * and, inside WeChat, the share menu (legacy-portal §7 shareConpifigApi). `alert` shows the share-config failure.
 */
export function useNavigationServices(alert: (text: string) => void): void {
  const { key, pathname } = useLocation();
  const { api, manifest } = usePortal();
  // An effect event, not a dependency: the share setup shows the caller's latest `alert` when it fails, and
  // a new `alert` function is no navigation, so it must not log the visit again.
  const showAlert = useEffectEvent(alert);

  // Once per navigation: `key` as well as `pathname`, as a navigation to the page already shown is a visit too.
  useEffect(() => {
    const match = matchRoute(manifest, pathname);
    if (match.kind !== 'page') return;
    const href = window.location.href;
    // Both load their code on first use: neither is needed to show the page. The log waits for the first
    // paint, so its chunk and call do not delay it.
    const appKey = match.route.app;
    if (manifest.accessLog.enabled && appKey)
      void afterFirstPaint()
        .then(() => import('./accessLog.ts'))
        .then(({ sendAccessLog }) => sendAccessLog(api, appKey, href));
    if (manifest.share.enabled && isWeChat(navigator.userAgent)) {
      // After the page has set its title, which the share card shows.
      const timer = setTimeout(async () => {
        const [{ setUpShare }, { loadWeChatSdk }] = await Promise.all([import('../share/setUpShare.ts'), import('../share/wechatShare.ts')]);
        void setUpShare({ api, manifest, href, pageName: match.routePath, title: document.title, loadSdk: () => loadWeChatSdk(), alert: showAlert });
      }, 300);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [key, pathname, api, manifest]);
}
