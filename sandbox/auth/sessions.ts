/**
 * Login sessions (table `sessions`) and the two cookies that carry them.
 *
 * Why two cookies: legacy-portal §4 has the browser judge "logged in" by the presence of a cookie whose name
 * contains `eai-sess`. The session id must be HttpOnly so a script injected into the page cannot
 * steal it — but an HttpOnly cookie is invisible to `document.cookie`, so the browser could no longer
 * tell it is logged in. The second cookie, `eai-sess-state=1`, is readable by script and carries only
 * the fact of a session, never its secret. Both have the same lifetime and are set and expired together.
 */
import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { readerLanguage, SandboxErrorCode, type Envelope, type InThreeLanguages } from '../envelope.ts';
import type { Language } from '../../runtime/shared/manifestProblems.ts';
import type { SandboxDatabase } from '../sandboxDatabase.ts';
import { clientOf } from './clientOfRequest.ts';
import { toUser, type SandboxUser, type UserRow } from './users.ts';

/** The session id: HttpOnly. */
export const SESSION_COOKIE = 'eai-sess';
/** Readable by script, value `1`: tells the browser a session exists (legacy-portal §4). */
export const SESSION_STATE_COOKIE = 'eai-sess-state';
/** Sessions last two hours from login; there is no sliding renewal. */
export const SESSION_TTL_SECONDS = 2 * 60 * 60;
/** Where the browser is sent to log in (legacy-portal §3 "login path"; the site manifest's default). */
export const LOGIN_PATH = '/api/uc/login';

/** The "not logged in" answer's message, in the three languages (the reader gets theirs). */
export const NOT_LOGGED_IN_MESSAGES: InThreeLanguages = {
  zh: '登录已过期，请重新登录',
  en: 'Your login has expired. Please log in again',
  tw: '登入已逾時，請重新登入',
};

export const NOT_LOGGED_IN_MESSAGE = NOT_LOGGED_IN_MESSAGES.zh;

export interface SessionStore {
  /** Starts a session for the user; answers its id. Also sweeps expired sessions. */
  start(userId: number): string;
  /** The user of a live session, or undefined for a missing, unknown or expired id. */
  userOf(sessionId: string | undefined): SandboxUser | undefined;
  end(sessionId: string | undefined): void;
}

/** A session id is 32 random bytes in base64url: 43 characters. Anything else is not looked up. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export function createSessionStore(db: SandboxDatabase, now: () => number): SessionStore {
  const seconds = () => Math.floor(now() / 1000);
  const insert = db.prepare<[string, number, number, number]>('INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
  const sweep = db.prepare<[number]>('DELETE FROM sessions WHERE expires_at <= ?');
  const remove = db.prepare<[string]>('DELETE FROM sessions WHERE id = ?');
  const select = db.prepare<[string, number], UserRow>(`
    SELECT users.* FROM sessions JOIN users ON users.id = sessions.user_id
    WHERE sessions.id = ? AND sessions.expires_at > ?
  `);

  return {
    start(userId) {
      const at = seconds();
      sweep.run(at);
      const id = randomBytes(32).toString('base64url');
      insert.run(id, userId, at, at + SESSION_TTL_SECONDS);
      return id;
    },
    userOf(sessionId) {
      if (sessionId === undefined || !SESSION_ID.test(sessionId)) return undefined;
      const row = select.get(sessionId, seconds());
      return row ? toUser(row) : undefined;
    },
    end(sessionId) {
      if (sessionId !== undefined && SESSION_ID.test(sessionId)) remove.run(sessionId);
    },
  };
}

function cookieOptions(c: Context, maxAge: number, httpOnly: boolean): CookieOptions {
  return {
    path: '/',
    httpOnly,
    sameSite: 'Lax',
    maxAge,
    // Over plain http (localhost, the tests) a Secure cookie would not be kept. Behind a TLS proxy the URL
    // says http: whoever serves the sandbox says whether the browser uses https.
    secure: clientOf(c).https,
  };
}

/** The session id the request carries, if any. */
export function sessionIdOf(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

export function setSessionCookies(c: Context, sessionId: string): void {
  setCookie(c, SESSION_COOKIE, sessionId, cookieOptions(c, SESSION_TTL_SECONDS, true));
  setCookie(c, SESSION_STATE_COOKIE, '1', cookieOptions(c, SESSION_TTL_SECONDS, false));
}

export function clearSessionCookies(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c, 0, true));
  deleteCookie(c, SESSION_STATE_COOKIE, cookieOptions(c, 0, false));
}

export interface NotLoggedInData {
  login_url: string;
}

/** The old backend's "not logged in" answer (legacy-portal §8): HTTP 200, e = 10013, d.login_url; `m` in the reader's language. */
export function notLoggedIn(language: Language = 'zh'): Envelope<NotLoggedInData> {
  return { e: SandboxErrorCode.notLoggedIn, m: NOT_LOGGED_IN_MESSAGES[language], d: { login_url: LOGIN_PATH } };
}

/**
 * Answers {@link notLoggedIn}, expiring a stale `eai-sess` / `eai-sess-state` pair so the browser stops
 * believing it is logged in. For every refusal of a request without a live session (requireLogin, requireGrant).
 */
export function replyNotLoggedIn(c: Context): Response {
  if (sessionIdOf(c) !== undefined || getCookie(c, SESSION_STATE_COOKIE) !== undefined) clearSessionCookies(c);
  return c.json(notLoggedIn(readerLanguage(c)), 200);
}

export type LoggedInEnv = { Variables: { user: SandboxUser; sessionId: string } };

/**
 * Marks routes as protected: without a live session they answer {@link notLoggedIn}, and a stale
 * `eai-sess` / `eai-sess-state` pair is expired so the browser stops believing it is logged in.
 * With one, `c.get('user')` and `c.get('sessionId')` are set.
 */
export function requireLogin(sessions: SessionStore): MiddlewareHandler<LoggedInEnv> {
  return async (c, next) => {
    const sessionId = sessionIdOf(c);
    const user = sessionId === undefined ? undefined : sessions.userOf(sessionId);
    if (!user || sessionId === undefined) return replyNotLoggedIn(c);
    c.set('user', user);
    c.set('sessionId', sessionId);
    await next();
  };
}

/** The logged-in user for public routes that record who did something (access log, feedback). */
export function optionalUser(c: Context, sessions: SessionStore): SandboxUser | undefined {
  return sessions.userOf(sessionIdOf(c));
}
