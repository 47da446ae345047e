/**
 * The sso backend: only registered services and their callbacks, one-time codes.
 * Every answer is checked against the widget's contract.
 */
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../../sandbox/kit.ts';
import { callAs, clockedSandbox, expectContract, formRequest, keyedCaller } from '../../../sandbox/testing.ts';
import { SSO_MESSAGES } from './routes.ts';

const env = clockedSandbox();

/** The service's own call, server to server (no API key: no widget makes it). */
async function token(fields: Record<string, string>) {
  return (await (await env.sandbox.app.fetch(formRequest('/api/sso/token', fields))).json()) as Envelope<{ user: Record<string, string> }>;
}

describe('SSO', () => {
  const callback = 'https://seat.demo.example/sso/callback';

  it('shows a registered service and what it receives; authorizing sends a one-time code to its callback', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const client = await student.get('sso.client', { client_id: 'library-seat', redirect_uri: callback });
    expectContract('sso.client', client.d);
    expect(client.d.client.name).toBe('图书馆座位预约系统');
    expect(client.d.scopes.map((s) => s.label)).toEqual(['姓名', '学工号（账号）']);

    const granted = await student.post('sso.authorize', { client_id: 'library-seat', redirect_uri: callback, state: 'xyz-1' });
    expectContract('sso.authorize', granted.d);
    const redirect = new URL(granted.d.redirect);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(callback);
    expect(redirect.searchParams.get('state')).toBe('xyz-1');
    const code = redirect.searchParams.get('code')!;

    const fields = { client_id: 'library-seat', client_secret: 'seat-demo-secret', code };
    expect((await token({ ...fields, client_secret: 'wrong' })).e).toBe(400);
    expect((await token(fields)).d).toEqual({ user: { name: '王小明', account: 'student' } });
    expect((await token(fields)).e).toBe(400);
  });

  it('refuses an unknown service and a callback other than the registered one', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    expect(await student.get('sso.client', { client_id: 'evil-app' })).toMatchObject({ e: 404, d: null });
    expect((await student.get('sso.client', { client_id: 'library-seat', redirect_uri: 'https://evil.example/cb' })).e).toBe(400);
    expect((await student.post('sso.authorize', { client_id: 'library-seat', redirect_uri: 'https://evil.example/cb' })).e).toBe(400);
    expect((await student.post('sso.authorize', { client_id: 'evil-app' })).e).toBe(404);
    expect((await student.post('sso.authorize', { client_id: 'library-seat', state: 'a b' })).e).toBe(400);
    // A login first: who may not call it learns nothing of its parameters.
    const anonymous = keyedCaller(env.sandbox.app);
    expect((await anonymous.get('sso.client', { client_id: 'library-seat' })).e).toBe(10013);
    expect((await anonymous.post('sso.authorize', { client_id: 'library-seat', state: 'a b' })).e).toBe(10013);
  });

  it('a code expires after 60 seconds', async () => {
    const teacher = await callAs(env.sandbox.app, 'teacher');
    const granted = await teacher.post('sso.authorize', { client_id: 'vpn' });
    const code = new URL(granted.d.redirect).searchParams.get('code')!;
    env.clock += 61_000;
    expect((await token({ client_id: 'vpn', client_secret: 'vpn-demo-secret', code })).e).toBe(400);
  });
});

describe('refusals in the reader’s language', () => {
  it('tells a refusal in en and tw by the portal-lang cookie', async () => {
    const badState = { en: 'Parameter state is invalid', tw: '參數 state 無效' };
    for (const language of ['en', 'tw'] as const) {
      const reader = await callAs(env.sandbox.app, 'student', language);
      expect(await reader.get('sso.client', { client_id: 'evil-app' })).toEqual({ e: 404, m: SSO_MESSAGES.unknownClient('evil-app')[language], d: null });
      expect((await reader.post('sso.authorize', { client_id: 'library-seat', state: 'a b' })).m).toBe(badState[language]);
    }
    const english = await callAs(env.sandbox.app, 'student', 'en');
    expect((await english.get('sso.client', { client_id: 'evil-app' })).m).toBe(
      'The third-party application "evil-app" is not registered, so the sign-in request was refused',
    );
    const traditional = await callAs(env.sandbox.app, 'student', 'tw');
    expect((await traditional.get('sso.client', { client_id: 'library-seat', redirect_uri: 'https://evil.example/cb' })).m).toBe(
      '回呼網址與「图书馆座位预约系统」登記的不符，已拒絕認證請求',
    );
  });
});
