/**
 * The sso backend: only registered services and their callbacks, one-time codes.
 * Every answer is checked against the widget's contract.
 */
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../../sandbox/kit.ts';
import { expectContract, clockedSandbox, formRequest, getAs, logIn } from '../../../sandbox/testing.ts';
import { SSO_MESSAGES } from './routes.ts';

const env = clockedSandbox();

async function post<T = unknown>(path: string, fields: Record<string, string>, cookie?: string) {
  const response = await env.sandbox.app.fetch(formRequest(`/api${path}`, fields, cookie ? { cookie } : {}));
  return { response, body: (await response.json()) as Envelope<T> };
}
const get = <T = unknown>(path: string, cookie?: string) => getAs<T>(env.sandbox.app, `/api${path}`, cookie);
const cookieOf = async (username: string) => (await logIn(env.sandbox.app, username)).cookie;

describe('SSO', () => {
  const callback = 'https://seat.demo.example/sso/callback';

  it('shows a registered service and what it receives; authorizing sends a one-time code to its callback', async () => {
    const student = await cookieOf('student');
    const client = await get<{ client: { name: string }; scopes: { label: string }[] }>(
      `/sso/client?client_id=library-seat&redirect_uri=${encodeURIComponent(callback)}`,
      student,
    );
    expectContract('sso.client', client.body.d);
    expect(client.body.d.client.name).toBe('图书馆座位预约系统');
    expect(client.body.d.scopes.map((s) => s.label)).toEqual(['姓名', '学工号（账号）']);

    const granted = await post<{ redirect: string }>('/sso/authorize', { client_id: 'library-seat', redirect_uri: callback, state: 'xyz-1' }, student);
    expectContract('sso.authorize', granted.body.d);
    const redirect = new URL(granted.body.d.redirect);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(callback);
    expect(redirect.searchParams.get('state')).toBe('xyz-1');
    const code = redirect.searchParams.get('code')!;

    const token = { client_id: 'library-seat', client_secret: 'seat-demo-secret', code };
    expect((await post('/sso/token', { ...token, client_secret: 'wrong' })).body.e).toBe(400);
    expect((await post('/sso/token', token)).body.d).toEqual({ user: { name: '王小明', account: 'student' } });
    expect((await post('/sso/token', token)).body.e).toBe(400);
  });

  it('refuses an unknown service and a callback other than the registered one', async () => {
    const student = await cookieOf('student');
    const unknown = await get('/sso/client?client_id=evil-app', student);
    expect(unknown.body).toMatchObject({ e: 404, d: null });
    const elsewhere = await get(`/sso/client?client_id=library-seat&redirect_uri=${encodeURIComponent('https://evil.example/cb')}`, student);
    expect(elsewhere.body.e).toBe(400);
    expect((await post('/sso/authorize', { client_id: 'library-seat', redirect_uri: 'https://evil.example/cb' }, student)).body.e).toBe(400);
    expect((await post('/sso/authorize', { client_id: 'evil-app' }, student)).body.e).toBe(404);
    expect((await post('/sso/authorize', { client_id: 'library-seat', state: 'a b' }, student)).body.e).toBe(400);
    expect((await get('/sso/client?client_id=library-seat')).body.e).toBe(10013);
  });

  it('a code expires after 60 seconds', async () => {
    const granted = await post<{ redirect: string }>('/sso/authorize', { client_id: 'vpn' }, await cookieOf('teacher'));
    const code = new URL(granted.body.d.redirect).searchParams.get('code')!;
    env.clock += 61_000;
    expect((await post('/sso/token', { client_id: 'vpn', client_secret: 'vpn-demo-secret', code })).body.e).toBe(400);
  });
});

describe('refusals in the reader’s language', () => {
  it('tells a refusal in en and tw by the portal-lang cookie', async () => {
    const student = await cookieOf('student');
    for (const language of ['en', 'tw'] as const) {
      const reader = `${student}; portal-lang=${language}`;
      expect((await get('/sso/client?client_id=evil-app', reader)).body).toEqual({ e: 404, m: SSO_MESSAGES.unknownClient('evil-app')[language], d: null });
      expect((await post('/sso/authorize', { client_id: 'library-seat', state: 'a b' }, reader)).body.m).toBe(SSO_MESSAGES.badState[language]);
    }
    expect((await get('/sso/client?client_id=evil-app', `${student}; portal-lang=en`)).body.m).toBe(
      'The third-party application "evil-app" is not registered, so the sign-in request was refused',
    );
    const elsewhere = `/sso/client?client_id=library-seat&redirect_uri=${encodeURIComponent('https://evil.example/cb')}`;
    expect((await get(elsewhere, `${student}; portal-lang=tw`)).body.m).toBe('回呼網址與「图书馆座位预约系统」登記的不符，已拒絕認證請求');
  });
});
