/**
 * Who gets in: the console off without operators, login and its rate limit, sessions, the CSRF
 * defence on every write, operators limited to some sites, and site ids that try to leave sites/.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeHostDirs, request, startHost, type HostDirs } from '../../tests/hostFixtures.ts';
import { createConnectionOf } from '../../clientConnection.ts';
import { loginLimits } from '../loginRateLimit.ts';
import { password, startOperatorHost, writeHeaders, type OperatorHost } from './operatorFixtures.ts';

const cleanup: Array<() => void> = [];
afterEach(() => {
  vi.useRealTimers();
  cleanup.splice(0).forEach((f) => f());
});
async function operatorHost(options: Parameters<typeof startOperatorHost>[0] = {}): Promise<OperatorHost> {
  const h = await startOperatorHost(options);
  cleanup.push(() => {
    h.close();
    h.dirs.remove();
  });
  return h;
}
const auditLines = (h: OperatorHost) =>
  readFileSync(join(h.dataDir, 'audit.log'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
/** Audit lines are appended after the answer is sent: wait until `count` lines match. */
const auditOnceWritten = (h: OperatorHost, check: (lines: Array<Record<string, unknown>>) => void) => vi.waitFor(() => check(auditLines(h)));

describe('without operators the console is off', () => {
  let dirs: HostDirs;
  const offHost = () => {
    dirs = makeHostDirs();
    const h = startHost(dirs);
    cleanup.push(() => {
      h.close();
      dirs.remove();
    });
    return h;
  };

  it('status says how to turn it on, in zh, en and tw', async () => {
    const response = await request(offHost(), '/_operator/api/status');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { enabled: boolean; howToEnable: Record<string, string> };
    expect(body.enabled).toBe(false);
    expect(Object.keys(body.howToEnable).sort()).toEqual(['en', 'tw', 'zh']);
    for (const text of Object.values(body.howToEnable)) {
      expect(text).toContain('npm run operator-password');
      expect(text).toContain('OPERATOR_PASSWORD_HASH');
      expect(text).toContain('OPERATORS_FILE');
    }
  });

  it('every other call answers 404 console-off, login included', async () => {
    const h = offHost();
    for (const [method, path] of [
      ['POST', 'login'],
      ['GET', 'sites'],
      ['GET', 'sites/demo/manifest'],
      ['PUT', 'sites/demo/manifest'],
      ['GET', 'preview/x'],
    ] as const) {
      const response = await request(h, `/_operator/api/${path}`, { method, headers: writeHeaders, ...(method === 'GET' ? {} : { body: '{}' }) });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(((await response.json()) as { error: string }).error).toBe('console-off');
    }
  });
});

describe('POST login', () => {
  it('sets an HttpOnly, SameSite=Strict session cookie on /_operator, and status names the operator', async () => {
    const h = await operatorHost();
    const response = await h.call('POST', 'login', { body: { name: 'ops', password } });
    expect(response.status).toBe(200);
    // No roles configured: a preview can still be seen as an anonymous visitor.
    expect(await response.json()).toEqual({ operator: { name: 'ops', sites: ['*'] }, previewRoles: [{ id: 'anonymous' }] });
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^portal-operator=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/_operator');
    expect(cookie).toContain('Max-Age=28800');
    expect(cookie).not.toContain('Secure'); // plain http: a Secure cookie would never come back
    expect(response.headers.get('cache-control')).toBe('no-store');

    const session = /^(portal-operator=[^;]+)/.exec(cookie)![1]!;
    const status = await h.call('GET', 'status', { cookie: session });
    expect(await status.json()).toEqual({ enabled: true, operator: { name: 'ops', sites: ['*'] }, previewRoles: [{ id: 'anonymous' }] });
    expect(await (await h.call('GET', 'status')).json()).toEqual({ enabled: true });
  });

  it('marks the cookie Secure behind a trusted https proxy (TRUSTED_PROXIES)', async () => {
    const h = await operatorHost({ host: { connectionOf: createConnectionOf(['10.0.0.2']) } });
    const response = await h.call('POST', 'login', {
      body: { name: 'ops', password },
      headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '198.51.100.7', Origin: 'https://localhost' },
      from: '10.0.0.2',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toContain('Secure');
    await auditOnceWritten(h, (lines) => expect(lines).toMatchObject([{ event: 'login', operator: 'ops', address: '198.51.100.7' }]));
  });

  it('believes X-Forwarded-Proto from no one else: no Secure cookie, and an https Origin is another origin', async () => {
    const h = await operatorHost({ host: { connectionOf: createConnectionOf(['10.0.0.2']) } });
    const claimed = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '198.51.100.7' };
    const plain = await h.call('POST', 'login', { body: { name: 'ops', password }, headers: claimed, from: '203.0.113.66' });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('set-cookie')).not.toContain('Secure');
    const https = await h.call('POST', 'login', {
      body: { name: 'ops', password },
      headers: { ...claimed, Origin: 'https://localhost' },
      from: '203.0.113.66',
    });
    expect(https.status).toBe(403);
  });

  it('refuses a wrong password and an unknown name alike (401 bad-credentials), and audits both', async () => {
    const h = await operatorHost();
    const wrong = await h.call('POST', 'login', { body: { name: 'ops', password: 'wrong' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'bad-credentials', message: 'Wrong name or password.' });
    expect(wrong.headers.get('set-cookie')).toBeNull();
    const unknown = await h.call('POST', 'login', { body: { name: 'nobody', password } });
    expect(unknown.status).toBe(401);
    expect(((await unknown.json()) as { error: string }).error).toBe('bad-credentials');
    await auditOnceWritten(h, (lines) =>
      expect(lines).toMatchObject([
        { event: 'login-failed', name: 'ops', why: 'bad-credentials', address: 'unknown' },
        { event: 'login-failed', name: 'nobody', why: 'bad-credentials' },
      ]),
    );
    expect(JSON.stringify(auditLines(h))).not.toContain(password);
  });

  it('answers 400 to a body that is not { name, password }', async () => {
    const h = await operatorHost();
    expect((await h.call('POST', 'login', { body: { name: 'ops' } })).status).toBe(400);
    expect((await h.call('POST', 'login', { raw: '{"name":' })).status).toBe(400);
  });

  it('refuses a login posted from another origin', async () => {
    const h = await operatorHost();
    const response = await h.call('POST', 'login', { body: { name: 'ops', password }, headers: { Origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('rate-limits an address after 5 failures for one name in 15 minutes (429 with retryAfterSeconds, even with the right password), then lets it try again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T08:00:00Z'));
    const h = await operatorHost();
    for (let i = 0; i < 5; i++) expect((await h.call('POST', 'login', { body: { name: 'ops', password: `guess-${i}` } })).status).toBe(401);
    const limited = await h.call('POST', 'login', { body: { name: 'ops', password } });
    expect(limited.status).toBe(429);
    const body = (await limited.json()) as { error: string; retryAfterSeconds: number };
    expect(body.error).toBe('rate-limited');
    expect(body.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect(limited.headers.get('retry-after')).toBe(String(body.retryAfterSeconds));
    expect(limited.headers.get('set-cookie')).toBeNull();

    vi.setSystemTime(new Date('2026-03-01T08:15:01Z'));
    expect((await h.call('POST', 'login', { body: { name: 'ops', password } })).status).toBe(200);
    await auditOnceWritten(h, (lines) => expect(lines.filter((l) => l.why === 'rate-limited')).toHaveLength(1));
  });

  it(`rate-limits a client address that tries many names (${loginLimits.addressFailures} failures)`, async () => {
    const h = await operatorHost({ operators: [{ name: 'ops' }, { name: 'other' }] });
    for (let i = 0; i < loginLimits.addressFailures; i++) expect((await h.call('POST', 'login', { body: { name: `name-${i}`, password } })).status).toBe(401);
    expect((await h.call('POST', 'login', { body: { name: 'other', password } })).status).toBe(429);
    expect((await h.call('POST', 'login', { body: { name: 'other', password }, from: '198.51.100.7' })).status).toBe(200);
  });

  it('counts parallel guesses before checking them, so a burst cannot slip past the limit', async () => {
    const h = await operatorHost();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => h.call('POST', 'login', { body: { name: 'ops', password: `burst-${i}` } })));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });
});

describe('a login lockout is no denial of service', () => {
  const attacker = '203.0.113.66';
  const operatorDesk = '198.51.100.7';
  const guess = (h: OperatorHost, from: string, i: number, name = 'ops') => h.call('POST', 'login', { body: { name, password: `guess-${i}` }, from });
  const logIn = (h: OperatorHost, from: string) => h.call('POST', 'login', { body: { name: 'ops', password }, from });

  it('after 50 wrong passwords for ops from one address, the operator logs in at once from another; the attacker’s address stays refused', async () => {
    const h = await operatorHost();
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await guess(h, attacker, i)).status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(loginLimits.pairFailures);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - loginLimits.pairFailures);

    const operator = await logIn(h, operatorDesk);
    expect(operator.status).toBe(200);
    expect(operator.headers.get('set-cookie')).toMatch(/^portal-operator=/);

    const attackerRight = await logIn(h, attacker);
    expect(attackerRight.status).toBe(429);
    expect(attackerRight.headers.get('set-cookie')).toBeNull();
    await auditOnceWritten(h, (lines) => {
      expect(lines.filter((l) => l.why === 'rate-limited' && l.address === attacker && l.limit === 'address-account')).toHaveLength(46);
      expect(lines.filter((l) => l.event === 'login')).toMatchObject([{ operator: 'ops', address: operatorDesk }]);
    });
  });

  it('a spoofed X-Forwarded-For from a peer that is not a trusted proxy does not change the address', async () => {
    const h = await operatorHost({ host: { connectionOf: createConnectionOf(['10.0.0.2']) } });
    for (let i = 0; i < loginLimits.pairFailures; i++) {
      const response = await h.call('POST', 'login', {
        body: { name: 'ops', password: `guess-${i}` },
        headers: { 'X-Forwarded-For': `192.0.2.${i}` },
        from: attacker,
      });
      expect(response.status).toBe(401);
    }
    const again = await h.call('POST', 'login', { body: { name: 'ops', password }, headers: { 'X-Forwarded-For': operatorDesk }, from: attacker });
    expect(again.status).toBe(429);
    await auditOnceWritten(h, (lines) => expect(new Set(lines.map((l) => l.address))).toEqual(new Set([attacker])));
    // Through the trusted proxy, the operator's own address is its own.
    expect((await h.call('POST', 'login', { body: { name: 'ops', password }, headers: { 'X-Forwarded-For': operatorDesk }, from: '10.0.0.2' })).status).toBe(
      200,
    );
  });

  it('behind a trusted proxy, clients are told apart by X-Forwarded-For: one locked, the other not', async () => {
    const h = await operatorHost({ host: { connectionOf: createConnectionOf(['10.0.0.2']) } });
    const via = (client: string, pass: string) =>
      h.call('POST', 'login', { body: { name: 'ops', password: pass }, headers: { 'X-Forwarded-For': client }, from: '10.0.0.2' });
    for (let i = 0; i < loginLimits.pairFailures; i++) expect((await via(attacker, `guess-${i}`)).status).toBe(401);
    expect((await via(attacker, password)).status).toBe(429);
    expect((await via(operatorDesk, password)).status).toBe(200);
  });

  it('many addresses together only slow the account down (one check per 10 s), never lock it; where the operator logged in before is not slowed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T08:00:00Z'));
    const h = await operatorHost();
    expect((await logIn(h, operatorDesk)).status).toBe(200);
    // Two attackers' addresses put the account's failures at the threshold.
    for (let i = 0; i < loginLimits.accountSlowAfter; i++) expect((await guess(h, `203.0.113.${10 + (i % 2)}`, i)).status).toBe(401);

    const slowed = await guess(h, '203.0.113.12', 99);
    expect(slowed.status).toBe(429);
    const { retryAfterSeconds } = (await slowed.json()) as { retryAfterSeconds: number };
    expect(retryAfterSeconds).toBeGreaterThan(0);
    expect(retryAfterSeconds).toBeLessThanOrEqual(loginLimits.accountIntervalMs / 1000);
    // The operator from a new address waits seconds, then gets in.
    expect((await logIn(h, '192.0.2.44')).status).toBe(429);
    // From the desk it logged in from before: at once.
    expect((await logIn(h, operatorDesk)).status).toBe(200);
    vi.setSystemTime(Date.now() + loginLimits.accountIntervalMs);
    expect((await logIn(h, '192.0.2.44')).status).toBe(200);
    await auditOnceWritten(h, (lines) => expect(lines.filter((l) => l.limit === 'account')).toHaveLength(2));
  });
});

describe('sessions and CSRF', () => {
  it('without a session every call but status and login answers 401 login-required', async () => {
    const h = await operatorHost();
    for (const [method, path] of [
      ['GET', 'sites'],
      ['GET', 'sites/demo/manifest'],
      ['GET', 'sites/demo/history'],
      ['PUT', 'sites/demo/manifest'],
      ['POST', 'sites/demo/validate'],
      ['POST', 'sites/demo/restore'],
    ] as const) {
      const response = await h.call(method, path, method === 'GET' ? {} : { body: { manifest: {}, reason: 'x' }, headers: { 'If-Match': '"x"' } });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(((await response.json()) as { error: string }).error).toBe('login-required');
    }
    // A made-up or malformed cookie is no session either.
    expect((await h.call('GET', 'sites', { cookie: 'portal-operator=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })).status).toBe(401);
    expect((await h.call('GET', 'sites', { cookie: 'portal-operator=../../x' })).status).toBe(401);
  });

  it('a write without the X-Portal-Operator header, or from another Origin, or with none, is refused (403 csrf) and nothing is written', async () => {
    const h = await operatorHost();
    const cookie = await h.login();
    const manifest = (await (await h.call('GET', 'sites/demo/manifest', { cookie })).json()) as { authored: Record<string, unknown>; etag: string };
    const before = readFileSync(join(h.dirs.sitesDir, 'demo.json'), 'utf8');
    const put = (headers: Record<string, string>) =>
      h.call('PUT', 'sites/demo/manifest', {
        cookie,
        body: { manifest: { ...manifest.authored, name: { zh: '改' } }, reason: 'csrf' },
        headers: { 'If-Match': manifest.etag, ...headers },
      });
    const refused: Array<Record<string, string>> = [
      { 'X-Portal-Operator': '' },
      { 'X-Portal-Operator': '0' },
      { Origin: 'https://evil.example' },
      { Origin: 'http://localhost:8080' },
      { Origin: 'null' },
    ];
    for (const headers of refused) {
      const response = await put(headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(((await response.json()) as { error: string }).error).toBe('csrf');
    }
    const withoutOrigin = await h.app.fetch(
      new Request('http://localhost/_operator/api/sites/demo/manifest', {
        method: 'PUT',
        headers: { Cookie: cookie, 'X-Portal-Operator': '1', 'If-Match': manifest.etag, 'Content-Type': 'application/json' },
        body: JSON.stringify({ manifest: manifest.authored, reason: 'csrf' }),
      }),
    );
    expect(withoutOrigin.status).toBe(403);
    expect(readFileSync(join(h.dirs.sitesDir, 'demo.json'), 'utf8')).toBe(before);
  });

  it('logout ends the session and clears the cookie', async () => {
    const h = await operatorHost();
    const cookie = await h.login();
    expect((await h.call('GET', 'sites', { cookie })).status).toBe(200);
    expect((await h.call('POST', 'logout', { cookie, headers: { 'X-Portal-Operator': '' } })).status).toBe(403);
    const out = await h.call('POST', 'logout', { cookie });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/^portal-operator=;.*Max-Age=0/);
    expect((await h.call('GET', 'sites', { cookie })).status).toBe(401);
  });

  it('a session lasts 8 hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T08:00:00Z'));
    const h = await operatorHost();
    const cookie = await h.login();
    vi.setSystemTime(new Date('2026-03-01T15:59:00Z'));
    expect((await h.call('GET', 'sites', { cookie })).status).toBe(200);
    vi.setSystemTime(new Date('2026-03-01T16:00:01Z'));
    expect((await h.call('GET', 'sites', { cookie })).status).toBe(401);
  });
});

describe('operators limited to some sites', () => {
  it('see only their sites and may not read or write others (403 forbidden-site)', async () => {
    const h = await operatorHost({ operators: [{ name: 'hill-ops', sites: ['hill'] }] });
    const cookie = await h.login('hill-ops');
    const sites = (await (await h.call('GET', 'sites', { cookie })).json()) as Array<{ id: string }>;
    expect(sites.map((s) => s.id)).toEqual(['hill']);
    expect((await h.call('GET', 'sites/hill/manifest', { cookie })).status).toBe(200);
    const read = await h.call('GET', 'sites/demo/manifest', { cookie });
    expect(read.status).toBe(403);
    expect(((await read.json()) as { error: string }).error).toBe('forbidden-site');
    const etag = ((await (await h.call('GET', 'sites/hill/manifest', { cookie })).json()) as { etag: string }).etag;
    const write = await h.call('PUT', 'sites/demo/manifest', { cookie, body: { manifest: { id: 'demo' }, reason: 'x' }, headers: { 'If-Match': etag } });
    expect(write.status).toBe(403);
    expect((await h.call('GET', 'sites/demo/history', { cookie })).status).toBe(403);
    expect((await h.call('POST', 'sites/demo/preview', { cookie, body: { manifest: { id: 'demo' } } })).status).toBe(403);
  });
});

describe('site ids', () => {
  it('a site id with ../ (encoded or not) never reaches the file system: 400 invalid-site-id, or no route at all', async () => {
    const h = await operatorHost();
    // What a traversal would find: a manifest-looking file beside sites/.
    mkdirSync(join(h.dirs.root, 'elsewhere'), { recursive: true });
    writeFileSync(join(h.dirs.root, 'secret.json'), '{"id":"secret","name":{"zh":"OUTSIDE"}}');
    const cookie = await h.login();
    for (const id of ['..%2Fsecret', '..%2F..%2Fsecret', '%2e%2e%2fsecret', '..%5Csecret', 'Demo', 'constructor', '__proto__', 'a'.repeat(65)]) {
      const response = await h.call('GET', `sites/${id}/manifest`, { cookie });
      expect(response.status, id).toBe(400);
      const text = await response.text();
      expect(JSON.parse(text)).toMatchObject({ error: 'invalid-site-id' });
      expect(text).not.toContain('OUTSIDE');
    }
    // Unencoded, the URL itself folds the segment away: the path names no site route.
    const folded = await h.app.fetch(new Request('http://localhost/_operator/api/sites/../secret/manifest', { headers: { Cookie: cookie } }));
    expect(folded.status).toBe(404);
    expect(await folded.text()).not.toContain('OUTSIDE');
    const write = await h.call('PUT', 'sites/..%2Fsecret/manifest', { cookie, body: { manifest: { id: 'x' }, reason: 'x' }, headers: { 'If-Match': '"x"' } });
    expect(write.status).toBe(400);
    expect(readFileSync(join(h.dirs.root, 'secret.json'), 'utf8')).toContain('OUTSIDE');
  });
});
