/**
 * The campus-code backend: identity codes are signed, expire, and verify only for a scanner (teachers, staff,
 * administrators), never for the student or visitor who holds or finds one.
 * Every answer is checked against the widget's contract.
 */
import { describe, expect, it } from 'vitest';
import { SandboxErrorCode } from '../../../sandbox/kit.ts';
import { callAs, clockedSandbox, expectContract, keyedCaller } from '../../../sandbox/testing.ts';
import type { CampusCodeVerifyBody } from '../generated/types.ts';
import { CAMPUS_CODE_MESSAGES, IDENTITY_TTL_SECONDS } from './routes.ts';

const env = clockedSandbox();
const as = (username: string, language?: 'en' | 'tw') => callAs(env.sandbox.app, username, language);

describe('campus-code.identity and campus-code.verify', () => {
  it('issues a signed short-lived code that a scanner verifies as its holder', async () => {
    const body = await (await as('student')).get('campus-code.identity');
    expect(body.e).toBe(0);
    expectContract('campus-code.identity', body.d);
    expect(body.d.expiresAt - body.d.issuedAt).toBe(IDENTITY_TTL_SECONDS);
    expect(body.d.holder).toEqual({ name: '王小明', roleName: '学生', account: 'st***nt' });

    const verified = await (await as('teacher')).post('campus-code.verify', { code: body.d.token });
    expectContract('campus-code.verify', verified.d);
    expect(verified.d).toMatchObject({ status: 'valid', holder: { name: '王小明' } });
  });

  it('says expired after the lifetime, and invalid for a forged or foreign code', async () => {
    const { d } = await (await as('student')).get('campus-code.identity');
    const teacher = await as('teacher');
    const forged = d.token.replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await teacher.post('campus-code.verify', { code: forged })).d).toEqual({ status: 'invalid' });
    expect((await teacher.post('campus-code.verify', { code: 'https://example.com' })).d).toEqual({ status: 'invalid' });
    env.clock += (IDENTITY_TTL_SECONDS + 1) * 1000;
    const late = await teacher.post('campus-code.verify', { code: d.token });
    expectContract('campus-code.verify', late.d);
    expect(late.d.status).toBe('expired');
  });

  it('refuses a blank, missing or overlong code in the scanner page’s words', async () => {
    const teacher = await as('teacher');
    for (const [body, message] of [
      [{ code: '   ' }, '请输入码内容'],
      // Off the contract on purpose: what a hand-made request may send.
      [{} as CampusCodeVerifyBody, '请输入码内容'],
      [{ code: 'x'.repeat(2001) }, '内容过长（最多 2000 个字符）'],
    ] as const) {
      expect(await teacher.post('campus-code.verify', body)).toEqual({ e: SandboxErrorCode.badRequest, m: message, d: null });
    }
  });

  it('a visitor has no identity code', async () => {
    expect(await (await as('visitor')).get('campus-code.identity')).toMatchObject({ e: 404, m: '访客账号暂无校园身份码', d: null });
  });

  it('only a scanner learns whose code it is; a student or visitor is refused (403), nobody is told the holder', async () => {
    const { d } = await (await as('teacher')).get('campus-code.identity');
    for (const username of ['student', 'visitor']) {
      expect(await (await as(username)).post('campus-code.verify', { code: d.token })).toEqual({ e: 403, m: '只有核验人员可以查验身份码', d: null });
    }
    for (const username of ['staff', 'admin']) {
      expect((await (await as(username)).post('campus-code.verify', { code: d.token })).d).toMatchObject({ status: 'valid', holder: { name: '李老师' } });
    }
  });

  it('needs login', async () => {
    const anonymous = keyedCaller(env.sandbox.app);
    expect((await anonymous.get('campus-code.identity')).e).toBe(10013);
    expect((await anonymous.post('campus-code.verify', { code: 'x' })).e).toBe(10013);
  });
});

describe('refusals in the reader’s language', () => {
  it('tells a refusal in en and tw by the portal-lang cookie', async () => {
    for (const language of ['en', 'tw'] as const) {
      expect(await (await as('student', language)).post('campus-code.verify', { code: 'x' })).toEqual({
        e: 403,
        m: CAMPUS_CODE_MESSAGES.notAScanner[language],
        d: null,
      });
      expect((await (await as('visitor', language)).get('campus-code.identity')).m).toBe(CAMPUS_CODE_MESSAGES.visitorHasNoCode[language]);
    }
    expect((await (await as('student', 'en')).post('campus-code.verify', { code: 'x' })).m).toBe('Only verification staff can check campus codes');
    expect((await (await as('visitor', 'tw')).get('campus-code.identity')).m).toBe('訪客帳號暫無校園身分碼');
    expect((await (await as('teacher', 'en')).post('campus-code.verify', { code: ' ' })).m).toBe("Enter the code's content");
  });
});
