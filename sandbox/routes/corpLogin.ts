/**
 * `GET /api/corp/index?redirectUrl=…` (legacy-portal §7 "messenger login redirect"): where the portal sends a
 * visitor who opened it inside the enterprise messenger. A real backend sends the browser on to the
 * messenger's OAuth, gets a code back and signs in the member it names, then returns to `redirectUrl`.
 *
 * The sandbox has no messenger to vouch for anyone, so it must not sign anyone in here: this entry used
 * to hand every visitor a `staff` session without a password. What a member expects is
 * to end up signed in on the page they asked for; the sandbox gets them there through its login page,
 * which says why it asks, has the account standing for the messenger's member typed in
 * (MESSENGER_ACCOUNT), and after the password sends them back (same-origin paths only, else `/`).
 */
import { Hono } from 'hono';
import { redirectTargetOrHome } from '../../runtime/shared/safeRedirectPath.ts';
import { LOGIN_PATH } from '../auth/sessions.ts';

export function createCorpLoginRoutes(): Hono {
  const routes = new Hono();
  routes.get('/index', (c) => {
    const query = new URLSearchParams({ redirect_url: redirectTargetOrHome(c.req.query('redirectUrl')), via: 'messenger' });
    return c.redirect(`${LOGIN_PATH}?${query.toString()}`, 302);
  });
  return routes;
}
