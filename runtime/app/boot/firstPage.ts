/**
 * The page the address opens, loaded before the portal's first render. The host has
 * already preloaded its chunks (runtime/host/sitePage.ts), so this waits for little; in exchange the first
 * render shows the page itself, not a loading view that React holds for 300 ms before it reveals the page.
 * The page's first request (its widget's `requests`) goes out meanwhile, not after the page is drawn.
 */
import { matchRoute } from '../router/matchRoute.ts';
import type { Portal } from '../site/PortalContext.tsx';

export async function loadFirstPage(portal: Pick<Portal, 'manifest' | 'registry' | 'api'>): Promise<void> {
  let match = matchRoute(portal.manifest, location.pathname);
  if (match.kind === 'home') {
    // `/` goes to the home page as RouteView's redirect would, before React starts: one render fewer.
    history.replaceState(history.state, '', match.to);
    match = matchRoute(portal.manifest, match.to);
  }
  if (match.kind !== 'page') return;
  const { route } = match;
  const sendFirstRequest = portal.registry.definition(route.widget).then((definition) => {
    const props = (route.app ? portal.manifest.apps[route.app]?.props : undefined) ?? {};
    const request = definition.requests?.[route.page]?.({ props, query: new URLSearchParams(location.search) });
    if (request) void portal.api.prefetch(request.key, request.query);
  });
  // A page that fails to load shows its own error panel and retry once rendered; a request that cannot be
  // worked out is simply left to the page.
  await Promise.all([sendFirstRequest.catch(() => undefined), portal.registry.page(route.widget, route.page).catch(() => undefined)]);
}
