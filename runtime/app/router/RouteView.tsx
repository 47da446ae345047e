import { Activity, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { ResolvedRoute } from '../../shared/generated/resolvedSiteManifest.ts';
import { useAccess } from '../auth/AuthProvider.tsx';
import { finishProgress, startProgress } from '../progress/routeProgress.ts';
import { LoadingView } from '../screens/LoadingView.tsx';
import { NetworkErrorScreen } from '../screens/NetworkErrorScreen.tsx';
import { usePortal } from '../site/PortalContext.tsx';
import { matchRoute } from './matchRoute.ts';
import { AuthFailedView, LoginRequiredView, NoDataView, NoPageData, NoPermissionView, OnDemand, SystemExceptionView } from './onDemandScreens.tsx';
import { PageHost } from './PageHost.tsx';
import { routeAccess } from './routeAccess.ts';
import { useScrollMemory } from './scrollMemory.ts';

type KeptPage = { routePath: string; route: ResolvedRoute; search: string };

/**
 * The portal's routes. A route the user may not see shows why (login, no permission) instead of the
 * page. Pages the manifest marks keep-alive stay mounted but hidden (React's Activity) when the user
 * leaves them, so a news list keeps its loaded pages, and Back returns to where the user was reading
 * (useScrollMemory); others unmount. A page replaced by the request client (legacy-portal §8 no-data, system
 * exception) stays replaced until the next navigation.
 */
export function RouteView() {
  const location = useLocation();
  const { manifest, pageOverride, registry } = usePortal();
  const access = useAccess();
  const match = matchRoute(manifest, location.pathname);
  const [kept, setKept] = useState<KeptPage[]>([]);
  const override = useSyncExternalStore(pageOverride.subscribe, pageOverride.get, pageOverride.get);
  const { refresh } = access;

  // A layout effect: it runs before the pages' passive effects that finish the bar, even when the page
  // is already loaded and renders in the same commit. The first page of a visit is no route change
  // (legacy-portal §2) and boot has loaded it before the first render (boot/firstPage.ts): it gets no bar, and the
  // bar's code stays out of the first load. A first page still loading gets the bar.
  // `/` redirecting to the home page is still the first page.
  const shownKey = useRef<string | undefined>(undefined);
  const redirecting = match.kind === 'home';
  const widgetId = match.kind === 'page' ? match.route.widget : undefined;
  const pageName = match.kind === 'page' ? match.route.page : undefined;
  useLayoutEffect(() => {
    // The manifest changed under the same address: no route change, no bar.
    if (shownKey.current === location.key) return;
    const first = shownKey.current === undefined;
    if (!redirecting) shownKey.current = location.key;
    const stillLoading = widgetId !== undefined && pageName !== undefined && !registry.loadedPage(widgetId, pageName);
    if (!first || stillLoading) startProgress();
    pageOverride.set(null);
  }, [location.key, pageOverride, redirecting, registry, widgetId, pageName]);
  useEffect(() => {
    refresh();
  }, [location.key, refresh]);

  const allowed = match.kind === 'page' ? routeAccess(match.route, match.route.app ? manifest.apps[match.route.app] : undefined, access) : 'open';
  const showPage = match.kind === 'page' && allowed === 'open' && !override;
  // The screens below name the tab themselves (StatusScreen), the pages through PageHost.
  useEffect(() => {
    if (match.kind === 'not-found' || (match.kind === 'page' && allowed !== 'open' && allowed !== 'loading') || override) finishProgress();
  }, [location.key, match.kind, allowed, override]);

  const activeKept = showPage && match.route.keepAlive;
  useScrollMemory(location.key, activeKept);
  // The kept page being shown is the last in `kept`, with its search. Updated while rendering, not in an
  // effect (React's "storing information from previous renders"): an effect would depend on `match`, a new
  // object every render. React renders again at once, before committing, and the condition is then false.
  const last = kept.at(-1);
  if (activeKept && (last?.routePath !== match.routePath || last.search !== location.search || last.route !== match.route)) {
    setKept([...kept.filter((p) => p.routePath !== match.routePath), { routePath: match.routePath, route: match.route, search: location.search }]);
  }

  if (match.kind === 'home') return <Navigate to={match.to} replace />;

  return (
    <>
      {kept.map((page) => {
        const active = showPage && page.routePath === match.routePath;
        return (
          <Activity key={page.routePath} mode={active ? 'visible' : 'hidden'}>
            <PageHost routePath={page.routePath} route={page.route} search={active ? location.search : page.search} active={active} navigation={location.key} />
          </Activity>
        );
      })}
      {showPage && !match.route.keepAlive ? (
        <PageHost
          key={`${match.routePath}${location.search}`}
          routePath={match.routePath}
          route={match.route}
          search={location.search}
          active
          navigation={location.key}
        />
      ) : null}
      <OnDemand>
        {override?.kind === 'no-data' ? <NoDataView message={override.message} /> : null}
        {override?.kind === 'system-exception' ? <SystemExceptionView onRetry={() => window.location.reload()} /> : null}
        {!override && match.kind === 'page' && allowed === 'login' ? <LoginRequiredView /> : null}
        {!override && match.kind === 'page' && allowed === 'forbidden' ? <NoPermissionView /> : null}
        {!override && match.kind === 'page' && allowed === 'failed' && access.failure !== 'network' ? <AuthFailedView /> : null}
        {match.kind === 'not-found' ? <NoPageData /> : null}
      </OnDemand>
      {/* Eager: shown when the network fails, when a lazily loaded screen could not arrive either. */}
      {!override && match.kind === 'page' && allowed === 'failed' && access.failure === 'network' ? <NetworkErrorScreen onRetry={access.retry} /> : null}
      {!override && match.kind === 'page' && allowed === 'loading' ? <LoadingView /> : null}
    </>
  );
}
