import type { ResolvedApp, ResolvedRoute } from '../../shared/generated/resolvedSiteManifest.ts';
import type { Access } from '../auth/AuthProvider.tsx';

export type RouteAccess = 'open' | 'login' | 'loading' | 'forbidden' | 'failed';

/**
 * Whether the user may see a route now: login first where the route needs it (legacy-portal §2), then the app's
 * permission (legacy-portal §6). Apps the user may not use are not reachable, whatever the URL.
 */
export function routeAccess(route: ResolvedRoute, app: ResolvedApp | undefined, access: Pick<Access, 'status' | 'mayOpen'>): RouteAccess {
  const needsPermission = !!app && app.permission !== undefined && app.permission !== false;
  if (access.status === 'anonymous') {
    if (route.login) return 'login';
    return needsPermission ? 'forbidden' : 'open';
  }
  if (!route.login && !needsPermission) return 'open';
  if (access.status === 'loading') return 'loading';
  if (access.status === 'failed') return 'failed';
  return !route.app || access.mayOpen(route.app) ? 'open' : 'forbidden';
}
