/**
 * The campus-code backend: identity codes are signed, expire, and verify only for a scanner (teachers, staff,
 * administrators), never for the student or visitor who holds or finds one.
 * Every answer is checked against the widget's contract.
 */
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../../sandbox/kit.ts';
import { CAMPUS_CODE_MESSAGES, IDENTITY_TTL_SECONDS } from './routes.ts';
import { expectContract, clockedSandbox, formRequest, getAs, logIn } from '../../../sandbox/testing.ts';

const env = clockedSandbox();

async function post<T = unknown>(path: string, fields: Record<string, string>, cookie?: string) {
  const response = await env.sandbox.app.fetch(formRequest(`/api${path}`, fields, cookie ? { cookie } : {}));
  return { response, body: (await response.json()) as Envelope<T> };
}
const get = <T = unknown>(path: string, cookie?: string) => getAs<T>(env.sandbox.app, `/api${path}`, cookie);
const cookieOf = async (username: string) => (await logIn(env.sandbox.app, username)).cookie;

describe('campus-code.identity and campus-code.verify', () => {
  it('issues a signed short-lived code that a scanner verifies as its holder', async () => {
    const student = await cookieOf('student');
    const { body } = await get<{ token: string; expiresAt: number; issuedAt: number; holder: { name: string } }>('/campus-code/identity', student);
    expect(body.e).toBe(0);
    expectContract('campus-code.identity', body.d);
    expect(body.d.expiresAt - body.d.issuedAt).toBe(IDENTITY_TTL_SECONDS);
    expect(body.d.holder).toEqual({ name: '王小明', roleName: '学生', account: 'st***nt' });

    const teacher = await cookieOf('teacher');
    const verified = await post<{ status: string; holder?: { name: string } }>('/campus-code/verify', { code: body.d.token }, teacher);
    expectContract('campus-code.verify', verified.body.d);
    expect(verified.body.d).toMatchObject({ status: 'valid', holder: { name: '王小明' } });
  });

  it('says expired after the lifetime, and invalid for a forged or foreign code', async () => {
    const student = await cookieOf('student');
    const { body } = await get<{ token: string }>('/campus-code/identity', student);
    const teacher = await cookieOf('teacher');
    const forged = body.d.token.replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await post('/campus-code/verify', { code: forged }, teacher)).body.d).toEqual({ status: 'invalid' });
    expect((await post('/campus-code/verify', { code: 'https://example.com' }, teacher)).body.d).toEqual({ status: 'invalid' });
    env.clock += (IDENTITY_TTL_SECONDS + 1) * 1000;
    const late = await post<{ status: string }>('/campus-code/verify', { code: body.d.token }, teacher);
    expectContract('campus-code.verify', late.body.d);
    expect(late.body.d.status).toBe('expired');
  });

  it('a visitor has no identity code', async () => {
    expect((await get('/campus-code/identity', await cookieOf('visitor'))).body).toMatchObject({ e: 404, m: '访客账号暂无校园身份码', d: null });
  });

  it('only a scanner learns whose code it is; a student or visitor is refused (403), nobody is told the holder', async () => {
    const { body } = await get<{ token: string }>('/campus-code/identity', await cookieOf('teacher'));
    for (const username of ['student', 'visitor']) {
      const refused = await post('/campus-code/verify', { code: body.d.token }, await cookieOf(username));
      expect(refused.body).toEqual({ e: 403, m: '只有核验人员可以查验身份码', d: null });
    }
    for (const username of ['staff', 'admin']) {
      expect((await post('/campus-code/verify', { code: body.d.token }, await cookieOf(username))).body.d).toMatchObject({
        status: 'valid',
        holder: { name: '李老师' },
      });
    }
  });

  it('needs login', async () => {
    expect((await get('/campus-code/identity')).body.e).toBe(10013);
    expect((await post('/campus-code/verify', { code: 'x' })).body.e).toBe(10013);
  });
});

describe('refusals in the reader’s language', () => {
  it('tells a refusal in en and tw by the portal-lang cookie', async () => {
    const student = await cookieOf('student');
    const visitor = await cookieOf('visitor');
    for (const language of ['en', 'tw'] as const) {
      expect((await post('/campus-code/verify', { code: 'x' }, `${student}; portal-lang=${language}`)).body).toEqual({
        e: 403,
        m: CAMPUS_CODE_MESSAGES.notAScanner[language],
        d: null,
      });
      expect((await get('/campus-code/identity', `${visitor}; portal-lang=${language}`)).body.m).toBe(CAMPUS_CODE_MESSAGES.visitorHasNoCode[language]);
    }
    expect((await post('/campus-code/verify', { code: 'x' }, `${student}; portal-lang=en`)).body.m).toBe('Only verification staff can check campus codes');
    expect((await get('/campus-code/identity', `${visitor}; portal-lang=tw`)).body.m).toBe('訪客帳號暫無校園身分碼');
  });
});
