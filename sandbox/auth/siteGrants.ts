/**
 * What the portal lets a user open, decided on the server from the same data: the
 * site's resolved routes, its apps' `permission` and the user's permission map. A call is granted when
 * the user may open at least one route of the site whose page makes that call, exactly as the browser's
 * router decides (runtime/app/router/routeAccess.ts, legacy-portal §2 login, legacy-portal §6 permissions), with the same
 * permission rules (runtime/shared/permissions.ts); sandbox/tests/serverGrants.test.ts pins the route rule
 * to the router's over every demo role and app.
 */
import type { ResolvedApp, ResolvedRoute, ResolvedSiteManifest } from '../../runtime/shared/generated/resolvedSiteManifest.ts';
import { canUse, mayOpenApp } from '../../runtime/shared/permissions.ts';
import type { PermissionMap } from '../seed/accounts.ts';

/** open: go on; login: no session, a login might grant it (e = 10013); forbidden: logged in without the grant (403). */
export type GrantVerdict = 'open' | 'login' | 'forbidden';

/** Which pages of the site make a call, and what else the call asks of them. */
export interface GrantNeed {
  /** The widgets whose pages make the call: the key's own widget and the widgets that list it under `uses`. */
  widgets: readonly string[];
  /** Only these pages of those widgets (the scanner's `sweepCode`); every page when absent. */
  pages?: readonly string[];
  /**
   * Only routes of the apps this accepts (`undefined`: a route that names a widget and no app, which has
   * the widget's default props and no permission). The news channel's apps, for instance.
   */
  apps?: (app: ResolvedApp | undefined) => boolean;
  /** The route's app must also list this module for the user: an action inside a page (legacy-portal §6 `canUse(app, module)`). */
  module?: string;
}

/**
 * As runtime/app/router/routeAccess.ts, for a user whose permissions are known (the server always knows
 * them): without a session, routes that need neither login nor a permission; with one, every route
 * whose app the user may open.
 */
export function mayOpenRoute(route: ResolvedRoute, app: ResolvedApp | undefined, permissions: PermissionMap | undefined): boolean {
  const needsPermission = !!app && app.permission !== undefined && app.permission !== false;
  if (!permissions) return !route.login && !needsPermission;
  return !route.app || mayOpenApp(app, route.app, permissions);
}

/** The routes of the site that serve the need: right widget, page and app. */
export function routesServing(site: ResolvedSiteManifest, need: GrantNeed): ResolvedRoute[] {
  return Object.values(site.routes).filter((route) => {
    if (!need.widgets.includes(route.widget)) return false;
    if (need.pages && !need.pages.includes(route.page)) return false;
    if (route.app !== undefined && !Object.hasOwn(site.apps, route.app)) return false;
    return !need.apps || need.apps(route.app === undefined ? undefined : site.apps[route.app]);
  });
}

/**
 * Whether a user (undefined: no session) may make a call with this need on this site. A site that is
 * unknown, or has no route making the call, grants it to nobody: no page of the portal would call it.
 */
export function grantVerdict(site: ResolvedSiteManifest | undefined, need: GrantNeed, permissions: PermissionMap | undefined): GrantVerdict {
  const granted =
    !!site &&
    routesServing(site, need).some((route) => {
      const app = route.app === undefined ? undefined : site.apps[route.app];
      if (!mayOpenRoute(route, app, permissions)) return false;
      return need.module === undefined || (route.app !== undefined && canUse(permissions, route.app, need.module));
    });
  if (granted) return 'open';
  return permissions ? 'forbidden' : 'login';
}
