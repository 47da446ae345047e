/**
 * The login page (legacy-portal §7 "login redirect goes to the site's login path with a redirect_url"):
 * `GET /api/uc/login?redirect_url=…` shows the form; `POST /api/uc/login` (form-encoded username,
 * password, redirect_url) checks it, starts a session and sends the browser back — only ever to a
 * path on the portal's own origin.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { clientOf } from '../auth/clientOfRequest.ts';
import { loginPageLanguage } from '../auth/loginPageTexts.ts';
import { LOGIN_PAGE_CSP, renderLoginPage, type LoginPageModel } from '../auth/loginPageView.ts';
import { checkPasswordLogin } from '../auth/passwordLogin.ts';
import { redirectTargetOrHome } from '../../runtime/shared/safeRedirectPath.ts';
import { sessionIdOf, setSessionCookies } from '../auth/sessions.ts';
import type { SandboxUser } from '../auth/users.ts';
import { REQUEST_BODY_MESSAGES, textField } from '../requestBody.ts';
import { messageFor } from '../envelope.ts';
import { MESSENGER_ACCOUNT } from '../seed/accounts.ts';
import type { SandboxServices } from '../services.ts';
import type { SiteOfRequest } from '../sandboxApp.ts';

/** A login form is four short fields. */
export const LOGIN_MAX_BODY_BYTES = 8 * 1024;

type PageModel = Omit<LoginPageModel, 'accounts' | 'site' | 'language'>;

/**
 * Starts a session for `user` (ending the one the browser came with, so an old id never outlives a
 * new login), sets both session cookies and redirects to the target if it is a same-origin path, else `/`.
 */
function logInAndRedirect(c: Context, services: SandboxServices, user: SandboxUser, target: unknown): Response {
  services.sessions.end(sessionIdOf(c));
  setSessionCookies(c, services.sessions.start(user.id));
  return c.redirect(redirectTargetOrHome(target), 302);
}

/**
 * @param siteOf the portal site a request is for (the host passes it): the page shows its title and which
 *   of its apps each account may use. Without it the table lists the accounts only.
 */
export function createLoginPageRoutes(services: SandboxServices, siteOf: SiteOfRequest = () => undefined): Hono {
  const routes = new Hono();

  /** The page in the portal's language (`lang` of the query or the posted form, else the portal's cookie), listing every account. */
  const page = (c: Context, model: PageModel, status: ContentfulStatusCode = 200, lang?: string): Response => {
    c.header('Content-Security-Policy', LOGIN_PAGE_CSP);
    // same-origin, not no-referrer: under no-referrer Chromium posts the form with `Origin: null`, which the
    // host refuses as a cross-site write. Other sites still learn nothing of the return path.
    c.header('Referrer-Policy', 'same-origin');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Vary', 'Cookie');
    const site = siteOf(c.req.raw);
    const language = loginPageLanguage({ query: lang ?? c.req.query('lang'), cookie: c.req.header('cookie') });
    return c.html(renderLoginPage({ ...model, language, accounts: services.users.all(), ...(site ? { site } : {}) }), status);
  };

  routes.get('/login', (c) => {
    const redirectUrl = c.req.query('redirect_url') ?? '';
    // From the enterprise messenger's entry: say why a password is asked, with the account that stands for its member typed in.
    if (c.req.query('via') === 'messenger') return page(c, { redirectUrl, via: 'messenger', username: MESSENGER_ACCOUNT });
    return page(c, { redirectUrl });
  });

  routes.post(
    '/login',
    bodyLimit({
      maxSize: LOGIN_MAX_BODY_BYTES,
      onError: (c) => c.text(messageFor(c, REQUEST_BODY_MESSAGES.tooLarge), 413),
    }),
    async (c) => {
      const body = await c.req.parseBody();
      const username = (textField(body, 'username') ?? '').trim();
      const password = textField(body, 'password') ?? '';
      const redirectUrl = textField(body, 'redirect_url') ?? '';
      const lang = textField(body, 'lang');
      const model = { username, redirectUrl };

      if (username === '' || password === '') return page(c, { ...model, error: 'missingFields' }, 400, lang);

      const login = await checkPasswordLogin(services, clientOf(c), username, password);
      if (login.outcome === 'throttled') {
        c.header('Retry-After', String(login.retryAfterSeconds));
        return page(c, { ...model, error: 'tooManyAttempts' }, 429, lang);
      }
      if (login.outcome === 'wrong') return page(c, { ...model, error: 'wrongCredentials' }, 401, lang);
      return logInAndRedirect(c, services, login.user, redirectUrl);
    },
  );

  return routes;
}
