/**
 * The account calls that prove who the user is (see routes.ts for the module's other routes):
 * - `account.sendSmsCode` (purpose = bind with phone, or unbind)
 * - `account.bindPhone` (phone, code), `account.unbindPhone` (code) → the profile
 * - `account.changePassword` (oldPassword, newPassword, confirmPassword)
 */
import type { Hono } from 'hono';
import type { AccountChangePasswordData, AccountSendSmsCodeData } from '../generated/types.ts';
import { ACCOUNT_ERRORS, MAINLAND_MOBILE, SMS_CODE, maskPhone, passwordProblem, type PasswordProblem, type SandboxSmsAid } from '../accountRules.ts';
import { replyOk } from '../../../sandbox/envelope.ts';
import { hashPasswordAsync, verifyPasswordAsync } from '../../../sandbox/auth/passwords.ts';
import type { LoggedInEnv } from '../../../sandbox/auth/sessions.ts';
import type { ProfileStore } from './profileStore.ts';
import { createSmsCodeStore, SMS_CODE_TTL_SECONDS, SMS_RESEND_SECONDS, type CheckResult, type SmsPurpose } from './smsCodes.ts';
import { epochSeconds, type SandboxServices } from '../../../sandbox/services.ts';
import { accountFail, accountWrite, readFields } from './accountRequests.ts';
import { keyedRoutes } from '../../../sandbox/modules/keyedRoutes.ts';

export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  empty: '请输入新密码',
  tooShort: '新密码至少 8 位',
  tooLong: '新密码不能超过 64 位',
  fewKinds: '新密码需包含小写字母、大写字母、数字、符号中的至少三种',
  sameAsUsername: '新密码不能与用户名相同',
  sameAsOld: '新密码不能与原密码相同',
};

const CODE_REFUSALS: Record<Exclude<CheckResult, 'ok'>, [code: (typeof ACCOUNT_ERRORS)[keyof typeof ACCOUNT_ERRORS], message: string]> = {
  missing: [ACCOUNT_ERRORS.wrongCode, '请先获取短信验证码'],
  wrong: [ACCOUNT_ERRORS.wrongCode, '验证码错误'],
  expired: [ACCOUNT_ERRORS.codeExpired, '验证码已过期，请重新获取'],
  tooMany: [ACCOUNT_ERRORS.tooManyAttempts, '验证码错误次数过多，请重新获取'],
};

export function createAccountSecurityRoutes(services: SandboxServices, profiles: ProfileStore): Hono<LoggedInEnv> {
  const routes = keyedRoutes<LoggedInEnv>();
  const write = accountWrite(services);
  const codes = createSmsCodeStore(services.db);
  const passwordHash = services.db.prepare<[number], { password_hash: string }>('SELECT password_hash FROM users WHERE id = ?');
  const setPasswordHash = services.db.prepare<[string, number]>('UPDATE users SET password_hash = ? WHERE id = ?');
  const endOtherSessions = services.db.prepare<[number, string]>('DELETE FROM sessions WHERE user_id = ? AND id <> ?');

  routes.post('account.sendSmsCode', ...write, async (c) => {
    const read = await readFields(c, ['purpose', 'phone']);
    if (!read.ok) return accountFail(c, ACCOUNT_ERRORS.invalid, read.message);
    const { purpose, phone: typed } = read.fields as { purpose: string; phone: string };
    const user = c.get('user');
    const bound = profiles.phoneOf(user.id);
    let phone: string;
    if (purpose === 'bind') {
      if (bound) return accountFail(c, ACCOUNT_ERRORS.alreadyBound, '已绑定手机号，请先解绑');
      if (!MAINLAND_MOBILE.test(typed)) return accountFail(c, ACCOUNT_ERRORS.invalid, '请输入正确的 11 位手机号');
      if (profiles.ownerOfPhone(typed) !== undefined) return accountFail(c, ACCOUNT_ERRORS.phoneTaken, '该手机号已绑定其他账号');
      phone = typed;
    } else if (purpose === 'unbind') {
      if (!bound) return accountFail(c, ACCOUNT_ERRORS.notBound, '当前账号未绑定手机号');
      phone = bound;
    } else {
      return accountFail(c, ACCOUNT_ERRORS.invalid, '参数 purpose 无效：可选值为 bind、unbind');
    }
    const sent = codes.send(user.id, purpose as SmsPurpose, phone, epochSeconds(services));
    if (!sent.ok) return accountFail(c, ACCOUNT_ERRORS.cooldown, `发送过于频繁，请 ${sent.retryAfter} 秒后再试`, { retryAfter: sent.retryAfter });
    // The code under `sandbox`, outside the contract: there is no SMS gateway here; a school's backend texts it instead.
    return replyOk<AccountSendSmsCodeData & SandboxSmsAid>(c, {
      phone: maskPhone(phone),
      expiresIn: SMS_CODE_TTL_SECONDS,
      resendIn: SMS_RESEND_SECONDS,
      sandbox: { devCode: sent.code },
    });
  });

  routes.post('account.bindPhone', ...write, async (c) => {
    const read = await readFields(c, ['phone', 'code']);
    if (!read.ok) return accountFail(c, ACCOUNT_ERRORS.invalid, read.message);
    const { phone, code } = read.fields as { phone: string; code: string };
    const user = c.get('user');
    if (profiles.phoneOf(user.id)) return accountFail(c, ACCOUNT_ERRORS.alreadyBound, '已绑定手机号，请先解绑');
    if (!MAINLAND_MOBILE.test(phone)) return accountFail(c, ACCOUNT_ERRORS.invalid, '请输入正确的 11 位手机号');
    if (!SMS_CODE.test(code)) return accountFail(c, ACCOUNT_ERRORS.invalid, '请输入 6 位数字验证码');
    const checked = codes.check(user.id, 'bind', phone, code, epochSeconds(services));
    if (checked !== 'ok') return accountFail(c, ...CODE_REFUSALS[checked]);
    // Checked again at the moment of binding: another account may have bound it since the code was sent.
    if (profiles.ownerOfPhone(phone) !== undefined) return accountFail(c, ACCOUNT_ERRORS.phoneTaken, '该手机号已绑定其他账号');
    profiles.setPhone(user.id, phone, epochSeconds(services));
    return replyOk(c, profiles.answer(user));
  });

  routes.post('account.unbindPhone', ...write, async (c) => {
    const read = await readFields(c, ['code']);
    if (!read.ok) return accountFail(c, ACCOUNT_ERRORS.invalid, read.message);
    const user = c.get('user');
    const bound = profiles.phoneOf(user.id);
    if (!bound) return accountFail(c, ACCOUNT_ERRORS.notBound, '当前账号未绑定手机号');
    if (!SMS_CODE.test(read.fields.code!)) return accountFail(c, ACCOUNT_ERRORS.invalid, '请输入 6 位数字验证码');
    const checked = codes.check(user.id, 'unbind', bound, read.fields.code!, epochSeconds(services));
    if (checked !== 'ok') return accountFail(c, ...CODE_REFUSALS[checked]);
    profiles.setPhone(user.id, null, epochSeconds(services));
    return replyOk(c, profiles.answer(user));
  });

  routes.post('account.changePassword', ...write, async (c) => {
    // Passwords are taken as typed: spaces at either end are part of them.
    const read = await readFields(c, ['oldPassword', 'newPassword', 'confirmPassword'], { trim: false });
    if (!read.ok) return accountFail(c, ACCOUNT_ERRORS.invalid, read.message);
    const { oldPassword, newPassword, confirmPassword } = read.fields as Record<'oldPassword' | 'newPassword' | 'confirmPassword', string>;
    const user = c.get('user');
    if (oldPassword === '') return accountFail(c, ACCOUNT_ERRORS.invalid, '请输入原密码');
    const stored = passwordHash.get(user.id)?.password_hash ?? '';
    // Off the event loop (issue 12 item 7): a password check must not stall every other request.
    if (!(await verifyPasswordAsync(oldPassword.slice(0, 1024), stored))) return accountFail(c, ACCOUNT_ERRORS.wrongPassword, '原密码不正确');
    const problem = passwordProblem(newPassword, { username: user.username, oldPassword });
    if (problem) return accountFail(c, ACCOUNT_ERRORS.weakPassword, PASSWORD_MESSAGES[problem]);
    if (confirmPassword !== newPassword) return accountFail(c, ACCOUNT_ERRORS.invalid, '两次输入的新密码不一致');
    setPasswordHash.run(await hashPasswordAsync(newPassword), user.id);
    // Whoever else holds a session of this account (a lost phone) is signed out; this one stays.
    const ended = endOtherSessions.run(user.id, c.get('sessionId')).changes;
    return replyOk<AccountChangePasswordData>(c, { changed: true, otherSessionsEnded: ended });
  });

  return routes.app;
}
