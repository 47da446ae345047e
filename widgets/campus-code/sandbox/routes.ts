/**
 * Personal identity codes (campus-code widget): `campus-code.identity` issues a signed, short-lived token
 * for the logged-in user (HMAC-SHA256 over version, user id, expiry and a nonce, with the database's own
 * key); `campus-code.verify` tells a scanner whose code it is. Nothing is stored per code: a code is good
 * until it expires, and a new one is fetched long before.
 *
 * Who is a scanner: a user who may open the site's scanner page (`sweepCode`) through an
 * app whose module list for them holds {@link SCANNER_MODULE} (legacy-portal §6 `canUse(app, 'verify')`; the demo's
 * teachers, staff and administrators, granted in index.ts). Anyone else learns nothing of a code's holder.
 */
import { createHmac } from 'node:crypto';
import type { Hono } from 'hono';
import {
  requireGrant,
  requireLogin,
  type LoggedInEnv,
  maskAccount,
  randomToken,
  sameText,
  userById,
  replyFail,
  SandboxErrorCode,
  type InThreeLanguages,
  epochSeconds,
  type SandboxServices,
  keyedRoutes,
} from '../../../sandbox/kit.ts';

/** A code is accepted this long after it was issued. */
export const IDENTITY_TTL_SECONDS = 60;
const PREFIX = 'CPID1';
/** The module of the campus-code app that makes its holder a scanner: resolving a code to its holder. */
export const SCANNER_MODULE = 'verify';
/** The page a scanner verifies codes on. */
export const SCANNER_PAGE = 'sweepCode';

function sign(key: string, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url').slice(0, 27);
}

/** Refusals in the portal’s three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const CAMPUS_CODE_MESSAGES = {
  notAScanner: { zh: '只有核验人员可以查验身份码', en: 'Only verification staff can check campus codes', tw: '只有核驗人員可以查驗身分碼' },
  visitorHasNoCode: { zh: '访客账号暂无校园身份码', en: 'Visitor accounts have no campus code', tw: '訪客帳號暫無校園身分碼' },
} as const satisfies Record<string, InThreeLanguages>;

export function issueIdentityToken(key: string, userId: number, expiresAt: number): string {
  const payload = `${PREFIX}.${userId.toString(36)}.${expiresAt.toString(36)}.${randomToken(6)}`;
  return `${payload}.${sign(key, payload)}`;
}

/** The user and expiry of a well-signed token, or undefined for anything else. */
export function readIdentityToken(key: string, token: string): { userId: number; expiresAt: number } | undefined {
  const parts = token.split('.');
  if (parts.length !== 5 || parts[0] !== PREFIX || token.length > 200) return undefined;
  const [, user, expiry, , signature] = parts as [string, string, string, string, string];
  if (!/^[0-9a-z]{1,10}$/.test(user) || !/^[0-9a-z]{1,10}$/.test(expiry)) return undefined;
  if (!sameText(sign(key, parts.slice(0, 4).join('.')), signature)) return undefined;
  return { userId: parseInt(user, 36), expiresAt: parseInt(expiry, 36) };
}

export function createCampusCodeRoutes(services: SandboxServices, signingKey: () => string): Hono<LoggedInEnv> {
  const routes = keyedRoutes<LoggedInEnv>();
  routes.use(requireLogin(services.sessions));

  routes.get('campus-code.identity', (c, { ok }) => {
    const user = c.get('user');
    // A visitor has no campus identity to prove (visitor passes are issued at the gate).
    if (user.role === 'visitor') return replyFail(c, SandboxErrorCode.notFound, CAMPUS_CODE_MESSAGES.visitorHasNoCode);
    const issuedAt = epochSeconds(services);
    const expiresAt = issuedAt + IDENTITY_TTL_SECONDS;
    return ok({
      token: issueIdentityToken(signingKey(), user.id, expiresAt),
      issuedAt,
      expiresAt,
      holder: { name: user.name, roleName: user.roleName, account: maskAccount(user.username) },
    });
  });

  const scanner = requireGrant(services, { pages: [SCANNER_PAGE], module: SCANNER_MODULE, message: CAMPUS_CODE_MESSAGES.notAScanner });
  routes.post('campus-code.verify', scanner, (_c, { input, ok }) => {
    const read = readIdentityToken(signingKey(), input.code.trim());
    const holder = read ? userById(services.db, read.userId) : undefined;
    if (!read || !holder) return ok({ status: 'invalid' });
    return ok({
      status: read.expiresAt > epochSeconds(services) ? 'valid' : 'expired',
      expiresAt: read.expiresAt,
      holder: { name: holder.name, roleName: holder.roleName, account: maskAccount(holder.username) },
    });
  });

  return routes.app;
}
