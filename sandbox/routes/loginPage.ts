/**
 * The login page (spec §7 "login redirect goes to the site's login path with a redirect_url"):
 * `GET /api/uc/login?redirect_url=…` shows the form; `POST /api/uc/login` (form-encoded username,
 * password, redirect_url) checks it, starts a session and sends the browser back — only ever to a
 * path on the portal's own origin.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { LOGIN_MESSAGES, LOGIN_PAGE_CSP, renderLoginPage, type LoginPageModel } from '../auth/loginPageView.ts';
import { redirectTargetOrHome } from '../auth/redirectTarget.ts';
import { sessionIdOf, setSessionCookies } from '../auth/sessions.ts';
import type { SandboxUser } from '../auth/users.ts';
import { textField } from '../requestBody.ts';
import type { SandboxServices } from '../services.ts';

/** A login form is three short fields. */
export const LOGIN_MAX_BODY_BYTES = 8 * 1024;

function page(c: Context, model: LoginPageModel, status: ContentfulStatusCode = 200): Response {
  c.header('Content-Security-Policy', LOGIN_PAGE_CSP);
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Content-Type-Options', 'nosniff');
  return c.html(renderLoginPage(model), status);
}

/**
 * Starts a session for `user` (ending the one the browser came with, so an old id never outlives a
 * new login), sets both session cookies and redirects to the target if it is a same-origin path, else `/`.
 */
export function logInAndRedirect(c: Context, services: SandboxServices, user: SandboxUser, target: unknown): Response {
  services.sessions.end(sessionIdOf(c));
  setSessionCookies(c, services.sessions.start(user.id));
  return c.redirect(redirectTargetOrHome(target), 302);
}

export function createLoginPageRoutes(services: SandboxServices): Hono {
  const routes = new Hono();

  routes.get('/login', (c) => page(c, { redirectUrl: c.req.query('redirect_url') ?? '' }));

  routes.post(
    '/login',
    bodyLimit({
      maxSize: LOGIN_MAX_BODY_BYTES,
      onError: (c) => c.text('请求体过大', 413),
    }),
    async (c) => {
      const body = await c.req.parseBody();
      const username = (textField(body, 'username') ?? '').trim();
      const password = textField(body, 'password') ?? '';
      const redirectUrl = textField(body, 'redirect_url') ?? '';
      const model = { username, redirectUrl };

      if (username === '' || password === '') return page(c, { ...model, error: LOGIN_MESSAGES.missingFields }, 400);

      const retryAfter = services.throttle.retryAfterSeconds(username);
      if (retryAfter > 0) {
        c.header('Retry-After', String(retryAfter));
        return page(c, { ...model, error: LOGIN_MESSAGES.tooManyAttempts }, 429);
      }

      const user = services.users.authenticate(username, password);
      if (!user) {
        services.throttle.recordFailure(username);
        return page(c, { ...model, error: LOGIN_MESSAGES.wrongCredentials }, 401);
      }
      services.throttle.clear(username);
      return logInAndRedirect(c, services, user, redirectUrl);
    },
  );

  return routes;
}
