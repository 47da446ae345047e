/**
 * The mini-program-login backend: one-time, expiring hand-off tokens.
 * Every answer is checked against the widget's contract.
 */
import { describe, expect, it } from 'vitest';
import { type Envelope, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../sandbox/kit.ts';
import { LOGIN_THROTTLE, expectContract, clockedSandbox, cookieHeaderFrom, formRequest, keyedCaller, visitorCaller } from '../../../sandbox/testing.ts';
import type { MiniProgramLoginExchangeBody, MiniProgramLoginExchangeData } from '../generated/types.ts';
import { MINIGRAM_MESSAGES, MINIGRAM_TOKEN_TTL_SECONDS } from './routes.ts';

const env = clockedSandbox();

/** The mini-program backend's stand-in (no API key: no widget calls it). */
async function post<T = unknown>(path: string, fields: Record<string, string>, cookie?: string) {
  const response = await env.sandbox.app.fetch(formRequest(`/api${path}`, fields, cookie ? { cookie } : {}));
  return { response, body: (await response.json()) as Envelope<T> };
}

/** The page's exchange, by key, as a visitor reading `language`; with the answer's cookies. */
async function exchange(body: MiniProgramLoginExchangeBody, language?: 'en' | 'tw') {
  const response = await visitorCaller(env.sandbox.app, language).fetch('mini-program-login.exchange', { body });
  return { response, body: (await response.json()) as Envelope<MiniProgramLoginExchangeData> };
}

describe('mini-program login', () => {
  const mint = async (username = 'student') => (await post<{ token: string }>('/minigram/demo-token', { username, password: DEMO_PASSWORD })).body.d.token;

  it('trades a token for a session once and keeps the redirect on the portal', async () => {
    const token = await mint();
    const answer = await exchange({ token, redirect: '/news/index' });
    expectContract('mini-program-login.exchange', answer.body.d);
    expect(answer.body.d).toEqual({ redirect: '/news/index', name: '王小明' });
    expect((await keyedCaller(env.sandbox.app, cookieHeaderFrom(answer.response)).get('auth.getUserName')).d).toMatchObject({ name: '王小明' });
    expect((await exchange({ token })).body).toMatchObject({ e: 400, m: '登录凭证已使用，请从小程序重新进入' });
  });

  it('never redirects off the portal', async () => {
    for (const redirect of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect((await exchange({ token: await mint(), redirect })).body.d.redirect).toBe('/');
    }
  });

  it('says which: missing, unknown, expired', async () => {
    // Off the contract on purpose: what a hand-made request may send.
    expect((await exchange({} as MiniProgramLoginExchangeBody)).body.m).toBe('缺少登录凭证，请从小程序重新进入');
    expect((await exchange({ token: '' })).body.m).toBe('缺少登录凭证，请从小程序重新进入');
    expect((await exchange({ token: 'A'.repeat(32) })).body.m).toBe('登录凭证无效，请从小程序重新进入');
    const token = await mint();
    env.clock += (MINIGRAM_TOKEN_TTL_SECONDS + 1) * 1000;
    const late = await exchange({ token });
    expect(late.body.m).toBe('登录凭证已过期，请从小程序重新进入');
    expect(late.response.headers.getSetCookie()).toEqual([]);
  });
});

describe('the demo token is no shortcut to a session', () => {
  const tokenRows = () => env.sandbox.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM minigram_tokens').get()?.n;

  it.each(DEMO_ACCOUNTS.map((account) => [account.username]))('%s: no token by name alone, nor with a wrong password', async (username) => {
    const attempts: Array<Record<string, string>> = [{ username }, { username, password: '' }, { username, password: 'wrong' }, { username, password: 'DEMO' }];
    for (const fields of attempts) {
      const answer = await post<{ token?: string }>('/minigram/demo-token', fields);
      expect(answer.body.e, JSON.stringify(fields)).not.toBe(0);
      expect(answer.body.d).toBeNull();
      expect(answer.response.headers.getSetCookie()).toEqual([]);
    }
    expect(tokenRows()).toBe(0);
    expect(env.sandbox.db.prepare('SELECT id FROM sessions').all()).toHaveLength(0);
  });

  it('says which field is missing, and a wrong password as the login page does', async () => {
    expect((await post('/minigram/demo-token', { username: 'admin' })).body).toEqual({ e: 400, m: '请输入演示账号和密码', d: null });
    expect((await post('/minigram/demo-token', { username: 'admin', password: 'x' })).body).toEqual({ e: 400, m: '演示账号或密码错误', d: null });
    expect((await post('/minigram/demo-token', { username: 'nobody', password: DEMO_PASSWORD })).body).toEqual({ e: 400, m: '演示账号或密码错误', d: null });
  });

  it('counts wrong passwords against the login limit, shared with the login page (429 with Retry-After, even with the right password)', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) await post('/minigram/demo-token', { username: 'admin', password: `guess-${i}` });
    const limited = await post('/minigram/demo-token', { username: 'admin', password: DEMO_PASSWORD });
    expect(limited.response.status).toBe(429);
    expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.d).toBeNull();
    const loginPage = await env.sandbox.app.fetch(formRequest('/api/uc/login', { username: 'admin', password: DEMO_PASSWORD }));
    expect(loginPage.status).toBe(429);
    expect(tokenRows()).toBe(0);
  });

  it('with the password, a token for that account, which the exchange trades for its session', async () => {
    const token = (await post<{ token: string }>('/minigram/demo-token', { username: 'admin', password: DEMO_PASSWORD })).body.d.token;
    const answer = await exchange({ token });
    expect(answer.body.d.name).toBe('系统管理员');
  });
});

describe('refusals in the reader’s language', () => {
  it('tells a refusal in en and tw by the portal-lang cookie', async () => {
    for (const language of ['en', 'tw'] as const) {
      const cookie = `portal-lang=${language}`;
      expect((await post('/minigram/demo-token', { username: 'admin', password: 'x' }, cookie)).body).toEqual({
        e: 400,
        m: MINIGRAM_MESSAGES.wrongCredentials[language],
        d: null,
      });
      expect((await exchange({ token: 'A'.repeat(32) }, language)).body.m).toBe(MINIGRAM_MESSAGES.badToken[language]);
    }
    expect((await exchange({ token: '' }, 'en')).body.m).toBe('The login token is missing. Open the portal from the mini-program again');
    expect((await exchange({ token: '' }, 'tw')).body.m).toBe('缺少登入憑證，請從小程式重新進入');
  });
});
