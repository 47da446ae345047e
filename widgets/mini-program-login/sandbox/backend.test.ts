/**
 * The mini-program-login backend: one-time, expiring hand-off tokens.
 * Every answer is checked against the widget's contract.
 */
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../../sandbox/envelope.ts';
import { MINIGRAM_TOKEN_TTL_SECONDS } from './routes.ts';
import { expectContract } from '../../../tests/support/contracts.ts';
import { clockedSandbox, cookieHeaderFrom, formRequest, getAs } from '../../../sandbox/tests/sessionCookies.ts';

const env = clockedSandbox();

async function post<T = unknown>(path: string, fields: Record<string, string>, cookie?: string) {
  const response = await env.sandbox.app.fetch(formRequest(`/api${path}`, fields, cookie ? { cookie } : {}));
  return { response, body: (await response.json()) as Envelope<T> };
}
const get = <T = unknown>(path: string, cookie?: string) => getAs<T>(env.sandbox.app, `/api${path}`, cookie);

describe('mini-program login', () => {
  const mint = async (username = 'student') => (await post<{ token: string }>('/minigram/demo-token', { username })).body.d.token;

  it('trades a token for a session once and keeps the redirect on the portal', async () => {
    const token = await mint();
    const answer = await post<{ redirect: string }>('/minigram/exchange', { token, redirect: '/news/index' });
    expectContract('mini-program-login.exchange', answer.body.d);
    expect(answer.body.d).toEqual({ redirect: '/news/index', name: '王小明' });
    expect((await get<{ name: string }>('/uc/user/name', cookieHeaderFrom(answer.response))).body.d.name).toBe('王小明');
    expect((await post('/minigram/exchange', { token })).body).toMatchObject({ e: 400, m: '登录凭证已使用，请从小程序重新进入' });
  });

  it('never redirects off the portal', async () => {
    for (const redirect of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect((await post<{ redirect: string }>('/minigram/exchange', { token: await mint(), redirect })).body.d.redirect).toBe('/');
    }
  });

  it('says which: missing, unknown, expired', async () => {
    expect((await post('/minigram/exchange', {})).body.m).toBe('缺少登录凭证，请从小程序重新进入');
    expect((await post('/minigram/exchange', { token: 'A'.repeat(32) })).body.m).toBe('登录凭证无效，请从小程序重新进入');
    const token = await mint();
    env.clock += (MINIGRAM_TOKEN_TTL_SECONDS + 1) * 1000;
    const late = await post('/minigram/exchange', { token });
    expect(late.body.m).toBe('登录凭证已过期，请从小程序重新进入');
    expect(late.response.headers.getSetCookie()).toEqual([]);
  });
});
