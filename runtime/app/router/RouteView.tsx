import { Activity, useEffect, useLayoutEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ResolvedRoute } from '../../shared/generated/resolvedSiteManifest.ts';
import { finishProgress, startProgress } from '../progress/routeProgress.ts';
import { NoPageData } from '../screens/NoPageData.tsx';
import { useSite } from '../site/PortalContext.tsx';
import { matchRoute } from './matchRoute.ts';
import { PageHost } from './PageHost.tsx';

type KeptPage = { routePath: string; route: ResolvedRoute; search: string };

/**
 * The portal's routes. Pages the manifest marks keep-alive stay mounted but hidden (React's Activity)
 * when the user leaves them, so a news list keeps its scroll and loaded pages; others unmount.
 */
export function RouteView() {
  const location = useLocation();
  const manifest = useSite();
  const { t } = useTranslation('portal');
  const match = matchRoute(manifest, location.pathname);
  const [kept, setKept] = useState<KeptPage[]>([]);

  // A layout effect: it runs before the pages' passive effects that finish the bar, even when the page
  // is already loaded and renders in the same commit.
  useLayoutEffect(() => {
    startProgress();
  }, [location.key]);
  useEffect(() => {
    if (match.kind === 'not-found') finishProgress();
  }, [location.key, match.kind]);

  useEffect(() => {
    if (match.kind === 'not-found') document.title = t('noPage.title');
  }, [match.kind, t]);

  const activeKept = match.kind === 'page' && match.route.keepAlive;
  useEffect(() => {
    if (match.kind !== 'page' || !match.route.keepAlive) return;
    setKept((pages) => {
      const others = pages.filter((p) => p.routePath !== match.routePath);
      return [...others, { routePath: match.routePath, route: match.route, search: location.search }];
    });
  }, [match.kind === 'page' ? match.routePath : '', location.search]); // eslint-disable-line react-hooks/exhaustive-deps

  if (match.kind === 'home') return <Navigate to={match.to} replace />;
  const keptPages = activeKept && !kept.some((p) => p.routePath === match.routePath)
    ? [...kept, { routePath: match.routePath, route: match.route, search: location.search }]
    : kept;

  return (
    <>
      {keptPages.map((page) => {
        const active = match.kind === 'page' && page.routePath === match.routePath;
        return (
          <Activity key={page.routePath} mode={active ? 'visible' : 'hidden'}>
            <PageHost routePath={page.routePath} route={page.route} search={active ? location.search : page.search} active={active} navigation={location.key} />
          </Activity>
        );
      })}
      {match.kind === 'page' && !match.route.keepAlive ? (
        <PageHost key={`${match.routePath}${location.search}`} routePath={match.routePath} route={match.route} search={location.search} active navigation={location.key} />
      ) : null}
      {match.kind === 'not-found' ? <NoPageData /> : null}
    </>
  );
}
