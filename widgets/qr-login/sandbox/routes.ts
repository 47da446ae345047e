/**
 * QR-code login (qr-login widget, smlogin/smloginV2): a desktop asks for a pending login (`create`) and
 * shows its token as a QR code; a logged-in phone scans it (`info` marks it scanned by that account),
 * then confirms or cancels; the desktop polls `status` with the secret only it holds, and the poll that
 * first sees "confirmed" starts a session for the phone's account and sets the desktop's cookies.
 *
 * Why a secret besides the token: the token is on screen (and in the phone's history); whoever only saw
 * the QR code must not be able to collect the session.
 */
import type { Context, Hono } from 'hono';
import type { QrLoginCreateData, QrLoginInfoData, QrLoginStatusData } from '../generated/types.ts';
import {
  requireLogin,
  setSessionCookies,
  type LoggedInEnv,
  deviceOf,
  maskAccount,
  randomToken,
  sameText,
  sha256,
  TOKEN_PATTERN,
  userById,
  replyFail,
  replyOk,
  SandboxErrorCode,
  type InThreeLanguages,
  readBody,
  textField,
  keyedRoutes,
  epochSeconds,
  type SandboxServices,
} from '../../../sandbox/kit.ts';

/** A QR code is good for two minutes; the desktop page offers a new one after. */
export const QR_LOGIN_TTL_SECONDS = 120;
export const QR_LOGIN_POLL_MS = 2000;

type Status = QrLoginStatusData['status'];
interface QrLoginRow {
  token: string;
  secret_hash: string;
  status: Status | 'done';
  user_id: number | null;
  device: string;
  created_at: number;
  expires_at: number;
}

/** Refusals in the portal’s three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const QR_LOGIN_MESSAGES = {
  gone: {
    zh: '二维码不存在或已失效，请在电脑上刷新二维码',
    en: 'This QR code does not exist or has expired. Refresh the QR code on the computer',
    tw: 'QR Code 不存在或已失效，請在電腦上重新整理 QR Code',
  },
  scannedByOther: { zh: '该二维码已被其他账号扫描', en: 'This QR code has already been scanned by another account', tw: '此 QR Code 已被其他帳號掃描' },
} as const satisfies Record<string, InThreeLanguages>;

export function createQrLoginRoutes(services: SandboxServices): Hono<LoggedInEnv> {
  const { db } = services;
  const routes = keyedRoutes<LoggedInEnv>();
  const select = db.prepare<[string], QrLoginRow>('SELECT * FROM qr_logins WHERE token = ?');
  const setStatus = db.prepare<[string, number | null, string]>('UPDATE qr_logins SET status = ?, user_id = ? WHERE token = ?');
  const sweep = db.prepare<[number]>('DELETE FROM qr_logins WHERE expires_at < ?');
  const insert = db.prepare<[string, string, string, number, number]>(
    "INSERT INTO qr_logins (token, secret_hash, status, device, created_at, expires_at) VALUES (?, ?, 'pending', ?, ?, ?)",
  );

  /** The row's status as seen now: a finished or timed-out login reads as expired. */
  const current = (row: QrLoginRow): Status =>
    row.status === 'done' || (row.expires_at <= epochSeconds(services) && row.status !== 'cancelled') ? 'expired' : row.status;

  const tokenOf = async (c: Context): Promise<string | undefined> => {
    const body = await readBody(c);
    const token = body.ok ? textField(body.body, 'token') : undefined;
    return token !== undefined && TOKEN_PATTERN.test(token) ? token : undefined;
  };

  routes.post('qr-login.create', (c) => {
    const now = epochSeconds(services);
    // Rows an hour past expiry are of no use to anyone.
    sweep.run(now - 3600);
    const token = randomToken(18);
    const secret = randomToken(24);
    insert.run(token, sha256(secret), deviceOf(c.req.header('user-agent')), now, now + QR_LOGIN_TTL_SECONDS);
    const data: QrLoginCreateData = { token, secret, expiresAt: now + QR_LOGIN_TTL_SECONDS, pollMs: QR_LOGIN_POLL_MS };
    return replyOk(c, data);
  });

  routes.post('qr-login.status', async (c) => {
    const body = await readBody(c);
    const token = body.ok ? textField(body.body, 'token') : undefined;
    const secret = body.ok ? textField(body.body, 'secret') : undefined;
    const row = token && TOKEN_PATTERN.test(token) ? select.get(token) : undefined;
    if (!row || !secret || !sameText(sha256(secret), row.secret_hash)) return replyFail(c, SandboxErrorCode.notFound, QR_LOGIN_MESSAGES.gone);
    const status = current(row);
    if (status !== 'confirmed' || row.user_id === null) return replyOk(c, { status } satisfies QrLoginStatusData);
    const user = userById(db, row.user_id);
    if (!user) return replyFail(c, SandboxErrorCode.notFound, QR_LOGIN_MESSAGES.gone);
    // Once: the next poll (or a replay) finds it done.
    setStatus.run('done', row.user_id, row.token);
    setSessionCookies(c, services.sessions.start(user.id));
    return replyOk(c, { status: 'confirmed', name: user.name } satisfies QrLoginStatusData);
  });

  // A POST: reading it marks the login scanned by this account, and a GET that changes state can be
  // triggered by any page the phone's browser opens.
  routes.post('qr-login.info', requireLogin(services.sessions), async (c) => {
    const token = await tokenOf(c);
    const row = token ? select.get(token) : undefined;
    if (!row) return replyFail(c, SandboxErrorCode.notFound, QR_LOGIN_MESSAGES.gone);
    const user = c.get('user');
    if (row.user_id !== null && row.user_id !== user.id) return replyFail(c, SandboxErrorCode.badRequest, QR_LOGIN_MESSAGES.scannedByOther);
    let status = current(row);
    if (status === 'pending') {
      setStatus.run('scanned', user.id, row.token);
      status = 'scanned';
    }
    const data: QrLoginInfoData = { status, expiresAt: row.expires_at, createdAt: row.created_at, device: row.device, account: maskAccount(user.username) };
    return replyOk(c, data);
  });

  /** Confirm and cancel: only by the account that scanned it, only while it waits for an answer. */
  const answer = (next: 'confirmed' | 'cancelled') => async (c: Context<LoggedInEnv>) => {
    const token = await tokenOf(c);
    const row = token ? select.get(token) : undefined;
    if (!row) return replyFail(c, SandboxErrorCode.notFound, QR_LOGIN_MESSAGES.gone);
    const user = c.get('user');
    if (row.user_id !== null && row.user_id !== user.id) return replyFail(c, SandboxErrorCode.badRequest, QR_LOGIN_MESSAGES.scannedByOther);
    const status = current(row);
    if (status !== 'pending' && status !== 'scanned') return replyOk(c, { status } satisfies QrLoginStatusData);
    setStatus.run(next, user.id, row.token);
    return replyOk(c, { status: next } satisfies QrLoginStatusData);
  };
  routes.post('qr-login.confirm', requireLogin(services.sessions), answer('confirmed'));
  routes.post('qr-login.cancel', requireLogin(services.sessions), answer('cancelled'));

  return routes.app;
}
