/**
 * The server side of legacy-portal §6: a widget's route answers only users whom the portal would
 * let open a page that makes the call. Stated once per backend, never as an app key kept by hand:
 *
 *   const routes = keyedRoutes<LoggedInEnv>();
 *   routes.use(requireLogin(services.sessions));
 *   routes.use(requireGrant(services));                  // every key below: the pages that call it
 *   routes.post('campus-code.verify', requireGrant(services, { pages: ['sweepCode'], module: 'verify' }), …);
 *
 * The pages that make a call are those of the key's widget and of the widgets that list it under `uses`;
 * the site is the request's (services.siteOf), so a school that renames an app, adds a `permission` or
 * switches one off is answered by its own manifest. A backend whose answer depends on the data (news: each
 * channel has its apps) asks {@link grantOfRequest} and answers {@link replyRefused} itself.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { replyFail, SandboxErrorCode, type LocalMessage } from '../envelope.ts';
import { apiDeclarations } from '../../runtime/shared/apiDeclarations.ts';
import { callingWidgets } from '../modules/callingWidgets.ts';
import type { SandboxServices } from '../services.ts';
import { optionalUser, replyNotLoggedIn } from './sessions.ts';
import { grantVerdict, type GrantNeed, type GrantVerdict } from './siteGrants.ts';
import type { SandboxUser } from './users.ts';

/** The 403 answer's message when the backend names none. */
export const FORBIDDEN_MESSAGE: LocalMessage = { zh: '你没有使用该功能的权限', en: 'You do not have permission to use this', tw: '你沒有使用該功能的權限' };

/** What a route asks beyond "a page that calls it": `widgets` defaults to the key's callers (keyedRoutes sets the key). */
export type GrantOptions = Partial<GrantNeed>;

type GrantEnv = { Variables: { apiKey?: string; user?: SandboxUser } };

/** The request's user: the one requireLogin found, else the session's (public routes), else none. */
function userOf(c: Context<GrantEnv>, services: Pick<SandboxServices, 'sessions'>): SandboxUser | undefined {
  return c.get('user') ?? optionalUser(c, services.sessions);
}

/** Whether the request's user may make this call on the request's site. */
export function grantOfRequest(c: Context, services: Pick<SandboxServices, 'sessions' | 'siteOf'>, options: GrantOptions = {}): GrantVerdict {
  const context = c as unknown as Context<GrantEnv>;
  let widgets = options.widgets;
  let declared: GrantOptions = {};
  if (!widgets) {
    const key = context.get('apiKey');
    // A developer's mistake, not a user's: fail loudly rather than guess which pages make the call.
    if (key === undefined) throw new Error('requireGrant outside keyedRoutes: name the widgets whose pages make the call');
    widgets = callingWidgets(key);
    // What widget.json says of the key (`grant`: its pages, its module) holds unless the route says more.
    declared = apiDeclarations().get(key)?.grant ?? {};
  }
  return grantVerdict(services.siteOf(c.req.raw), { ...declared, ...options, widgets }, userOf(context, services)?.permissions);
}

/** The refusal of legacy-portal §8: e = 10013 without a session (stale session cookies expired), 403 `forbidden` with one. */
export function replyRefused(c: Context, verdict: Exclude<GrantVerdict, 'open'>, message: LocalMessage = FORBIDDEN_MESSAGE): Response {
  return verdict === 'login' ? replyNotLoggedIn(c) : replyFail(c, SandboxErrorCode.forbidden, message);
}

/**
 * Refuses the call unless the portal would let the user open a page that makes it ({@link grantOfRequest}).
 * @param message the 403 answer's message (zh, or in the three languages), e.g. the widget's own "你没有发布通知的权限".
 */
export function requireGrant(
  services: Pick<SandboxServices, 'sessions' | 'siteOf'>,
  options: GrantOptions & { message?: LocalMessage } = {},
): MiddlewareHandler {
  const { message, ...need } = options;
  return async (c, next) => {
    const verdict = grantOfRequest(c, services, need);
    if (verdict !== 'open') return replyRefused(c, verdict, message);
    await next();
  };
}
