/**
 * The shell's auth calls (legacy-portal §7, runtime/shared/shellApi.json), all protected: without a live
 * session they answer e = 10013 with d.login_url (legacy-portal §8), HTTP 200.
 * - `GET /api/uc/auth/all` → d = the permission map (app key → { module: [...] }, legacy-portal §3)
 * - `GET /api/uc/user/name` → d = { name }
 * - `POST /api/uc/logout` → ends the session, expires both cookies
 * - `GET /api/uc/profile` → d = { username, name, role, roleName }: a protected call for end-to-end tests
 */
import { Hono } from 'hono';
import { replyOk } from '../envelope.ts';
import { clearSessionCookies, requireLogin, type LoggedInEnv } from '../auth/sessions.ts';
import type { SandboxServices } from '../services.ts';

export interface UserNameData {
  name: string;
}

export interface ProfileData {
  username: string;
  name: string;
  role: string;
  roleName: string;
}

export function createAuthRoutes(services: SandboxServices): Hono<LoggedInEnv> {
  const routes = new Hono<LoggedInEnv>();
  const protect = requireLogin(services.sessions);

  routes.get('/auth/all', protect, (c) => replyOk(c, c.get('user').permissions));

  routes.get('/user/name', protect, (c) => replyOk<UserNameData>(c, { name: c.get('user').name }));

  // A POST (legacy-portal §7 has GET): a GET that logs out can be triggered by any page's <img>.
  routes.post('/logout', protect, (c) => {
    services.sessions.end(c.get('sessionId'));
    clearSessionCookies(c);
    return replyOk(c, null);
  });

  routes.get('/profile', protect, (c) => {
    const { username, name, role, roleName } = c.get('user');
    return replyOk<ProfileData>(c, { username, name, role, roleName });
  });

  return routes;
}
