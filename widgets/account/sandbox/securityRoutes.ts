/**
 * The account calls that prove who the user is (see routes.ts for the module's other routes):
 * - `account.sendSmsCode` (purpose = bind with phone, or unbind)
 * - `account.bindPhone` (phone, code), `account.unbindPhone` (code) → the profile
 * - `account.changePassword` (oldPassword, newPassword, confirmPassword)
 */
import type { Hono } from 'hono';
import type { AccountSendSmsCodeData } from '../generated/types.ts';
import { ACCOUNT_ERRORS, MAINLAND_MOBILE, SMS_CODE, maskPhone, passwordProblem, type PasswordProblem, type SandboxSmsAid } from '../accountRules.ts';
import {
  type InThreeLanguages,
  hashPasswordAsync,
  verifyPasswordAsync,
  type LoggedInEnv,
  epochSeconds,
  type SandboxServices,
  checkPasswordThrottled,
  clientOf,
} from '../../../sandbox/kit.ts';
import type { ProfileStore } from './profileStore.ts';
import { createSmsCodeStore, SMS_CODE_TTL_SECONDS, SMS_RESEND_SECONDS, type CheckResult } from './smsCodes.ts';
import { accountChanges, accountFail } from './accountRequests.ts';

/** Why a new password is refused, in the portal's three languages (the reader gets theirs through accountFail). */
export const PASSWORD_MESSAGES: Record<PasswordProblem, InThreeLanguages> = {
  empty: { zh: '请输入新密码', en: 'Enter a new password', tw: '請輸入新密碼' },
  tooShort: { zh: '新密码至少 8 位', en: 'The new password needs at least 8 characters', tw: '新密碼至少 8 碼' },
  tooLong: { zh: '新密码不能超过 64 位', en: 'The new password can be at most 64 characters', tw: '新密碼不能超過 64 碼' },
  fewKinds: {
    zh: '新密码需包含小写字母、大写字母、数字、符号中的至少三种',
    en: 'The new password needs at least three of: lowercase letters, capital letters, digits, symbols',
    tw: '新密碼需包含小寫字母、大寫字母、數字、符號中的至少三種',
  },
  sameAsUsername: { zh: '新密码不能与用户名相同', en: 'The new password cannot be the same as your username', tw: '新密碼不能與使用者名稱相同' },
  sameAsOld: { zh: '新密码不能与原密码相同', en: 'The new password cannot be the same as the old one', tw: '新密碼不能與原密碼相同' },
};

/** The phone and password refusals, in the portal's three languages (the reader gets theirs through accountFail). */
export const SECURITY_MESSAGES = {
  codeMissing: { zh: '请先获取短信验证码', en: 'Get a text message code first', tw: '請先取得簡訊驗證碼' },
  codeWrong: { zh: '验证码错误', en: 'The code is wrong', tw: '驗證碼錯誤' },
  codeExpired: { zh: '验证码已过期，请重新获取', en: 'The code has expired. Get a new one', tw: '驗證碼已過期，請重新取得' },
  codeTooMany: { zh: '验证码错误次数过多，请重新获取', en: 'Too many wrong codes. Get a new one', tw: '驗證碼錯誤次數過多，請重新取得' },
  alreadyBound: { zh: '已绑定手机号，请先解绑', en: 'A phone number is already linked. Unlink it first', tw: '已綁定手機號碼，請先解除綁定' },
  badPhone: { zh: '请输入正确的 11 位手机号', en: 'Enter a valid 11-digit mobile number', tw: '請輸入正確的 11 位手機號碼' },
  phoneTaken: { zh: '该手机号已绑定其他账号', en: 'This phone number is already linked to another account', tw: '該手機號碼已綁定其他帳號' },
  notBound: { zh: '当前账号未绑定手机号', en: 'No phone number is linked to this account', tw: '目前帳號未綁定手機號碼' },
  cooldown: (seconds: number): InThreeLanguages => ({
    zh: `发送过于频繁，请 ${seconds} 秒后再试`,
    en: `Codes are being sent too often. Try again in ${seconds} seconds`,
    tw: `傳送過於頻繁，請 ${seconds} 秒後再試`,
  }),
  badCode: { zh: '请输入 6 位数字验证码', en: 'Enter the 6-digit code', tw: '請輸入 6 位數字驗證碼' },
  wrongOldPassword: { zh: '原密码不正确', en: 'The current password is wrong', tw: '原密碼不正確' },
  mismatch: { zh: '两次输入的新密码不一致', en: 'The two new passwords do not match', tw: '兩次輸入的新密碼不一致' },
  passwordTooMany: (seconds: number): InThreeLanguages => ({
    zh: `原密码错误次数过多，请 ${seconds} 秒后再试`,
    en: `Too many wrong current passwords. Try again in ${seconds} seconds`,
    tw: `原密碼錯誤次數過多，請 ${seconds} 秒後再試`,
  }),
} as const;

const CODE_REFUSALS: Record<Exclude<CheckResult, 'ok'>, [code: (typeof ACCOUNT_ERRORS)[keyof typeof ACCOUNT_ERRORS], message: InThreeLanguages]> = {
  missing: [ACCOUNT_ERRORS.wrongCode, SECURITY_MESSAGES.codeMissing],
  wrong: [ACCOUNT_ERRORS.wrongCode, SECURITY_MESSAGES.codeWrong],
  expired: [ACCOUNT_ERRORS.codeExpired, SECURITY_MESSAGES.codeExpired],
  tooMany: [ACCOUNT_ERRORS.tooManyAttempts, SECURITY_MESSAGES.codeTooMany],
};

export function createAccountSecurityRoutes(services: SandboxServices, profiles: ProfileStore): Hono<LoggedInEnv> {
  const routes = accountChanges(services);
  const codes = createSmsCodeStore(services.db);
  const passwordHash = services.db.prepare<[number], { password_hash: string }>('SELECT password_hash FROM users WHERE id = ?');
  const setPasswordHash = services.db.prepare<[string, number]>('UPDATE users SET password_hash = ? WHERE id = ?');
  const endOtherSessions = services.db.prepare<[number, string]>('DELETE FROM sessions WHERE user_id = ? AND id <> ?');

  routes.post('account.sendSmsCode', (c, { input, ok }) => {
    const { purpose } = input;
    const user = c.get('user');
    const bound = profiles.phoneOf(user.id);
    let phone: string;
    if (purpose === 'bind') {
      const typed = (input.phone ?? '').trim();
      if (bound) return accountFail(c, ACCOUNT_ERRORS.alreadyBound, SECURITY_MESSAGES.alreadyBound);
      if (!MAINLAND_MOBILE.test(typed)) return accountFail(c, ACCOUNT_ERRORS.invalid, SECURITY_MESSAGES.badPhone);
      if (profiles.ownerOfPhone(typed) !== undefined) return accountFail(c, ACCOUNT_ERRORS.phoneTaken, SECURITY_MESSAGES.phoneTaken);
      phone = typed;
    } else {
      if (!bound) return accountFail(c, ACCOUNT_ERRORS.notBound, SECURITY_MESSAGES.notBound);
      phone = bound;
    }
    const sent = codes.send(user.id, purpose, phone, epochSeconds(services));
    if (!sent.ok) return accountFail(c, ACCOUNT_ERRORS.cooldown, SECURITY_MESSAGES.cooldown(sent.retryAfter), { retryAfter: sent.retryAfter });
    // The code under `sandbox`, outside the contract: there is no SMS gateway here; a school's backend texts it instead.
    const answer: AccountSendSmsCodeData & SandboxSmsAid = {
      phone: maskPhone(phone),
      expiresIn: SMS_CODE_TTL_SECONDS,
      resendIn: SMS_RESEND_SECONDS,
      sandbox: { devCode: sent.code },
    };
    return ok(answer);
  });

  routes.post('account.bindPhone', (c, { input, ok }) => {
    const phone = input.phone.trim();
    const code = input.code.trim();
    const user = c.get('user');
    if (profiles.phoneOf(user.id)) return accountFail(c, ACCOUNT_ERRORS.alreadyBound, SECURITY_MESSAGES.alreadyBound);
    if (!MAINLAND_MOBILE.test(phone)) return accountFail(c, ACCOUNT_ERRORS.invalid, SECURITY_MESSAGES.badPhone);
    if (!SMS_CODE.test(code)) return accountFail(c, ACCOUNT_ERRORS.invalid, SECURITY_MESSAGES.badCode);
    const checked = codes.check(user.id, 'bind', phone, code, epochSeconds(services));
    if (checked !== 'ok') return accountFail(c, ...CODE_REFUSALS[checked]);
    // Checked again at the moment of binding: another account may have bound it since the code was sent.
    if (profiles.ownerOfPhone(phone) !== undefined) return accountFail(c, ACCOUNT_ERRORS.phoneTaken, SECURITY_MESSAGES.phoneTaken);
    profiles.setPhone(user.id, phone, epochSeconds(services));
    return ok(profiles.answer(user));
  });

  routes.post('account.unbindPhone', (c, { input, ok }) => {
    const code = input.code.trim();
    const user = c.get('user');
    const bound = profiles.phoneOf(user.id);
    if (!bound) return accountFail(c, ACCOUNT_ERRORS.notBound, SECURITY_MESSAGES.notBound);
    if (!SMS_CODE.test(code)) return accountFail(c, ACCOUNT_ERRORS.invalid, SECURITY_MESSAGES.badCode);
    const checked = codes.check(user.id, 'unbind', bound, code, epochSeconds(services));
    if (checked !== 'ok') return accountFail(c, ...CODE_REFUSALS[checked]);
    profiles.setPhone(user.id, null, epochSeconds(services));
    return ok(profiles.answer(user));
  });

  routes.post('account.changePassword', async (c, { input, ok }) => {
    // Passwords are taken as typed: spaces at either end are part of them.
    const { oldPassword, newPassword = '', confirmPassword = '' } = input;
    const user = c.get('user');
    const stored = passwordHash.get(user.id)?.password_hash ?? '';
    // A wrong current password is a guess at the account: it counts against the login's limits (by account
    // and address), so a stolen session cannot try passwords here without end. Hashed off the event loop.
    const checked = await checkPasswordThrottled(services, clientOf(c), user.username, async () =>
      (await verifyPasswordAsync(oldPassword.slice(0, 1024), stored)) ? true : undefined,
    );
    if (checked.outcome === 'throttled') {
      c.header('Retry-After', String(checked.retryAfterSeconds));
      return accountFail(
        c,
        ACCOUNT_ERRORS.tooManyAttempts,
        SECURITY_MESSAGES.passwordTooMany(checked.retryAfterSeconds),
        { retryAfter: checked.retryAfterSeconds },
        429,
      );
    }
    if (checked.outcome === 'wrong') return accountFail(c, ACCOUNT_ERRORS.wrongPassword, SECURITY_MESSAGES.wrongOldPassword);
    const problem = passwordProblem(newPassword, { username: user.username, oldPassword });
    if (problem) return accountFail(c, ACCOUNT_ERRORS.weakPassword, PASSWORD_MESSAGES[problem]);
    if (confirmPassword !== newPassword) return accountFail(c, ACCOUNT_ERRORS.invalid, SECURITY_MESSAGES.mismatch);
    setPasswordHash.run(await hashPasswordAsync(newPassword), user.id);
    // Whoever else holds a session of this account (a lost phone) is signed out; this one stays.
    const ended = endOtherSessions.run(user.id, c.get('sessionId')).changes;
    return ok({ changed: true, otherSessionsEnded: ended });
  });

  return routes.app;
}
