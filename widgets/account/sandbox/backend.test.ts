/**
 * The profile module (/api/account/*): profile read and edit, SMS codes (hashed, expiring, cooldown,
 * attempts), binding and unbinding a phone, the password change (the new password works at the next
 * login), identity switching between linked accounts only; every `d` against its widget's contract.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_ERRORS, type SandboxSmsAid } from '../accountRules.ts';
import type { AccountIdentitiesData, AccountProfileData, AccountSendSmsCodeData } from '../generated/types.ts';
import type { Envelope } from '../../../sandbox/kit.ts';
import { SMS_CODE_TTL_SECONDS, SMS_MAX_ATTEMPTS, SMS_RESEND_SECONDS } from './smsCodes.ts';
import { ACCOUNT_MESSAGES } from './routes.ts';
import { PASSWORD_MESSAGES, SECURITY_MESSAGES } from './securityRoutes.ts';
import { ACCOUNT_REQUEST_MESSAGES } from './accountRequests.ts';
import { clockedSandbox, getAs, logIn, parseSetCookies, expectContract } from '../../../sandbox/testing.ts';

const env = clockedSandbox();
let logged: string[];
beforeEach(() => {
  logged = [];
  vi.spyOn(console, 'info').mockImplementation((line: string) => void logged.push(line));
});
afterEach(() => vi.restoreAllMocks());

async function post<T = unknown>(
  path: string,
  fields: Record<string, string>,
  cookie: string,
  headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' },
) {
  const response = await env.sandbox.app.fetch(
    new Request(`http://sandbox/api/account${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie, ...headers },
      body: new URLSearchParams(fields),
    }),
  );
  return { response, body: (await response.json()) as Envelope<T> };
}
const profileOf = async (cookie: string) => (await getAs<AccountProfileData>(env.sandbox.app, '/api/account/profile', cookie)).body;

describe('account.profile', () => {
  it('needs a login (e = 10013)', async () => {
    expect((await getAs(env.sandbox.app, '/api/account/profile')).body.e).toBe(10013);
    expect((await post('/profile', { nickname: 'x' }, '')).body.e).toBe(10013);
  });

  it('answers the seeded profile of each demo account, masked phone included', async () => {
    for (const username of ['student', 'teacher', 'staff', 'visitor', 'admin', 'graduate']) {
      const body = await profileOf((await logIn(env.sandbox.app, username)).cookie);
      expect(body.e, username).toBe(0);
      expectContract('account.profile', body.d);
      expect(body.d.username).toBe(username);
    }
    const staff = await profileOf((await logIn(env.sandbox.app, 'staff')).cookie);
    expect(staff.d).toMatchObject({ name: '张老师', roleName: '职工', phone: '139****2222', email: 'zhang.zg@demo.edu.cn', identities: 1 });
    const student = await profileOf((await logIn(env.sandbox.app, 'student')).cookie);
    expect(student.d).toMatchObject({ phone: '', nickname: '小明', identities: 1 });
  });

  it('saves a valid edit and refuses a bad e-mail, a long nickname, a foreign avatar', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    const saved = await post<AccountProfileData>(
      '/profile',
      { nickname: '明明', email: 'wxm@stu.demo.edu.cn', gender: 'male', bio: '热爱生活', avatar: '/site/attach?file=all/2026/abc123.png' },
      cookie,
    );
    expect(saved.body.e).toBe(0);
    expectContract('account.updateProfile', saved.body.d);
    expect((await profileOf(cookie)).d).toMatchObject({
      nickname: '明明',
      email: 'wxm@stu.demo.edu.cn',
      bio: '热爱生活',
      avatar: '/site/attach?file=all/2026/abc123.png',
    });
    const refusals: [Record<string, string>, string][] = [
      [{ email: 'not-an-email' }, '邮箱格式不正确'],
      [{ nickname: '一'.repeat(21) }, '昵称不能超过 20 个字'],
      [{ avatar: 'https://evil.example/x.png' }, '头像地址无效，请重新上传'],
      [{ gender: 'robot' }, '性别选项无效'],
    ];
    for (const [fields, message] of refusals) {
      const { body } = await post('/profile', fields, cookie);
      expect(body, JSON.stringify(fields)).toMatchObject({ e: ACCOUNT_ERRORS.invalid, m: message });
    }
    expect((await profileOf(cookie)).d.email).toBe('wxm@stu.demo.edu.cn');
  });

  it('refuses a change without the portal request header (no cross-site form posts)', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    const { body } = await post('/profile', { nickname: '跨站' }, cookie, {});
    expect(body.e).toBe(400);
    expect((await profileOf(cookie)).d.nickname).toBe('小明');
  });
});

describe('binding and unbinding a phone with an SMS code', () => {
  it('sends a hashed, logged code, binds with it, then unbinds with a code sent to the bound phone', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    const sent = await post<AccountSendSmsCodeData & SandboxSmsAid>('/sms/send', { purpose: 'bind', phone: '13712345678' }, cookie);
    expect(sent.body.e).toBe(0);
    // The code comes under `sandbox`, outside the contract; the rest is exactly the contract's answer.
    const { sandbox, ...answer } = sent.body.d;
    expectContract('account.sendSmsCode', answer);
    expect(answer).toEqual({ phone: '137****5678', expiresIn: SMS_CODE_TTL_SECONDS, resendIn: SMS_RESEND_SECONDS });
    const code = sandbox.devCode;
    expect(code).toMatch(/^\d{6}$/);
    // The sandbox log shows it (there is no SMS); the database keeps only a hash.
    expect(logged.join('\n')).toContain(`137****5678：${code}`);
    const stored = env.sandbox.db.prepare<[], { code_hash: string }>('SELECT code_hash FROM sms_codes').get()!;
    expect(stored.code_hash).not.toContain(code);

    const wrong = await post('/phone/bind', { phone: '13712345678', code: code === '000000' ? '111111' : '000000' }, cookie);
    expect(wrong.body).toMatchObject({ e: ACCOUNT_ERRORS.wrongCode, m: '验证码错误' });
    const bound = await post<AccountProfileData>('/phone/bind', { phone: '13712345678', code }, cookie);
    expect(bound.body.e).toBe(0);
    expectContract('account.bindPhone', bound.body.d);
    expect(bound.body.d.phone).toBe('137****5678');
    // A code works once.
    expect((await post('/phone/bind', { phone: '13712345678', code }, cookie)).body.e).toBe(ACCOUNT_ERRORS.alreadyBound);

    const unbindCode = await post<AccountSendSmsCodeData & SandboxSmsAid>('/sms/send', { purpose: 'unbind' }, cookie);
    expect(unbindCode.body.d.phone).toBe('137****5678');
    const unbound = await post<AccountProfileData>('/phone/unbind', { code: unbindCode.body.d.sandbox.devCode }, cookie);
    expect(unbound.body.e).toBe(0);
    expect(unbound.body.d.phone).toBe('');
  });

  it('refuses a malformed number, a number bound to another account, and unbinding with none bound', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    for (const phone of ['1371234567', '23712345678', '137123456789', '１３７１２３４５６７８']) {
      expect((await post('/sms/send', { purpose: 'bind', phone }, cookie)).body, phone).toMatchObject({
        e: ACCOUNT_ERRORS.invalid,
        m: '请输入正确的 11 位手机号',
      });
    }
    expect((await post('/sms/send', { purpose: 'bind', phone: '13911112222' }, cookie)).body.e).toBe(ACCOUNT_ERRORS.phoneTaken);
    expect((await post('/sms/send', { purpose: 'unbind' }, cookie)).body.e).toBe(ACCOUNT_ERRORS.notBound);
    expect((await post('/sms/send', { purpose: 'steal' }, cookie)).body.e).toBe(ACCOUNT_ERRORS.invalid);
  });

  it('waits a minute between codes, expires them after five minutes, burns them after five wrong tries', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    const send = () => post<AccountSendSmsCodeData & SandboxSmsAid>('/sms/send', { purpose: 'bind', phone: '13712345678' }, cookie);
    const first = await send();
    env.clock += 30_000;
    const early = await send();
    expect(early.body).toMatchObject({ e: ACCOUNT_ERRORS.cooldown, d: { retryAfter: SMS_RESEND_SECONDS - 30 } });
    env.clock += (SMS_CODE_TTL_SECONDS - 30) * 1000;
    expect((await post('/phone/bind', { phone: '13712345678', code: first.body.d.sandbox.devCode }, cookie)).body.e).toBe(ACCOUNT_ERRORS.codeExpired);

    const second = await send();
    expect(second.body.e).toBe(0);
    const wrong = second.body.d.sandbox.devCode === '000000' ? '111111' : '000000';
    for (let i = 1; i < SMS_MAX_ATTEMPTS; i++)
      expect((await post('/phone/bind', { phone: '13712345678', code: wrong }, cookie)).body.e).toBe(ACCOUNT_ERRORS.wrongCode);
    expect((await post('/phone/bind', { phone: '13712345678', code: wrong }, cookie)).body.e).toBe(ACCOUNT_ERRORS.tooManyAttempts);
    // Burnt: even the right code no longer works.
    expect((await post('/phone/bind', { phone: '13712345678', code: second.body.d.sandbox.devCode }, cookie)).body.e).toBe(ACCOUNT_ERRORS.wrongCode);
  });

  it('a code sent for one number does not bind another', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    const sent = await post<AccountSendSmsCodeData & SandboxSmsAid>('/sms/send', { purpose: 'bind', phone: '13712345678' }, cookie);
    expect((await post('/phone/bind', { phone: '13787654321', code: sent.body.d.sandbox.devCode }, cookie)).body.e).toBe(ACCOUNT_ERRORS.wrongCode);
  });
});

describe('changing the password', () => {
  it('needs the right old password and a strong new one; the new one works at the next login, the old one not', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    const other = await logIn(env.sandbox.app, 'student');
    const change = (oldPassword: string, newPassword: string, confirmPassword = newPassword) =>
      post('/password', { oldPassword, newPassword, confirmPassword }, cookie);
    expect((await change('wrong', 'Campus#2026')).body).toMatchObject({ e: ACCOUNT_ERRORS.wrongPassword, m: '原密码不正确' });
    const weak: [string, string][] = [
      ['short1A', '新密码至少 8 位'],
      ['alllowercase', '新密码需包含小写字母、大写字母、数字、符号中的至少三种'],
      ['12345678ab', '新密码需包含小写字母、大写字母、数字、符号中的至少三种'],
    ];
    for (const [password, message] of weak)
      expect((await change('demo', password)).body, password).toMatchObject({ e: ACCOUNT_ERRORS.weakPassword, m: message });
    expect((await change('demo', 'Campus#2026', 'Campus#2025')).body.m).toBe('两次输入的新密码不一致');

    const done = await change('demo', 'Campus#2026');
    expect(done.body.e).toBe(0);
    expectContract('account.changePassword', done.body.d);
    expect(done.body.d).toEqual({ changed: true, otherSessionsEnded: 1 });
    // This session stays; the other one is gone.
    expect((await profileOf(cookie)).e).toBe(0);
    expect((await profileOf(other.cookie)).e).toBe(10013);
    expect((await logIn(env.sandbox.app, 'student', 'demo')).sessionId).toBe('');
    expect((await logIn(env.sandbox.app, 'student', 'Campus#2026')).sessionId).not.toBe('');
  });

  it('refuses the user name and the old password as the new one', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'teacher');
    expect((await post('/password', { oldPassword: 'demo', newPassword: 'Teacher', confirmPassword: 'Teacher' }, cookie)).body.e).toBe(
      ACCOUNT_ERRORS.weakPassword,
    );
    // The demo password is itself too weak to reuse, so check "same as old" from a strong one.
    await post('/password', { oldPassword: 'demo', newPassword: 'Teach#2026', confirmPassword: 'Teach#2026' }, cookie);
    expect((await post('/password', { oldPassword: 'Teach#2026', newPassword: 'Teach#2026', confirmPassword: 'Teach#2026' }, cookie)).body).toMatchObject({
      m: '新密码不能与原密码相同',
    });
  });
});

describe('switching identity', () => {
  it('lists the linked identities and re-issues the session for a linked one only', async () => {
    const { cookie, sessionId } = await logIn(env.sandbox.app, 'teacher');
    const identities = await getAs<AccountIdentitiesData>(env.sandbox.app, '/api/account/identities', cookie);
    expectContract('account.identities', identities.body.d);
    expect(identities.body.d.list.map((i) => [i.username, i.roleName, i.current])).toEqual([
      ['teacher', '教师', true],
      ['staff', '职工', false],
    ]);

    const refused = await post('/identities/switch', { username: 'admin' }, cookie);
    expect(refused.body.e).toBe(ACCOUNT_ERRORS.notLinked);
    expect(parseSetCookies(refused.response)).toEqual([]);

    const switched = await post('/identities/switch', { username: 'staff' }, cookie);
    expect(switched.body.e).toBe(0);
    expectContract('account.switchIdentity', switched.body.d);
    expect(switched.body.d).toEqual({ username: 'staff', name: '张老师', roleName: '职工' });
    const cookies = parseSetCookies(switched.response);
    const newSession = cookies.find((c) => c.name === 'eai-sess')!.value;
    expect(newSession).not.toBe(sessionId);
    expect(cookies.find((c) => c.name === 'eai-sess-state')?.value).toBe('1');
    const staffCookie = `eai-sess=${newSession}; eai-sess-state=1`;
    const auth = await getAs<Record<string, unknown>>(env.sandbox.app, '/api/uc/auth/all', staffCookie);
    expect(Object.keys(auth.body.d)).toContain('announcementRelease');
    // The teacher's session ended with the switch.
    expect((await profileOf(cookie)).e).toBe(10013);
  });

  it('a student switches to the graduate identity and back', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    const toGraduate = await post('/identities/switch', { username: 'graduate' }, cookie);
    const graduate = `eai-sess=${parseSetCookies(toGraduate.response).find((c) => c.name === 'eai-sess')!.value}`;
    expect((await profileOf(graduate)).d).toMatchObject({ username: 'graduate', name: '王小明', roleName: '研究生' });
    const back = await post('/identities/switch', { username: 'student' }, graduate);
    expect(back.body.d).toMatchObject({ username: 'student', roleName: '学生' });
  });
});

describe('refusals in the reader’s language', () => {
  it('tells a refusal in en and tw by the portal-lang cookie', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    for (const language of ['en', 'tw'] as const) {
      const reader = `${cookie}; portal-lang=${language}`;
      expect((await post('/profile', { email: 'not-an-address' }, reader)).body).toEqual({
        e: ACCOUNT_ERRORS.invalid,
        m: ACCOUNT_MESSAGES.badEmail[language],
        d: null,
      });
      expect((await post('/password', { oldPassword: 'wrong', newPassword: 'Campus#2026', confirmPassword: 'Campus#2026' }, reader)).body.m).toBe(
        SECURITY_MESSAGES.wrongOldPassword[language],
      );
      expect((await post('/password', { oldPassword: 'demo', newPassword: 'short1A', confirmPassword: 'short1A' }, reader)).body.m).toBe(
        PASSWORD_MESSAGES.tooShort[language],
      );
      expect((await post('/profile', { nickname: 'x' }, reader, {})).body.m).toBe(ACCOUNT_REQUEST_MESSAGES.badOrigin[language]);
    }
    expect((await post('/profile', { email: 'not-an-address' }, `${cookie}; portal-lang=en`)).body.m).toBe('The email address is not valid');
    expect((await post('/password', { oldPassword: 'wrong', newPassword: 'Campus#2026' }, `${cookie}; portal-lang=tw`)).body.m).toBe('原密碼不正確');
  });
});
