/**
 * The qr-login backend: a desktop QR login is scanned, confirmed or cancelled on the phone, and the desktop collects its session once, with its secret.
 * Every answer is checked against the widget's contract.
 */
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../../sandbox/kit.ts';
import type { QrLoginCreateData, QrLoginStatusData } from '../generated/types.ts';
import { QR_LOGIN_MESSAGES, QR_LOGIN_TTL_SECONDS } from './routes.ts';
import { expectContract, callAs, clockedSandbox, cookieHeaderFrom, keyedCaller, parseSetCookies } from '../../../sandbox/testing.ts';

const env = clockedSandbox();
/** The desktop, not logged in: it creates the login and polls it. */
const desktop = () => keyedCaller(env.sandbox.app);
const phoneOf = (username: string, language?: 'en' | 'tw') => callAs(env.sandbox.app, username, language);

/** The desktop's poll, with the answer's cookies. */
async function poll(login: QrLoginCreateData, secret = login.secret) {
  const response = await desktop().fetch('qr-login.status', { body: { token: login.token, secret } });
  return { response, body: (await response.json()) as Envelope<QrLoginStatusData> };
}

describe('QR-code login', () => {
  async function create() {
    const response = await desktop().fetch('qr-login.create', { headers: { 'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0' } });
    const body = (await response.json()) as Envelope<QrLoginCreateData>;
    expectContract('qr-login.create', body.d);
    return body.d;
  }

  it("scan, confirm: the desktop polling with its secret gets a session for the phone's user, once", async () => {
    const login = await create();
    expect((await poll(login)).body.d).toEqual({ status: 'pending' });
    const phone = await phoneOf('student');
    const info = await phone.post('qr-login.info', { token: login.token });
    expectContract('qr-login.info', info.d);
    expect(info.d).toMatchObject({ status: 'scanned', device: 'Chrome · Windows', account: 'st***nt' });
    expect((await poll(login)).body.d).toEqual({ status: 'scanned' });
    const confirmed = await phone.post('qr-login.confirm', { token: login.token });
    expectContract('qr-login.confirm', confirmed.d);
    expect(confirmed.d).toEqual({ status: 'confirmed' });

    // Someone who only saw the QR code cannot collect the session.
    expect((await poll(login, 'x'.repeat(32))).body.e).toBe(404);
    const collected = await poll(login);
    expectContract('qr-login.status', collected.body.d);
    expect(collected.body.d).toEqual({ status: 'confirmed', name: '王小明' });
    expect(
      parseSetCookies(collected.response)
        .find((c) => c.name === 'eai-sess')
        ?.attributes.get('httponly'),
    ).toBe(true);
    expect((await keyedCaller(env.sandbox.app, cookieHeaderFrom(collected.response)).get('auth.getUserName')).d).toMatchObject({ name: '王小明' });
    // Once: a replay finds it used.
    const again = await poll(login);
    expect(again.body.d).toEqual({ status: 'expired' });
    expect(again.response.headers.getSetCookie()).toEqual([]);
  });

  it('cancel: the desktop sees cancelled and gets no session', async () => {
    const login = await create();
    const phone = await phoneOf('student');
    await phone.post('qr-login.info', { token: login.token });
    expect((await phone.post('qr-login.cancel', { token: login.token })).d).toEqual({ status: 'cancelled' });
    const status = await poll(login);
    expect(status.body.d).toEqual({ status: 'cancelled' });
    expect(status.response.headers.getSetCookie()).toEqual([]);
    // Cancelled is final.
    expect((await phone.post('qr-login.confirm', { token: login.token })).d).toEqual({ status: 'cancelled' });
  });

  it('refuses another account, an expired code, an unknown token and an anonymous phone', async () => {
    const login = await create();
    await (await phoneOf('student')).post('qr-login.info', { token: login.token });
    const other = await phoneOf('teacher');
    expect((await other.post('qr-login.info', { token: login.token })).e).toBe(400);
    expect((await other.post('qr-login.confirm', { token: login.token })).e).toBe(400);
    expect((await other.post('qr-login.info', { token: 'AAAAAAAAAAAAAAAAAAAAAAAA' })).e).toBe(404);
    expect((await desktop().post('qr-login.confirm', { token: login.token })).e).toBe(10013);
    // A login first: who may not answer learns nothing of the parameters.
    expect((await desktop().post('qr-login.confirm', {} as { token: string })).e).toBe(10013);

    const late = await create();
    env.clock += (QR_LOGIN_TTL_SECONDS + 1) * 1000;
    const phone = await phoneOf('student');
    expect((await phone.post('qr-login.info', { token: late.token })).d.status).toBe('expired');
    expect((await phone.post('qr-login.confirm', { token: late.token })).d).toEqual({ status: 'expired' });
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
    const unknown = { token: 'AAAAAAAAAAAAAAAAAAAAAAAA' };
    for (const language of ['en', 'tw'] as const) {
      const phone = await phoneOf('student', language);
      expect(await phone.post('qr-login.info', unknown)).toEqual({ e: 404, m: QR_LOGIN_MESSAGES.gone[language], d: null });
      // Off the contract on purpose: a body without the token is refused in the same words.
      expect((await phone.post('qr-login.info', {} as typeof unknown)).m).toBe(QR_LOGIN_MESSAGES.gone[language]);
    }
    expect((await (await phoneOf('student', 'en')).post('qr-login.info', unknown)).m).toBe(
      'This QR code does not exist or has expired. Refresh the QR code on the computer',
    );
    expect((await (await phoneOf('student', 'tw')).post('qr-login.info', unknown)).m).toBe('QR Code 不存在或已失效，請在電腦上重新整理 QR Code');
  });
});
