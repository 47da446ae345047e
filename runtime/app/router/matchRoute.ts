import type { ResolvedRoute, ResolvedSiteManifest } from '../../shared/generated/resolvedSiteManifest.ts';

export type RouteMatch = { kind: 'home'; to: string } | { kind: 'page'; routePath: string; route: ResolvedRoute } | { kind: 'not-found' };

/**
 * Spec §2: history paths `/{module}/{page}`, case sensitive (the lookup is an exact key); `/` goes to the
 * site's home; anything else is noPagedata/index.
 */
export function matchRoute(manifest: ResolvedSiteManifest, pathname: string): RouteMatch {
  const path = pathname.replace(/\/+$/, '');
  if (path === '' || path === manifest.baseurl.replace(/\/+$/, '')) return { kind: 'home', to: `/${manifest.home}` };
  const match = /^\/([^/]+)\/([^/]+)$/.exec(path);
  if (!match) return { kind: 'not-found' };
  const routePath = `${decodeSegment(match[1]!)}/${decodeSegment(match[2]!)}`;
  const route = Object.hasOwn(manifest.routes, routePath) ? manifest.routes[routePath] : undefined;
  return route ? { kind: 'page', routePath, route } : { kind: 'not-found' };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
