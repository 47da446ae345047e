/** How the account routes guard their changes and refuse them (routes.ts, securityRoutes.ts). */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AccountErrorCode } from '../accountRules.ts';
import {
  messageFor,
  replyFail,
  SandboxErrorCode,
  type InThreeLanguages,
  type LocalMessage,
  requireLogin,
  type LoggedInEnv,
  keyedRoutes,
  type KeyedRoutes,
  REQUEST_BODY_MESSAGES,
  type SandboxServices,
} from '../../../sandbox/kit.ts';

/** Account forms are a few short fields. */
const ACCOUNT_MAX_BODY_BYTES = 16 * 1024;

/** The request guards' refusals, in the three languages (the reader gets theirs). */
export const ACCOUNT_REQUEST_MESSAGES = {
  badOrigin: { zh: '请求来源无效', en: 'The request did not come from the portal', tw: '請求來源無效' },
} as const satisfies Record<string, InThreeLanguages>;

/** A business refusal the page words by its code; `m` in the reader's language (429 when it is a limit: try later). */
export function accountFail(c: Context, e: AccountErrorCode, m: LocalMessage, d: unknown = null, status: 200 | 429 = 200): Response {
  return c.json({ e, m: messageFor(c, m), d }, status);
}

/**
 * What every account change goes through: a login, a small body, and the portal's own request header
 * (a form on another site cannot send it; the session cookie is SameSite=Lax as well).
 */
type AccountMiddleware = MiddlewareHandler<LoggedInEnv>;

function accountWrite(services: SandboxServices): AccountMiddleware[] {
  return [
    async (c, next) => {
      if (c.req.header('x-requested-with') !== 'XMLHttpRequest') return replyFail(c, SandboxErrorCode.badRequest, ACCOUNT_REQUEST_MESSAGES.badOrigin);
      await next();
    },
    requireLogin(services.sessions),
    bodyLimit({ maxSize: ACCOUNT_MAX_BODY_BYTES, onError: (c) => replyFail(c, SandboxErrorCode.payloadTooLarge, REQUEST_BODY_MESSAGES.tooLarge, 413) }),
  ];
}

/**
 * The keyed routes of account changes: each key's body is checked against its contract only after the
 * guards above (a caller they refuse learns nothing of its fields), and read within their bound.
 */
export function accountChanges(services: SandboxServices): KeyedRoutes<LoggedInEnv> {
  return keyedRoutes<LoggedInEnv>().use(...accountWrite(services));
}
