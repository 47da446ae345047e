/**
 * The codes module: identity codes (signed, expiring), QR-code login (scan, confirm/cancel, the
 * desktop collecting its session once with its secret), SSO (registered services and callbacks only,
 * one-time codes), the slider captcha (tolerance, drag time, one attempt) and mini-program tokens
 * (one-time, expiring). Every answer is checked against its widget's contract.
 */
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../envelope.ts';
import { IDENTITY_TTL_SECONDS } from '../routes/campusCode.ts';
import { QR_LOGIN_TTL_SECONDS } from '../routes/qrLogin.ts';
import { CAPTCHA_TOLERANCE } from '../routes/sliderCaptcha.ts';
import { MINIGRAM_TOKEN_TTL_SECONDS } from '../routes/minigramLogin.ts';
import { contractOf as contract } from './widgetContracts.ts';
import { clockedSandbox, cookieHeaderFrom, formRequest, getAs, logIn, parseSetCookies } from './sessionCookies.ts';

const env = clockedSandbox();

async function post<T = unknown>(path: string, fields: Record<string, string>, cookie?: string) {
  const response = await env.sandbox.app.fetch(formRequest(`/api${path}`, fields, cookie ? { cookie } : {}));
  return { response, body: (await response.json()) as Envelope<T> };
}
const get = <T = unknown>(path: string, cookie?: string) => getAs<T>(env.sandbox.app, `/api${path}`, cookie);
const cookieOf = async (username: string) => (await logIn(env.sandbox.app, username)).cookie;

describe('campusCode.identity and campusCode.verify', () => {
  const identityContract = contract('campus-code', 'campusCode.identity');
  const verifyContract = contract('campus-code', 'campusCode.verify');

  it('issues a signed short-lived code that a scanner verifies as its holder', async () => {
    const student = await cookieOf('student');
    const { body } = await get<{ token: string; expiresAt: number; issuedAt: number; holder: { name: string } }>('/campus-code/identity', student);
    expect(body.e).toBe(0);
    identityContract(body.d);
    expect(body.d.expiresAt - body.d.issuedAt).toBe(IDENTITY_TTL_SECONDS);
    expect(body.d.holder).toEqual({ name: '王小明', roleName: '学生', account: 'st***nt' });

    const teacher = await cookieOf('teacher');
    const verified = await post<{ status: string; holder?: { name: string } }>('/campus-code/verify', { code: body.d.token }, teacher);
    verifyContract(verified.body.d);
    expect(verified.body.d).toMatchObject({ status: 'valid', holder: { name: '王小明' } });
  });

  it('says expired after the lifetime, and invalid for a forged or foreign code', async () => {
    const student = await cookieOf('student');
    const { body } = await get<{ token: string }>('/campus-code/identity', student);
    const forged = body.d.token.replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await post('/campus-code/verify', { code: forged }, student)).body.d).toEqual({ status: 'invalid' });
    expect((await post('/campus-code/verify', { code: 'https://example.com' }, student)).body.d).toEqual({ status: 'invalid' });
    env.clock += (IDENTITY_TTL_SECONDS + 1) * 1000;
    const late = await post<{ status: string }>('/campus-code/verify', { code: body.d.token }, await cookieOf('teacher'));
    verifyContract(late.body.d);
    expect(late.body.d.status).toBe('expired');
  });

  it('a visitor has no identity code', async () => {
    expect((await get('/campus-code/identity', await cookieOf('visitor'))).body).toMatchObject({ e: 404, m: '访客账号暂无校园身份码', d: null });
  });

  it('needs login', async () => {
    expect((await get('/campus-code/identity')).body.e).toBe(10013);
    expect((await post('/campus-code/verify', { code: 'x' })).body.e).toBe(10013);
  });
});

describe('QR-code login', () => {
  const createContract = contract('qr-login', 'qrLogin.create');
  const statusContract = contract('qr-login', 'qrLogin.status');
  const infoContract = contract('qr-login', 'qrLogin.info');

  async function create() {
    const response = await env.sandbox.app.fetch(new Request('http://sandbox/api/qrlogin/create', { method: 'POST', headers: { 'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0' } }));
    const body = (await response.json()) as Envelope<{ token: string; secret: string; expiresAt: number }>;
    createContract(body.d);
    return body.d;
  }

  it('scan, confirm: the desktop polling with its secret gets a session for the phone\'s user, once', async () => {
    const login = await create();
    expect((await post<{ status: string }>('/qrlogin/status', { token: login.token, secret: login.secret })).body.d).toEqual({ status: 'pending' });
    const phone = await cookieOf('student');
    const info = await get<{ status: string; device: string }>(`/qrlogin/info?token=${login.token}`, phone);
    infoContract(info.body.d);
    expect(info.body.d).toMatchObject({ status: 'scanned', device: 'Chrome · Windows', account: 'st***nt' });
    expect((await post('/qrlogin/status', { token: login.token, secret: login.secret })).body.d).toEqual({ status: 'scanned' });
    const confirmed = await post('/qrlogin/confirm', { token: login.token }, phone);
    statusContract(confirmed.body.d);
    expect(confirmed.body.d).toEqual({ status: 'confirmed' });

    // Someone who only saw the QR code cannot collect the session.
    expect((await post('/qrlogin/status', { token: login.token, secret: 'x'.repeat(32) })).body.e).toBe(404);
    const collected = await post<{ status: string; name: string }>('/qrlogin/status', { token: login.token, secret: login.secret });
    statusContract(collected.body.d);
    expect(collected.body.d).toEqual({ status: 'confirmed', name: '王小明' });
    const desktop = cookieHeaderFrom(collected.response);
    expect(parseSetCookies(collected.response).find((c) => c.name === 'eai-sess')?.attributes.get('httponly')).toBe(true);
    expect((await get<{ name: string }>('/uc/user/name', desktop)).body.d.name).toBe('王小明');
    // Once: a replay finds it used.
    const again = await post('/qrlogin/status', { token: login.token, secret: login.secret });
    expect(again.body.d).toEqual({ status: 'expired' });
    expect(again.response.headers.getSetCookie()).toEqual([]);
  });

  it('cancel: the desktop sees cancelled and gets no session', async () => {
    const login = await create();
    const phone = await cookieOf('student');
    await get(`/qrlogin/info?token=${login.token}`, phone);
    expect((await post('/qrlogin/cancel', { token: login.token }, phone)).body.d).toEqual({ status: 'cancelled' });
    const status = await post('/qrlogin/status', { token: login.token, secret: login.secret });
    expect(status.body.d).toEqual({ status: 'cancelled' });
    expect(status.response.headers.getSetCookie()).toEqual([]);
    // Cancelled is final.
    expect((await post('/qrlogin/confirm', { token: login.token }, phone)).body.d).toEqual({ status: 'cancelled' });
  });

  it('refuses another account, an expired code, an unknown token and an anonymous phone', async () => {
    const login = await create();
    await get(`/qrlogin/info?token=${login.token}`, await cookieOf('student'));
    const other = await cookieOf('teacher');
    expect((await get(`/qrlogin/info?token=${login.token}`, other)).body.e).toBe(400);
    expect((await post('/qrlogin/confirm', { token: login.token }, other)).body.e).toBe(400);
    expect((await get('/qrlogin/info?token=AAAAAAAAAAAAAAAAAAAAAAAA', other)).body.e).toBe(404);
    expect((await post('/qrlogin/confirm', { token: login.token })).body.e).toBe(10013);

    const late = await create();
    env.clock += (QR_LOGIN_TTL_SECONDS + 1) * 1000;
    const phone = await cookieOf('student');
    expect((await get<{ status: string }>(`/qrlogin/info?token=${late.token}`, phone)).body.d.status).toBe('expired');
    expect((await post('/qrlogin/confirm', { token: late.token }, phone)).body.d).toEqual({ status: 'expired' });
  });
});

describe('SSO', () => {
  const clientContract = contract('sso', 'sso.client');
  const authorizeContract = contract('sso', 'sso.authorize');
  const callback = 'https://seat.demo.example/sso/callback';

  it('shows a registered service and what it receives; authorizing sends a one-time code to its callback', async () => {
    const student = await cookieOf('student');
    const client = await get<{ client: { name: string }; scopes: { label: string }[] }>(`/sso/client?client_id=library-seat&redirect_uri=${encodeURIComponent(callback)}`, student);
    clientContract(client.body.d);
    expect(client.body.d.client.name).toBe('图书馆座位预约系统');
    expect(client.body.d.scopes.map((s) => s.label)).toEqual(['姓名', '学工号（账号）']);

    const granted = await post<{ redirect: string }>('/sso/authorize', { client_id: 'library-seat', redirect_uri: callback, state: 'xyz-1' }, student);
    authorizeContract(granted.body.d);
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

describe('slider captcha', () => {
  const challengeContract = contract('slider-captcha', 'captcha.challenge');
  const verifyContract = contract('slider-captcha', 'captcha.verify');

  async function challenge() {
    const { body } = await get<{ id: string; background: string; piece: string }>('/captcha/challenge');
    challengeContract(body.d);
    const gap = env.sandbox.db.prepare<[string], { gap_x: number }>('SELECT gap_x FROM captcha_challenges WHERE id = ?').get(body.d.id)!.gap_x;
    return { ...body.d, gap };
  }

  it('draws PNG pictures that do not give the gap away', async () => {
    const puzzle = await challenge();
    expect(Buffer.from(puzzle.background.split(',')[1]!, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(Buffer.from(puzzle.piece.split(',')[1]!, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(JSON.stringify(puzzle)).not.toContain(`"gapX"`);
  });

  it('passes within tolerance after a plausible drag, once', async () => {
    const puzzle = await challenge();
    const passed = await post<{ passed: boolean; token: string }>('/captcha/verify', { id: puzzle.id, x: String(puzzle.gap + CAPTCHA_TOLERANCE - 1), duration: '900' });
    verifyContract(passed.body.d);
    expect(passed.body.d.passed).toBe(true);
    expect(passed.body.d.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await post('/captcha/verify', { id: puzzle.id, x: String(puzzle.gap), duration: '900' })).body.d).toEqual({ passed: false, reason: 'used' });
  });

  it.each([
    ['a wrong position', (gap: number) => ({ x: gap + CAPTCHA_TOLERANCE + 3, duration: 900 }), 'position'],
    ['an instant drag', (gap: number) => ({ x: gap, duration: 40 }), 'too-fast'],
    ['a drag of a minute', (gap: number) => ({ x: gap, duration: 60_000 }), 'too-slow'],
  ])('fails %s, and that picture is spent', async (_name, attempt, reason) => {
    const puzzle = await challenge();
    const { x, duration } = attempt(puzzle.gap);
    const failed = await post('/captcha/verify', { id: puzzle.id, x: String(x), duration: String(duration) });
    verifyContract(failed.body.d);
    expect(failed.body.d).toEqual({ passed: false, reason });
    expect((await post('/captcha/verify', { id: puzzle.id, x: String(puzzle.gap), duration: '900' })).body.d).toEqual({ passed: false, reason: 'used' });
  });

  it('an expired picture fails; an unknown one is e = 404', async () => {
    const puzzle = await challenge();
    env.clock += 121_000;
    expect((await post('/captcha/verify', { id: puzzle.id, x: String(puzzle.gap), duration: '900' })).body.d).toEqual({ passed: false, reason: 'expired' });
    expect((await post('/captcha/verify', { id: 'A'.repeat(24), x: '1', duration: '900' })).body.e).toBe(404);
    expect((await post('/captcha/verify', { id: puzzle.id, x: 'left', duration: '900' })).body.e).toBe(400);
  });
});

describe('mini-program login', () => {
  const exchangeContract = contract('mini-program-login', 'minigram.exchange');
  const mint = async (username = 'student') => (await post<{ token: string }>('/minigram/demo-token', { username })).body.d.token;

  it('trades a token for a session once and keeps the redirect on the portal', async () => {
    const token = await mint();
    const answer = await post<{ redirect: string }>('/minigram/exchange', { token, redirect: '/news/index' });
    exchangeContract(answer.body.d);
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

describe('the login page offers QR-code login', () => {
  it('links to the desktop QR login page, keeping where to return', async () => {
    const response = await env.sandbox.app.fetch(new Request(`http://sandbox/api/uc/login?redirect_url=${encodeURIComponent('/guide/index')}`));
    expect(await response.text()).toContain(`href="/smlogin/desktop?redirect_url=${encodeURIComponent('/guide/index')}"`);
  });
});
