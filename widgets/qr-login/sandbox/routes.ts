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
import type { QrLoginStatusData } from '../generated/types.ts';
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
  SandboxErrorCode,
  type InThreeLanguages,
  keyedRoutes,
  type KeyedCall,
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
  // The desktop's calls need no login (it is logging in); the phone's need one, before their body is read.
  const desktop = keyedRoutes<LoggedInEnv>();
  const phone = keyedRoutes<LoggedInEnv>().use(requireLogin(services.sessions));
  const select = db.prepare<[string], QrLoginRow>('SELECT * FROM qr_logins WHERE token = ?');
  const setStatus = db.prepare<[string, number | null, string]>('UPDATE qr_logins SET status = ?, user_id = ? WHERE token = ?');
  const sweep = db.prepare<[number]>('DELETE FROM qr_logins WHERE expires_at < ?');
  const insert = db.prepare<[string, string, string, number, number]>(
    "INSERT INTO qr_logins (token, secret_hash, status, device, created_at, expires_at) VALUES (?, ?, 'pending', ?, ?, ?)",
  );

  /** The row's status as seen now: a finished or timed-out login reads as expired. */
  const current = (row: QrLoginRow): Status =>
    row.status === 'done' || (row.expires_at <= epochSeconds(services) && row.status !== 'cancelled') ? 'expired' : row.status;
  const rowOf = (token: string) => (TOKEN_PATTERN.test(token) ? select.get(token) : undefined);
  const gone = (c: Context) => replyFail(c, SandboxErrorCode.notFound, QR_LOGIN_MESSAGES.gone);

  /** The login `token` names, when the phone's user may answer it: nobody else has scanned it. */
  const scannedRow = (c: Context<LoggedInEnv>, token: string): QrLoginRow | Response => {
    const row = rowOf(token);
    if (!row) return gone(c);
    if (row.user_id !== null && row.user_id !== c.get('user').id) return replyFail(c, SandboxErrorCode.badRequest, QR_LOGIN_MESSAGES.scannedByOther);
    return row;
  };

  desktop.post('qr-login.create', (c, { ok }) => {
    const now = epochSeconds(services);
    // Rows an hour past expiry are of no use to anyone.
    sweep.run(now - 3600);
    const token = randomToken(18);
    const secret = randomToken(24);
    insert.run(token, sha256(secret), deviceOf(c.req.header('user-agent')), now, now + QR_LOGIN_TTL_SECONDS);
    return ok({ token, secret, expiresAt: now + QR_LOGIN_TTL_SECONDS, pollMs: QR_LOGIN_POLL_MS });
  });

  desktop.post('qr-login.status', (c, { input, ok }) => {
    const row = rowOf(input.token);
    if (!row || !sameText(sha256(input.secret), row.secret_hash)) return gone(c);
    const status = current(row);
    if (status !== 'confirmed' || row.user_id === null) return ok({ status });
    const user = userById(db, row.user_id);
    if (!user) return gone(c);
    // Once: the next poll (or a replay) finds it done.
    setStatus.run('done', row.user_id, row.token);
    setSessionCookies(c, services.sessions.start(user.id));
    return ok({ status: 'confirmed', name: user.name });
  });

  // A POST: reading it marks the login scanned by this account, and a GET that changes state can be
  // triggered by any page the phone's browser opens.
  phone.post('qr-login.info', (c, { input, ok }) => {
    const row = scannedRow(c, input.token);
    if (row instanceof Response) return row;
    const user = c.get('user');
    let status = current(row);
    if (status === 'pending') {
      setStatus.run('scanned', user.id, row.token);
      status = 'scanned';
    }
    return ok({ status, expiresAt: row.expires_at, createdAt: row.created_at, device: row.device, account: maskAccount(user.username) });
  });

  /** Confirm and cancel: only by the account that scanned it, only while it waits for an answer. */
  const answer =
    (next: 'confirmed' | 'cancelled') =>
    (c: Context<LoggedInEnv>, { input, ok }: KeyedCall<'qr-login.confirm' | 'qr-login.cancel', 'POST'>) => {
      const row = scannedRow(c, input.token);
      if (row instanceof Response) return row;
      const status = current(row);
      if (status !== 'pending' && status !== 'scanned') return ok({ status });
      setStatus.run(next, c.get('user').id, row.token);
      return ok({ status: next });
    };
  phone.post('qr-login.confirm', answer('confirmed'));
  phone.post('qr-login.cancel', answer('cancelled'));

  desktop.app.route('/', phone.app);
  return desktop.app;
}
