/**
 * The page the address opens, loaded before the portal's first render (issue 13 item 4). The host has
 * already preloaded its chunks (runtime/host/sitePage.ts), so this waits for little; in exchange the first
 * render shows the page itself, not a loading view that React holds for 300 ms before it reveals the page.
 */
import { matchRoute } from '../router/matchRoute.ts';
import type { Portal } from '../site/PortalContext.tsx';

export async function loadFirstPage(portal: Pick<Portal, 'manifest' | 'registry'>): Promise<void> {
  let match = matchRoute(portal.manifest, location.pathname);
  if (match.kind === 'home') {
    // `/` goes to the home page as RouteView's redirect would, before React starts: one render fewer.
    history.replaceState(history.state, '', match.to);
    match = matchRoute(portal.manifest, match.to);
  }
  // A page that fails to load shows its own error panel and retry once rendered.
  if (match.kind === 'page') await portal.registry.page(match.route.widget, match.route.page).catch(() => undefined);
}
