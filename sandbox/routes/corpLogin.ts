/**
 * `GET /api/corp/index?redirectUrl=…` (spec §7 "messenger login redirect"): stands in for the
 * enterprise messenger's OAuth round trip. A real backend would send the browser to the messenger,
 * get a code back and look the member up; the sandbox skips all of that and signs in as the demo
 * `staff` account, then redirects like the login form does (same-origin paths only, else `/`).
 *
 * Anyone can open this link, so anyone can become `staff`: fine for a demo backend, never for a real one.
 */
import { Hono } from 'hono';
import { replyFail, SandboxErrorCode } from '../envelope.ts';
import { MESSENGER_ACCOUNT } from '../seed/accounts.ts';
import type { SandboxServices } from '../services.ts';
import { logInAndRedirect } from './loginPage.ts';

export function createCorpLoginRoutes(services: SandboxServices): Hono {
  const routes = new Hono();
  routes.get('/index', (c) => {
    const user = services.users.findByUsername(MESSENGER_ACCOUNT);
    if (!user) return replyFail(c, SandboxErrorCode.notFound, '演示账号不存在');
    return logInAndRedirect(c, services, user, c.req.query('redirectUrl'));
  });
  return routes;
}
