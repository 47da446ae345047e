/**
 * SMS verification codes (table `sms_codes`): six digits, stored only as a salted SHA-256, valid for
 * {@link SMS_CODE_TTL_SECONDS}, resent no sooner than {@link SMS_RESEND_SECONDS}, and burnt after
 * {@link SMS_MAX_ATTEMPTS} wrong tries. There is no SMS gateway in the sandbox: the code is written to
 * the sandbox's log and answered under `sandbox.devCode`, outside the contract (accountRules.ts
 * `SandboxSmsAid`), so a demo user can go on. A real school backend sends the SMS and never answers the code.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { maskPhone } from '../accountRules.ts';
import type { SandboxDatabase } from '../../../sandbox/kit.ts';

export const SMS_CODE_TTL_SECONDS = 5 * 60;
export const SMS_RESEND_SECONDS = 60;
export const SMS_MAX_ATTEMPTS = 5;

export type SmsPurpose = 'bind' | 'unbind';

export type SendResult = { ok: true; code: string } | { ok: false; retryAfter: number };
export type CheckResult = 'ok' | 'missing' | 'expired' | 'wrong' | 'tooMany';

interface CodeRow {
  phone: string;
  code_hash: string;
  salt: string;
  sent_at: number;
  expires_at: number;
  attempts: number;
}

const digest = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('base64url');

export interface SmsCodeStore {
  /** A new code for the user's purpose and phone, unless one was sent less than a minute ago. */
  send(userId: number, purpose: SmsPurpose, phone: string, now: number): SendResult;
  /** Checks a code; a right one is used up, a wrong one counts as an attempt. */
  check(userId: number, purpose: SmsPurpose, phone: string, code: string, now: number): CheckResult;
}

export function createSmsCodeStore(db: SandboxDatabase, log: (line: string) => void = (line) => console.info(line)): SmsCodeStore {
  const select = db.prepare<[number, string], CodeRow>(
    'SELECT phone, code_hash, salt, sent_at, expires_at, attempts FROM sms_codes WHERE user_id = ? AND purpose = ?',
  );
  const upsert = db.prepare<[number, string, string, string, string, number, number]>(`
    INSERT INTO sms_codes (user_id, purpose, phone, code_hash, salt, sent_at, expires_at, attempts) VALUES (?, ?, ?, ?, ?, ?, ?, 0)
    ON CONFLICT (user_id, purpose) DO UPDATE SET phone = excluded.phone, code_hash = excluded.code_hash, salt = excluded.salt,
      sent_at = excluded.sent_at, expires_at = excluded.expires_at, attempts = 0
  `);
  const remove = db.prepare<[number, string]>('DELETE FROM sms_codes WHERE user_id = ? AND purpose = ?');
  const countAttempt = db.prepare<[number, string]>('UPDATE sms_codes SET attempts = attempts + 1 WHERE user_id = ? AND purpose = ?');

  return {
    send(userId, purpose, phone, now) {
      const last = select.get(userId, purpose);
      if (last && now - last.sent_at < SMS_RESEND_SECONDS) return { ok: false, retryAfter: SMS_RESEND_SECONDS - (now - last.sent_at) };
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const salt = randomBytes(12).toString('base64url');
      upsert.run(userId, purpose, phone, digest(salt, code), salt, now, now + SMS_CODE_TTL_SECONDS);
      log(`[sandbox] 短信验证码（未真正发送）→ ${maskPhone(phone)}：${code}，用途 ${purpose}，${SMS_CODE_TTL_SECONDS / 60} 分钟内有效`);
      return { ok: true, code };
    },
    check(userId, purpose, phone, code, now) {
      const row = select.get(userId, purpose);
      if (!row || row.phone !== phone) return 'missing';
      if (row.expires_at <= now) {
        remove.run(userId, purpose);
        return 'expired';
      }
      const expected = Buffer.from(row.code_hash);
      const actual = Buffer.from(digest(row.salt, code));
      if (expected.length === actual.length && timingSafeEqual(expected, actual)) {
        remove.run(userId, purpose);
        return 'ok';
      }
      if (row.attempts + 1 >= SMS_MAX_ATTEMPTS) {
        remove.run(userId, purpose);
        return 'tooMany';
      }
      countAttempt.run(userId, purpose);
      return 'wrong';
    },
  };
}
