/**
 * The profile module (/api/account/*): profile read and edit, SMS codes (hashed, expiring, cooldown,
 * attempts), binding and unbinding a phone, the password change (the new password works at the next
 * login), identity switching between linked accounts only; every `d` against its widget's contract.
 */
import type { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_ERRORS, type SandboxSmsAid } from '../accountRules.ts';
import type { AccountSendSmsCodeData, AccountUpdateProfileBody } from '../generated/types.ts';
import { SMS_CODE_TTL_SECONDS, SMS_MAX_ATTEMPTS, SMS_RESEND_SECONDS } from './smsCodes.ts';
import { ACCOUNT_MESSAGES } from './routes.ts';
import { PASSWORD_MESSAGES, SECURITY_MESSAGES } from './securityRoutes.ts';
import { ACCOUNT_REQUEST_MESSAGES } from './accountRequests.ts';
import { callAs, clockedSandbox, keyedCaller, logIn, parseSetCookies, expectContract, LOGIN_THROTTLE } from '../../../sandbox/testing.ts';

const env = clockedSandbox();
let logged: string[];
beforeEach(() => {
  logged = [];
  vi.spyOn(console, 'info').mockImplementation((line: string) => void logged.push(line));
});
afterEach(() => vi.restoreAllMocks());

const portal = { fetch: (request: Request) => env.sandbox.app.fetch(request) } as unknown as Hono;
/** A caller as a cross-site form would reach the sandbox: without the header the portal's request client sends. */
const withoutPortalHeader = (cookie: string) =>
  keyedCaller(
    {
      fetch: (request: Request) => {
        request.headers.delete('X-Requested-With');
        return env.sandbox.app.fetch(request);
      },
    } as unknown as Hono,
    cookie,
  );
const as = (username: string, language?: 'en' | 'tw') => callAs(portal, username, language);
/** The SMS code the sandbox answers (outside the contract: it sends no SMS). */
const devCodeOf = (answer: { d: AccountSendSmsCodeData }) => (answer.d as AccountSendSmsCodeData & SandboxSmsAid).sandbox.devCode;
const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('account.profile', () => {
  it('needs a login (e = 10013), before the change is read', async () => {
    const anonymous = keyedCaller(portal);
    expect((await anonymous.get('account.profile')).e).toBe(10013);
    expect((await anonymous.post('account.updateProfile', { nickname: 'x' })).e).toBe(10013);
    expect((await anonymous.post('account.updateProfile', { nickname: '一'.repeat(21) })).e).toBe(10013);
  });

  it('answers the seeded profile of each demo account, masked phone included', async () => {
    for (const username of ['student', 'teacher', 'staff', 'visitor', 'admin', 'graduate']) {
      const answer = await (await as(username)).get('account.profile');
      expect(answer.e, username).toBe(0);
      expectContract('account.profile', answer.d);
      expect(answer.d.username).toBe(username);
    }
    const staff = await (await as('staff')).get('account.profile');
    expect(staff.d).toMatchObject({ name: '张老师', roleName: '职工', phone: '139****2222', email: 'zhang.zg@demo.edu.cn', identities: 1 });
    const student = await (await as('student')).get('account.profile');
    expect(student.d).toMatchObject({ phone: '', nickname: '小明', identities: 1 });
  });

  it('saves a valid edit and refuses a bad e-mail, a long nickname, a foreign avatar', async () => {
    const student = await as('student');
    const saved = await student.post('account.updateProfile', {
      nickname: '明明',
      email: 'wxm@stu.demo.edu.cn',
      gender: 'male',
      bio: '热爱生活',
      avatar: '/site/attach?file=all/2026/abc123.png',
    });
    expect(saved.e).toBe(0);
    expectContract('account.updateProfile', saved.d);
    expect((await student.get('account.profile')).d).toMatchObject({
      nickname: '明明',
      email: 'wxm@stu.demo.edu.cn',
      bio: '热爱生活',
      avatar: '/site/attach?file=all/2026/abc123.png',
    });
    const refusals: [Record<string, string>, string][] = [
      [{ email: 'not-an-email' }, '邮箱格式不正确'],
      [{ email: `${'a'.repeat(95)}@demo.edu.cn` }, '邮箱格式不正确'],
      [{ nickname: '一'.repeat(21) }, '昵称不能超过 20 个字'],
      [{ nickname: '<b>' }, '昵称不能包含特殊字符'],
      [{ bio: '字'.repeat(201) }, '个人简介不能超过 200 个字'],
      [{ avatar: 'https://evil.example/x.png' }, '头像地址无效，请重新上传'],
      [{ gender: 'robot' }, '性别选项无效'],
    ];
    for (const [fields, message] of refusals) {
      // Off the contract on purpose where it is (a gender the form does not offer): what a hand-made request may send.
      const answer = await student.post('account.updateProfile', fields as AccountUpdateProfileBody);
      expect(answer, JSON.stringify(fields)).toMatchObject({ e: ACCOUNT_ERRORS.invalid, m: message });
    }
    expect((await student.get('account.profile')).d.email).toBe('wxm@stu.demo.edu.cn');
  });

  it('refuses a change without the portal request header (no cross-site form posts)', async () => {
    const student = await as('student');
    const crossSite = withoutPortalHeader(student.cookie);
    expect((await crossSite.post('account.updateProfile', { nickname: '跨站' })).e).toBe(400);
    expect((await student.get('account.profile')).d.nickname).toBe('小明');
  });
});

describe('binding and unbinding a phone with an SMS code', () => {
  it('sends a hashed, logged code, binds with it, then unbinds with a code sent to the bound phone', async () => {
    const student = await as('student');
    const sent = await student.post('account.sendSmsCode', { purpose: 'bind', phone: '13712345678' });
    expect(sent.e).toBe(0);
    // The code comes under `sandbox`, outside the contract; the rest is exactly the contract's answer.
    const { sandbox, ...answer } = sent.d as AccountSendSmsCodeData & SandboxSmsAid;
    expectContract('account.sendSmsCode', answer);
    expect(answer).toEqual({ phone: '137****5678', expiresIn: SMS_CODE_TTL_SECONDS, resendIn: SMS_RESEND_SECONDS });
    const code = sandbox.devCode;
    expect(code).toMatch(/^\d{6}$/);
    // The sandbox log shows it (there is no SMS); the database keeps only a hash.
    expect(logged.join('\n')).toContain(`137****5678：${code}`);
    const stored = env.sandbox.db.prepare<[], { code_hash: string }>('SELECT code_hash FROM sms_codes').get()!;
    expect(stored.code_hash).not.toContain(code);

    expect(await student.post('account.bindPhone', { phone: '13712345678', code: otherCode(code) })).toMatchObject({
      e: ACCOUNT_ERRORS.wrongCode,
      m: '验证码错误',
    });
    const bound = await student.post('account.bindPhone', { phone: '13712345678', code });
    expect(bound.e).toBe(0);
    expectContract('account.bindPhone', bound.d);
    expect(bound.d.phone).toBe('137****5678');
    // A code works once.
    expect((await student.post('account.bindPhone', { phone: '13712345678', code })).e).toBe(ACCOUNT_ERRORS.alreadyBound);

    const unbindCode = await student.post('account.sendSmsCode', { purpose: 'unbind' });
    expect(unbindCode.d.phone).toBe('137****5678');
    const unbound = await student.post('account.unbindPhone', { code: devCodeOf(unbindCode) });
    expect(unbound.e).toBe(0);
    expect(unbound.d.phone).toBe('');
  });

  it('refuses a malformed number, a number bound to another account, and unbinding with none bound', async () => {
    const student = await as('student');
    for (const phone of ['1371234567', '23712345678', '137123456789', '１３７１２３４５６７８']) {
      expect(await student.post('account.sendSmsCode', { purpose: 'bind', phone }), phone).toMatchObject({
        e: ACCOUNT_ERRORS.invalid,
        m: '请输入正确的 11 位手机号',
      });
    }
    expect((await student.post('account.sendSmsCode', { purpose: 'bind', phone: '13911112222' })).e).toBe(ACCOUNT_ERRORS.phoneTaken);
    expect((await student.post('account.sendSmsCode', { purpose: 'unbind' })).e).toBe(ACCOUNT_ERRORS.notBound);
    // Off the contract on purpose: what a hand-made request may send.
    expect(await student.post('account.sendSmsCode', { purpose: 'steal' } as unknown as { purpose: 'bind' })).toMatchObject({
      e: ACCOUNT_ERRORS.invalid,
      m: '参数 purpose 无效：可选值为 bind、unbind',
    });
  });

  it('waits a minute between codes, expires them after five minutes, burns them after five wrong tries', async () => {
    const student = await as('student');
    const send = () => student.post('account.sendSmsCode', { purpose: 'bind', phone: '13712345678' });
    const bind = (code: string) => student.post('account.bindPhone', { phone: '13712345678', code });
    const first = await send();
    env.clock += 30_000;
    expect(await send()).toMatchObject({ e: ACCOUNT_ERRORS.cooldown, d: { retryAfter: SMS_RESEND_SECONDS - 30 } });
    env.clock += (SMS_CODE_TTL_SECONDS - 30) * 1000;
    expect((await bind(devCodeOf(first))).e).toBe(ACCOUNT_ERRORS.codeExpired);

    const second = await send();
    expect(second.e).toBe(0);
    const wrong = otherCode(devCodeOf(second));
    for (let i = 1; i < SMS_MAX_ATTEMPTS; i++) expect((await bind(wrong)).e).toBe(ACCOUNT_ERRORS.wrongCode);
    expect((await bind(wrong)).e).toBe(ACCOUNT_ERRORS.tooManyAttempts);
    // Burnt: even the right code no longer works.
    expect((await bind(devCodeOf(second))).e).toBe(ACCOUNT_ERRORS.wrongCode);
  });

  it('a code sent for one number does not bind another', async () => {
    const student = await as('student');
    const sent = await student.post('account.sendSmsCode', { purpose: 'bind', phone: '13712345678' });
    expect((await student.post('account.bindPhone', { phone: '13787654321', code: devCodeOf(sent) })).e).toBe(ACCOUNT_ERRORS.wrongCode);
  });
});

describe('changing the password', () => {
  it('needs the right old password and a strong new one; the new one works at the next login, the old one not', async () => {
    const student = await as('student');
    const other = await as('student');
    const change = (oldPassword: string, newPassword: string, confirmPassword = newPassword) =>
      student.post('account.changePassword', { oldPassword, newPassword, confirmPassword });
    expect(await change('wrong', 'Campus#2026')).toMatchObject({ e: ACCOUNT_ERRORS.wrongPassword, m: '原密码不正确' });
    expect(await change('', 'Campus#2026')).toMatchObject({ e: ACCOUNT_ERRORS.invalid, m: '请输入原密码' });
    const weak: [string, string][] = [
      ['', '请输入新密码'],
      ['short1A', '新密码至少 8 位'],
      ['alllowercase', '新密码需包含小写字母、大写字母、数字、符号中的至少三种'],
      ['12345678ab', '新密码需包含小写字母、大写字母、数字、符号中的至少三种'],
    ];
    for (const [password, message] of weak) expect(await change('demo', password), password).toMatchObject({ e: ACCOUNT_ERRORS.weakPassword, m: message });
    expect((await change('demo', 'Campus#2026', 'Campus#2025')).m).toBe('两次输入的新密码不一致');

    const done = await change('demo', 'Campus#2026');
    expect(done.e).toBe(0);
    expectContract('account.changePassword', done.d);
    expect(done.d).toEqual({ changed: true, otherSessionsEnded: 1 });
    // This session stays; the other one is gone.
    expect((await student.get('account.profile')).e).toBe(0);
    expect((await other.get('account.profile')).e).toBe(10013);
    expect((await logIn(env.sandbox.app, 'student', 'demo')).sessionId).toBe('');
    expect((await logIn(env.sandbox.app, 'student', 'Campus#2026')).sessionId).not.toBe('');
  });

  it('refuses the user name and the old password as the new one', async () => {
    const teacher = await as('teacher');
    const change = (oldPassword: string, newPassword: string) =>
      teacher.post('account.changePassword', { oldPassword, newPassword, confirmPassword: newPassword });
    expect((await change('demo', 'Teacher')).e).toBe(ACCOUNT_ERRORS.weakPassword);
    // The demo password is itself too weak to reuse, so check "same as old" from a strong one.
    await change('demo', 'Teach#2026');
    expect(await change('Teach#2026', 'Teach#2026')).toMatchObject({ m: '新密码不能与原密码相同' });
  });
});

describe('guessing the current password', () => {
  it('counts a wrong current password like a wrong login: the sixth guess is refused with 429 until the window passes', async () => {
    const student = await as('student');
    const change = (oldPassword: string) =>
      student.fetch('account.changePassword', { body: { oldPassword, newPassword: 'Campus#2026', confirmPassword: 'Campus#2026' } });
    for (let guess = 1; guess <= LOGIN_THROTTLE.maxFailures; guess += 1)
      expect(((await (await change(`guess-${guess}`)).json()) as { e: number }).e, `guess ${guess}`).toBe(ACCOUNT_ERRORS.wrongPassword);
    // Even the right password is not checked now: a refusal must not tell whether a guess was right.
    const refused = await change('demo');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ e: ACCOUNT_ERRORS.tooManyAttempts, m: SECURITY_MESSAGES.passwordTooMany(300).zh, d: { retryAfter: 300 } });
    // The login to that account from this address stops as well: they are the same guesses.
    expect((await logIn(env.sandbox.app, 'student', 'demo')).response.status).toBe(429);

    env.clock += LOGIN_THROTTLE.windowMs;
    const done = await change('demo');
    expect(done.status).toBe(200);
    expect(((await done.json()) as { e: number }).e).toBe(0);
  });

  it('words the limit in the reader’s language', async () => {
    const reader = await as('student', 'en');
    for (let guess = 1; guess <= LOGIN_THROTTLE.maxFailures; guess += 1)
      await reader.post('account.changePassword', { oldPassword: `guess-${guess}`, newPassword: 'Campus#2026', confirmPassword: 'Campus#2026' });
    expect((await reader.post('account.changePassword', { oldPassword: 'demo', newPassword: 'Campus#2026', confirmPassword: 'Campus#2026' })).m).toBe(
      'Too many wrong current passwords. Try again in 300 seconds',
    );
  });
});

describe('switching identity', () => {
  it('lists the linked identities and re-issues the session for a linked one only', async () => {
    const { cookie, sessionId } = await logIn(env.sandbox.app, 'teacher');
    const teacher = keyedCaller(portal, cookie);
    const identities = await teacher.get('account.identities');
    expectContract('account.identities', identities.d);
    expect(identities.d.list.map((i) => [i.username, i.roleName, i.current])).toEqual([
      ['teacher', '教师', true],
      ['staff', '职工', false],
    ]);

    const refused = await teacher.fetch('account.switchIdentity', { body: { username: 'admin' } });
    expect(((await refused.json()) as { e: number }).e).toBe(ACCOUNT_ERRORS.notLinked);
    expect(parseSetCookies(refused)).toEqual([]);

    const switched = await teacher.fetch('account.switchIdentity', { body: { username: 'staff' } });
    const answer = (await switched.json()) as { e: number; d: unknown };
    expect(answer.e).toBe(0);
    expectContract('account.switchIdentity', answer.d);
    expect(answer.d).toEqual({ username: 'staff', name: '张老师', roleName: '职工' });
    const cookies = parseSetCookies(switched);
    const newSession = cookies.find((c) => c.name === 'eai-sess')!.value;
    expect(newSession).not.toBe(sessionId);
    expect(cookies.find((c) => c.name === 'eai-sess-state')?.value).toBe('1');
    const auth = await keyedCaller(portal, `eai-sess=${newSession}; eai-sess-state=1`).get('auth.getAllAuth');
    expect(Object.keys(auth.d as Record<string, unknown>)).toContain('announcementRelease');
    // The teacher's session ended with the switch.
    expect((await teacher.get('account.profile')).e).toBe(10013);
  });

  it('a student switches to the graduate identity and back', async () => {
    const student = await as('student');
    const sessionOf = (response: Response) => `eai-sess=${parseSetCookies(response).find((c) => c.name === 'eai-sess')!.value}`;
    const graduate = keyedCaller(portal, sessionOf(await student.fetch('account.switchIdentity', { body: { username: 'graduate' } })));
    expect((await graduate.get('account.profile')).d).toMatchObject({ username: 'graduate', name: '王小明', roleName: '研究生' });
    expect((await graduate.post('account.switchIdentity', { username: 'student' })).d).toMatchObject({ username: 'student', roleName: '学生' });
  });
});

describe('refusals in the reader’s language', () => {
  it('tells a refusal in en and tw by the portal-lang cookie', async () => {
    for (const language of ['en', 'tw'] as const) {
      const reader = await as('student', language);
      expect(await reader.post('account.updateProfile', { email: 'not-an-address' })).toEqual({
        e: ACCOUNT_ERRORS.invalid,
        m: ACCOUNT_MESSAGES.badEmail[language],
        d: null,
      });
      expect((await reader.post('account.changePassword', { oldPassword: 'wrong', newPassword: 'Campus#2026', confirmPassword: 'Campus#2026' })).m).toBe(
        SECURITY_MESSAGES.wrongOldPassword[language],
      );
      expect((await reader.post('account.changePassword', { oldPassword: 'demo', newPassword: 'short1A', confirmPassword: 'short1A' })).m).toBe(
        PASSWORD_MESSAGES.tooShort[language],
      );
      expect((await withoutPortalHeader(reader.cookie).post('account.updateProfile', { nickname: 'x' })).m).toBe(ACCOUNT_REQUEST_MESSAGES.badOrigin[language]);
    }
    const english = await as('student', 'en');
    expect((await english.post('account.updateProfile', { email: 'not-an-address' })).m).toBe('The email address is not valid');
    expect((await english.post('account.updateProfile', { nickname: '一'.repeat(21) })).m).toBe('The nickname can be at most 20 characters');
    const traditional = await as('student', 'tw');
    expect((await traditional.post('account.changePassword', { oldPassword: 'wrong', newPassword: 'Campus#2026' })).m).toBe('原密碼不正確');
    expect((await traditional.post('account.changePassword', { oldPassword: '' })).m).toBe('請輸入原密碼');
  });
});
