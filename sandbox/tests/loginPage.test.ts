/** The login page and form (spec §4, §7): rendering, escaping, wrong credentials, the limit, cookies, redirects. */
import { describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../auth/loginThrottle.ts';
import { SESSION_TTL_SECONDS } from '../auth/sessions.ts';
import { DEMO_ACCOUNTS } from '../seed/accounts.ts';
import { CORPUS_TARGETS, OWN_HOSTILE_TARGETS } from '../../tests/corpus/redirectCorpus.ts';
import { formRequest, logIn, parseSetCookies, clockedSandbox } from './sessionCookies.ts';

const env = clockedSandbox();

const getPage = (query = '') => env.sandbox.app.fetch(new Request(`http://sandbox/api/uc/login${query}`));
const postLogin = (fields: Record<string, string>) => env.sandbox.app.fetch(formRequest('/api/uc/login', fields));
const sessionCount = () => env.sandbox.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM sessions').get()?.n;

/** The value attribute of the input named `name`. */
function inputValue(html: string, name: string): string | undefined {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  return tag ? /value="([^"]*)"/.exec(tag)?.[1] : undefined;
}

describe('GET /api/uc/login', () => {
  it('renders the zh login page: title, form posting to itself, the demo accounts', async () => {
    const response = await getPage('?redirect_url=%2Fnews%2Findex');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/i);
    const html = await response.text();
    expect(html).toContain('<title>统一身份认证</title>');
    expect(html).toMatch(/<form method="post" action="\/api\/uc\/login"/);
    for (const label of ['用户名', '密码', '登录']) expect(html).toContain(label);
    expect(inputValue(html, 'redirect_url')).toBe('/news/index');
    expect(html).toMatch(/<th>账号<\/th><th>身份<\/th>/);
    for (const account of DEMO_ACCOUNTS) {
      expect(html).toContain(`<code>${account.username}</code>`);
      expect(html).toContain(account.roleName);
      expect(html).toContain(account.name);
    }
    expect(html).toContain('<code>demo</code>');
  });

  it('has no script at all and a policy that forbids it', async () => {
    const response = await getPage();
    const html = await response.text();
    expect(html).not.toMatch(/<script|\son[a-z]+=|javascript:/i);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it.each(['"><script>alert(1)</script>', "' autofocus onfocus='alert(1)", '/news"><img src=x onerror=alert(1)>', '&quot;><svg onload=alert(1)>'])(
    'escapes the hostile redirect_url %j in the hidden field and the QR login link',
    async (hostile) => {
      const html = await (await getPage(`?redirect_url=${encodeURIComponent(hostile)}`)).text();
      expect(html).not.toMatch(/<script|<img|<svg/i);
      // The value stays one quoted attribute: no quote or angle bracket survives to end it early.
      expect(html).toMatch(/<input type="hidden" name="redirect_url" value="[^"'<>]*">/);
      expect(html.match(/<input /g)).toHaveLength(4); // redirect_url, lang, username, password
      const decoded = inputValue(html, 'redirect_url')?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
      expect(decoded).toBe(hostile);
      expect(html).toContain(`/smlogin/desktop?redirect_url=${encodeURIComponent(hostile).replace(/'/g, '&#39;')}`);
    },
  );
});

describe('POST /api/uc/login with wrong or missing credentials', () => {
  it('answers 401 with the page, the message, the typed user name kept and no cookie', async () => {
    const response = await postLogin({ username: 'student', password: 'wrong', redirect_url: '/news/index' });
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).toContain('用户名或密码错误');
    expect(html).toContain('<title>统一身份认证</title>');
    expect(inputValue(html, 'username')).toBe('student');
    expect(inputValue(html, 'redirect_url')).toBe('/news/index');
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(sessionCount()).toBe(0);
  });

  it('escapes a hostile typed user name', async () => {
    const response = await postLogin({ username: '"><script>alert(1)</script>', password: 'x' });
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(inputValue(html, 'username')).toBe('&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;');
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const unknown = await (await postLogin({ username: 'nobody', password: 'demo' })).text();
    const wrong = await (await postLogin({ username: 'student', password: 'nope' })).text();
    expect(unknown.replace('value="nobody"', 'value=""')).toBe(wrong.replace('value="student"', 'value=""'));
  });

  it.each([[{ username: '', password: 'demo' }], [{ username: 'student', password: '' }], [{ username: '   ', password: 'demo' }], [{}]])(
    'asks for both fields (400) when given %j',
    async (fields) => {
      const response = await postLogin(fields);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('请输入用户名和密码');
    },
  );

  it('refuses an oversized form with 413, in the reader’s language', async () => {
    const response = await postLogin({ username: 'student', password: 'x'.repeat(10_000) });
    expect(response.status).toBe(413);
    expect(await response.text()).toBe('请求体过大');
    const fields = { username: 'student', password: 'x'.repeat(10_000) };
    for (const [language, text] of [
      ['en', 'The request is too large'],
      ['tw', '請求內容過大'],
    ] as const) {
      const answer = await env.sandbox.app.fetch(formRequest('/api/uc/login', fields, { cookie: `portal-lang=${language}` }));
      expect([answer.status, await answer.text()]).toEqual([413, text]);
    }
  });
});

describe('failed-login limit per user name', () => {
  const fail = () => postLogin({ username: 'teacher', password: 'wrong' });

  it(`refuses the ${LOGIN_THROTTLE.maxFailures + 1}th attempt in 5 minutes with 429, even with the right password`, async () => {
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) expect((await fail()).status).toBe(401);
    const blocked = await postLogin({ username: 'teacher', password: 'demo' });
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain('尝试次数过多，请稍后再试');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.headers.getSetCookie()).toEqual([]);
    // The same name in another case is the same account.
    expect((await postLogin({ username: 'Teacher', password: 'demo' })).status).toBe(429);
    // Other names are not affected.
    expect((await logIn(env.sandbox.app, 'student')).response.status).toBe(302);
  });

  it('lets the name try again once the window has passed, and a success clears the count', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) await fail();
    env.clock += LOGIN_THROTTLE.windowMs + 1000;
    expect((await logIn(env.sandbox.app, 'teacher')).response.status).toBe(302);
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures - 1; i++) expect((await fail()).status).toBe(401);
    expect((await logIn(env.sandbox.app, 'teacher')).response.status).toBe(302);
  });

  it('counts failures for unknown names too', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) await postLogin({ username: 'ghost', password: 'x' });
    expect((await postLogin({ username: 'ghost', password: 'x' })).status).toBe(429);
  });
});

describe('failed-login limit per client address', () => {
  /** A login from `address`, as the host or sandbox/main.ts says who the client is (env bindings). */
  const postFrom = (address: string, fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const request = formRequest('/api/uc/login', fields);
    for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
    return env.sandbox.app.fetch(request, { client: { address, https: false } });
  };
  const attacker = '203.0.113.66';

  const slowAfter = LOGIN_THROTTLE.slowAfterAddressFailures;
  const guess = (i: number, prefix = 'name') => postFrom(attacker, { username: `${prefix}-${i}`, password: 'guess' });

  it('locks an account from the address guessing it, not from another address', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) expect((await postFrom(attacker, { username: 'teacher', password: 'wrong' })).status).toBe(401);
    expect((await postFrom(attacker, { username: 'teacher', password: 'demo' })).status).toBe(429);
    expect((await postFrom('198.51.100.7', { username: 'teacher', password: 'demo' })).status).toBe(302);
  });

  it(`locks an account guessed from many addresses after ${LOGIN_THROTTLE.maxNameFailures} failures`, async () => {
    for (let i = 0; i < LOGIN_THROTTLE.maxNameFailures; i++) await postFrom(`10.1.${i}.1`, { username: 'teacher', password: 'wrong' });
    expect((await postFrom('198.51.100.7', { username: 'teacher', password: 'demo' })).status).toBe(429);
  });

  it(`never locks an address (a campus behind one NAT): after ${slowAfter} failures its logins are slowed, and the right password still gets in`, async () => {
    for (let i = 0; i < slowAfter; i++) expect((await guess(i)).status).toBe(401);
    const before = env.clock;
    const student = await postFrom(attacker, { username: 'student', password: 'demo' });
    expect(student.status).toBe(302);
    // It waited its turn: one pace of the sandbox's clock.
    expect(env.clock - before).toBe(LOGIN_THROTTLE.slowPaceMs);
    expect((await postFrom('198.51.100.7', { username: 'teacher', password: 'demo' })).status).toBe(302);
    env.clock += LOGIN_THROTTLE.windowMs + 1000;
    const unhurried = env.clock;
    expect((await postFrom(attacker, { username: 'teacher', password: 'demo' })).status).toBe(302);
    expect(env.clock).toBe(unhurried);
  });

  it('a good login between guesses does not wipe the address’s failures (the demo passwords are public)', async () => {
    for (let i = 0; i < slowAfter - 1; i++) await guess(i);
    expect((await postFrom(attacker, { username: 'student', password: 'demo' })).status).toBe(302);
    expect((await guess(slowAfter)).status).toBe(401);
    const before = env.clock;
    expect((await postFrom(attacker, { username: 'teacher', password: 'demo' })).status).toBe(302);
    expect(env.clock - before).toBe(LOGIN_THROTTLE.slowPaceMs);
  });

  it('counts parallel guesses before checking them: a burst past the bound waits its turns, one at a time, and too many waiting are refused', async () => {
    const burst = Array.from({ length: slowAfter + LOGIN_THROTTLE.maxWaiting + 5 }, (_, i) => guess(i, 'burst'));
    const statuses = (await Promise.all(burst)).map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(slowAfter + LOGIN_THROTTLE.maxWaiting);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('never takes the address from X-Forwarded-For: a client writing its own cannot escape the pace', async () => {
    for (let i = 0; i < slowAfter; i++) await postFrom(attacker, { username: `name-${i}`, password: 'guess' }, { 'X-Forwarded-For': `10.0.${i}.1` });
    const before = env.clock;
    expect((await postFrom(attacker, { username: 'student', password: 'demo' }, { 'X-Forwarded-For': '10.9.9.9' })).status).toBe(302);
    expect(env.clock - before).toBe(LOGIN_THROTTLE.slowPaceMs);
  });
});

describe('POST /api/uc/login with the right password', () => {
  it('sets eai-sess (HttpOnly) and eai-sess-state=1 (readable), both SameSite=Lax, Path=/, 2 h, and redirects', async () => {
    const { response, sessionId } = await logIn(env.sandbox.app, 'student', 'demo', '/news/detail?id=3');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/news/detail?id=3');
    const cookies = parseSetCookies(response);
    expect(cookies.map((cookie) => cookie.name).sort()).toEqual(['eai-sess', 'eai-sess-state']);
    const session = cookies.find((cookie) => cookie.name === 'eai-sess');
    const state = cookies.find((cookie) => cookie.name === 'eai-sess-state');
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(sessionId, 'base64url')).toHaveLength(32);
    expect(session?.attributes.get('httponly')).toBe(true);
    expect(state?.value).toBe('1');
    expect(state?.attributes.has('httponly')).toBe(false);
    for (const cookie of [session, state]) {
      expect(cookie?.attributes.get('samesite')).toBe('Lax');
      expect(cookie?.attributes.get('path')).toBe('/');
      expect(cookie?.attributes.get('max-age')).toBe(String(SESSION_TTL_SECONDS));
      expect(cookie?.attributes.has('secure')).toBe(false); // plain http: a Secure cookie would be dropped
    }
    const row = env.sandbox.db
      .prepare<[string], { created_at: number; expires_at: number; username: string }>(
        'SELECT created_at, expires_at, username FROM sessions JOIN users ON users.id = user_id WHERE sessions.id = ?',
      )
      .get(sessionId);
    expect(row).toEqual({ created_at: env.clock / 1000, expires_at: env.clock / 1000 + 7200, username: 'student' });
  });

  it('marks both cookies Secure when whoever serves the sandbox says the browser uses https (behind a TLS proxy the URL says http)', async () => {
    const request = formRequest('/api/uc/login', { username: 'student', password: 'demo' });
    const response = await env.sandbox.app.fetch(request, { client: { address: '198.51.100.7', https: true } });
    expect(response.status).toBe(302);
    expect(parseSetCookies(response)).toHaveLength(2);
    for (const cookie of parseSetCookies(response)) expect(cookie.attributes.get('secure')).toBe(true);
  });

  it('never believes X-Forwarded-Proto: a plain-http request that claims https gets no Secure cookie', async () => {
    const request = formRequest('/api/uc/login', { username: 'student', password: 'demo' });
    request.headers.set('X-Forwarded-Proto', 'https');
    const response = await env.sandbox.app.fetch(request);
    for (const cookie of parseSetCookies(response)) expect(cookie.attributes.has('secure')).toBe(false);
  });

  it('marks both cookies Secure over https', async () => {
    const response = await env.sandbox.app.fetch(formRequest('/api/uc/login', { username: 'student', password: 'demo' }, { origin: 'https://portal.example' }));
    expect(response.status).toBe(302);
    for (const cookie of parseSetCookies(response)) expect(cookie.attributes.get('secure')).toBe(true);
  });

  it('accepts the user name in another case and with spaces around it', async () => {
    const { response } = await logIn(env.sandbox.app, '  Student ');
    expect(response.status).toBe(302);
  });

  it('redirects to / without a redirect_url', async () => {
    const response = await postLogin({ username: 'student', password: 'demo' });
    expect(response.headers.get('location')).toBe('/');
  });

  it('percent-encodes a target that is a path but not header-safe', async () => {
    const { response } = await logIn(env.sandbox.app, 'student', 'demo', '/新闻/详情?t="x"');
    expect(response.headers.get('location')).toBe('/%E6%96%B0%E9%97%BB/%E8%AF%A6%E6%83%85?t=%22x%22');
  });

  it('ends the session the browser came with', async () => {
    const first = await logIn(env.sandbox.app, 'student');
    const response = await env.sandbox.app.fetch(formRequest('/api/uc/login', { username: 'teacher', password: 'demo' }, { cookie: first.cookie }));
    expect(response.status).toBe(302);
    expect(env.sandbox.db.prepare('SELECT id FROM sessions').all()).toHaveLength(1);
    expect(env.sandbox.db.prepare('SELECT id FROM sessions WHERE id = ?').get(first.sessionId)).toBeUndefined();
  });

  it.each([...CORPUS_TARGETS, ...OWN_HOSTILE_TARGETS])('sends the hostile target %j to /', async (target) => {
    const { response, cookie } = await logIn(env.sandbox.app, 'student', 'demo', target);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(cookie).toContain('eai-sess=');
  });
});
