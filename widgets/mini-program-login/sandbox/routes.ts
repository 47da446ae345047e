/**
 * Login hand-off from the mini-program (mini-program-login widget, xidianMinigramLogin/index): the
 * mini-program's backend issues a one-time token (valid five minutes) for its user; the portal page
 * trades it here for a session and goes to the asked portal path (only a same-origin path; else the
 * default). `/minigram/demo-token` (username and password) stands in for the mini-program's backend,
 * which knows its signed-in user: sandbox only, so the demo and the end-to-end tests can mint tokens.
 */
import type { Hono } from 'hono';
import {
  safeRedirectPath,
  clientOf,
  checkPasswordLogin,
  setSessionCookies,
  randomToken,
  sha256,
  TOKEN_PATTERN,
  userById,
  replyFail,
  replyOk,
  SandboxErrorCode,
  type InThreeLanguages,
  readBody,
  textField,
  epochSeconds,
  type SandboxServices,
  keyedRoutes,
} from '../../../sandbox/kit.ts';

export const MINIGRAM_TOKEN_TTL_SECONDS = 300;

/** Refusals in the portal’s three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const MINIGRAM_MESSAGES = {
  missingFields: { zh: '请输入演示账号和密码', en: 'Enter the demo account and password', tw: '請輸入示範帳號和密碼' },
  tooManyAttempts: { zh: '尝试次数过多，请稍后再试', en: 'Too many attempts. Please try again later', tw: '嘗試次數過多，請稍後再試' },
  wrongCredentials: { zh: '演示账号或密码错误', en: 'The demo account or password is wrong', tw: '示範帳號或密碼錯誤' },
  badToken: {
    zh: '登录凭证无效，请从小程序重新进入',
    en: 'The login token is not valid. Open the portal from the mini-program again',
    tw: '登入憑證無效，請從小程式重新進入',
  },
  usedToken: {
    zh: '登录凭证已使用，请从小程序重新进入',
    en: 'The login token has already been used. Open the portal from the mini-program again',
    tw: '登入憑證已使用，請從小程式重新進入',
  },
  expiredToken: {
    zh: '登录凭证已过期，请从小程序重新进入',
    en: 'The login token has expired. Open the portal from the mini-program again',
    tw: '登入憑證已過期，請從小程式重新進入',
  },
} as const satisfies Record<string, InThreeLanguages>;

export function createMinigramRoutes(services: SandboxServices): Hono {
  const { db } = services;
  const routes = keyedRoutes();
  const insert = db.prepare<[string, number, number]>('INSERT INTO minigram_tokens (token_hash, user_id, expires_at) VALUES (?, ?, ?)');
  const select = db.prepare<[string], { user_id: number; expires_at: number; used_at: number | null }>('SELECT * FROM minigram_tokens WHERE token_hash = ?');
  const spend = db.prepare<[number, string]>('UPDATE minigram_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL');

  // No key: the mini-program's backend mints tokens in a school, no widget calls this (demo and tests only).
  // It asks for the account's password like the login page, with the same limits: a token
  // is a session, and minting one by name alone made anyone admin.
  routes.app.post('/minigram/demo-token', async (c) => {
    const body = await readBody(c);
    if (!body.ok) return replyFail(c, SandboxErrorCode.badRequest, body.message);
    const username = (textField(body.body, 'username') ?? '').trim();
    const password = textField(body.body, 'password') ?? '';
    if (username === '' || password === '') return replyFail(c, SandboxErrorCode.badRequest, MINIGRAM_MESSAGES.missingFields);
    const login = await checkPasswordLogin(services, clientOf(c), username, password);
    if (login.outcome === 'throttled') {
      c.header('Retry-After', String(login.retryAfterSeconds));
      return replyFail(c, SandboxErrorCode.badRequest, MINIGRAM_MESSAGES.tooManyAttempts, 429);
    }
    if (login.outcome === 'wrong') return replyFail(c, SandboxErrorCode.badRequest, MINIGRAM_MESSAGES.wrongCredentials);
    const { user } = login;
    const token = randomToken(24);
    const expiresAt = epochSeconds(services) + MINIGRAM_TOKEN_TTL_SECONDS;
    insert.run(sha256(token), user.id, expiresAt);
    return replyOk(c, { token, expiresAt });
  });

  routes.post('mini-program-login.exchange', (c, { input, ok }) => {
    const { token } = input;
    const row = TOKEN_PATTERN.test(token) ? select.get(sha256(token)) : undefined;
    if (!row) return replyFail(c, SandboxErrorCode.badRequest, MINIGRAM_MESSAGES.badToken);
    const now = epochSeconds(services);
    if (row.used_at !== null) return replyFail(c, SandboxErrorCode.badRequest, MINIGRAM_MESSAGES.usedToken);
    if (row.expires_at <= now) return replyFail(c, SandboxErrorCode.badRequest, MINIGRAM_MESSAGES.expiredToken);
    const user = userById(db, row.user_id);
    if (!user || spend.run(now, sha256(token)).changes !== 1) return replyFail(c, SandboxErrorCode.badRequest, MINIGRAM_MESSAGES.usedToken);
    setSessionCookies(c, services.sessions.start(user.id));
    return ok({ redirect: safeRedirectPath(input.redirect) ?? '/', name: user.name });
  });

  return routes.app;
}
