/**
 * The two sides of a photo-wall backend's routes: `routes`, open to anyone (a logged-in visitor is
 * recognised where it matters), and `members`, behind the login, asked before a query or body is
 * checked. `app()` answers both once every route is registered (Hono copies a sub-app's routes when it
 * is mounted).
 */
import { keyedRoutes, requireLogin, type LoggedInEnv, type SandboxServices } from '../../../sandbox/kit.ts';

export function photoWallRoutes(services: SandboxServices) {
  const routes = keyedRoutes<LoggedInEnv>();
  const members = keyedRoutes<LoggedInEnv>().use(requireLogin(services.sessions));
  return { routes, members, app: () => routes.app.route('/', members.app) };
}
