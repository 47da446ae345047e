/**
 * The qr-login backend: a desktop QR login is scanned, confirmed or cancelled on the phone, and the desktop collects its session once, with its secret.
 * Every answer is checked against the widget's contract.
 */
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../../sandbox/kit.ts';
import { QR_LOGIN_MESSAGES, QR_LOGIN_TTL_SECONDS } from './routes.ts';
import { expectContract, clockedSandbox, cookieHeaderFrom, formRequest, getAs, logIn, parseSetCookies } from '../../../sandbox/testing.ts';

const env = clockedSandbox();

async function post<T = unknown>(path: string, fields: Record<string, string>, cookie?: string) {
  const response = await env.sandbox.app.fetch(formRequest(`/api${path}`, fields, cookie ? { cookie } : {}));
  return { response, body: (await response.json()) as Envelope<T> };
}
const get = <T = unknown>(path: string, cookie?: string) => getAs<T>(env.sandbox.app, `/api${path}`, cookie);
const cookieOf = async (username: string) => (await logIn(env.sandbox.app, username)).cookie;

describe('QR-code login', () => {
  async function create() {
    const response = await env.sandbox.app.fetch(
      new Request('http://sandbox/api/qrlogin/create', { method: 'POST', headers: { 'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0' } }),
    );
    const body = (await response.json()) as Envelope<{ token: string; secret: string; expiresAt: number }>;
    expectContract('qr-login.create', body.d);
    return body.d;
  }

  it("scan, confirm: the desktop polling with its secret gets a session for the phone's user, once", async () => {
    const login = await create();
    expect((await post<{ status: string }>('/qrlogin/status', { token: login.token, secret: login.secret })).body.d).toEqual({ status: 'pending' });
    const phone = await cookieOf('student');
    const info = await post<{ status: string; device: string }>('/qrlogin/info', { token: login.token }, phone);
    expectContract('qr-login.info', info.body.d);
    expect(info.body.d).toMatchObject({ status: 'scanned', device: 'Chrome · Windows', account: 'st***nt' });
    expect((await post('/qrlogin/status', { token: login.token, secret: login.secret })).body.d).toEqual({ status: 'scanned' });
    const confirmed = await post('/qrlogin/confirm', { token: login.token }, phone);
    expectContract('qr-login.confirm', confirmed.body.d);
    expect(confirmed.body.d).toEqual({ status: 'confirmed' });

    // Someone who only saw the QR code cannot collect the session.
    expect((await post('/qrlogin/status', { token: login.token, secret: 'x'.repeat(32) })).body.e).toBe(404);
    const collected = await post<{ status: string; name: string }>('/qrlogin/status', { token: login.token, secret: login.secret });
    expectContract('qr-login.status', collected.body.d);
    expect(collected.body.d).toEqual({ status: 'confirmed', name: '王小明' });
    const desktop = cookieHeaderFrom(collected.response);
    expect(
      parseSetCookies(collected.response)
        .find((c) => c.name === 'eai-sess')
        ?.attributes.get('httponly'),
    ).toBe(true);
    expect((await get<{ name: string }>('/uc/user/name', desktop)).body.d.name).toBe('王小明');
    // Once: a replay finds it used.
    const again = await post('/qrlogin/status', { token: login.token, secret: login.secret });
    expect(again.body.d).toEqual({ status: 'expired' });
    expect(again.response.headers.getSetCookie()).toEqual([]);
  });

  it('cancel: the desktop sees cancelled and gets no session', async () => {
    const login = await create();
    const phone = await cookieOf('student');
    await post('/qrlogin/info', { token: login.token }, phone);
    expect((await post('/qrlogin/cancel', { token: login.token }, phone)).body.d).toEqual({ status: 'cancelled' });
    const status = await post('/qrlogin/status', { token: login.token, secret: login.secret });
    expect(status.body.d).toEqual({ status: 'cancelled' });
    expect(status.response.headers.getSetCookie()).toEqual([]);
    // Cancelled is final.
    expect((await post('/qrlogin/confirm', { token: login.token }, phone)).body.d).toEqual({ status: 'cancelled' });
  });

  it('refuses another account, an expired code, an unknown token and an anonymous phone', async () => {
    const login = await create();
    await post('/qrlogin/info', { token: login.token }, await cookieOf('student'));
    const other = await cookieOf('teacher');
    expect((await post('/qrlogin/info', { token: login.token }, other)).body.e).toBe(400);
    expect((await post('/qrlogin/confirm', { token: login.token }, other)).body.e).toBe(400);
    expect((await post('/qrlogin/info', { token: 'AAAAAAAAAAAAAAAAAAAAAAAA' }, other)).body.e).toBe(404);
    expect((await post('/qrlogin/confirm', { token: login.token })).body.e).toBe(10013);

    const late = await create();
    env.clock += (QR_LOGIN_TTL_SECONDS + 1) * 1000;
    const phone = await cookieOf('student');
    expect((await post<{ status: string }>('/qrlogin/info', { token: late.token }, phone)).body.d.status).toBe('expired');
    expect((await post('/qrlogin/confirm', { token: late.token }, phone)).body.d).toEqual({ status: 'expired' });
  });
});

describe('the login page offers QR-code login', () => {
  it('links to the desktop QR login page, keeping where to return', async () => {
    const response = await env.sandbox.app.fetch(new Request(`http://sandbox/api/uc/login?redirect_url=${encodeURIComponent('/guide/index')}`));
    expect(await response.text()).toContain(`href="/smlogin/desktop?redirect_url=${encodeURIComponent('/guide/index')}"`);
  });
});

describe('refusals in the reader’s language', () => {
  it('tells a refusal in en and tw by the portal-lang cookie', async () => {
    const phone = await cookieOf('student');
    for (const language of ['en', 'tw'] as const) {
      expect((await post('/qrlogin/info', { token: 'AAAAAAAAAAAAAAAAAAAAAAAA' }, `${phone}; portal-lang=${language}`)).body).toEqual({
        e: 404,
        m: QR_LOGIN_MESSAGES.gone[language],
        d: null,
      });
    }
    expect((await post('/qrlogin/info', { token: 'AAAAAAAAAAAAAAAAAAAAAAAA' }, `${phone}; portal-lang=en`)).body.m).toBe(
      'This QR code does not exist or has expired. Refresh the QR code on the computer',
    );
    expect((await post('/qrlogin/info', { token: 'AAAAAAAAAAAAAAAAAAAAAAAA' }, `${phone}; portal-lang=tw`)).body.m).toBe(
      'QR Code 不存在或已失效，請在電腦上重新整理 QR Code',
    );
  });
});
