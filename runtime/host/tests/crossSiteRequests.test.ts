/**
 * another site's page cannot use a logged-in visitor's cookies on the API. The attacker
 * is a page on the same host and another port (`same-site`, so `SameSite=Lax` cookies go along), the
 * victim a logged-in staff member. Every state-changing route the sandbox has is walked through the real
 * host in front of the real sandbox; none reaches the backend from the attacker's page, all do from the
 * portal's own pages. Then the attacks end to end: QR-login account takeover, publishing a
 * notice by a plain form, logging the visitor out, login CSRF; and a walk of every GET route that checks
 * the database holds the same after it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../../sandbox/sandboxApp.ts';
import { cookieHeaderFrom } from '../../../sandbox/tests/sessionCookies.ts';
import { crossSiteRefusal, crossSiteRefused } from '../crossSiteRequests.ts';
import type { Host } from '../createHost.ts';
import { makeHostDirs, minimalManifest, startHost, type HostDirs } from './hostFixtures.ts';

const portal = 'http://127.0.0.1:8080';
/** Same host, another port: the same site as the portal, another origin. */
const attacker = 'http://127.0.0.1:9999';

// At module level: the walk's list of routes (`it.each`) is read from it while the tests are collected.
const sandbox: Sandbox = createSandbox({ dbFile: ':memory:' });
let dirs: HostDirs;
let host: Host & { logs: string[] };
/** Requests that reached the sandbox, as `METHOD /path`. */
const reached: string[] = [];

beforeAll(() => {
  dirs = makeHostDirs();
  dirs.writeSite('demo', minimalManifest('demo'));
  host = startHost(dirs, {
    api: (request) => {
      reached.push(`${request.method} ${new URL(request.url).pathname}`);
      return sandbox.app.fetch(request);
    },
  });
});
afterAll(() => {
  host.close();
  sandbox.close();
  dirs.remove();
});

const send = (path: string, init: RequestInit) => Promise.resolve(host.app.fetch(new Request(`${portal}${path}`, init)));

/** What a browser sends for a plain `<form method=post>` on `origin`, with the visitor's cookie. */
const formPost = (origin: string, cookie: string, fields: Record<string, string> = {}, fetchSite = origin === portal ? 'same-origin' : 'same-site') => ({
  method: 'POST',
  headers: { Origin: origin, 'Sec-Fetch-Site': fetchSite, 'Sec-Fetch-Mode': 'navigate', 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
  body: new URLSearchParams(fields),
});

/** What the portal's request client sends (spec §7). */
const portalCall = (cookie: string, fields: Record<string, string> = {}) => ({
  method: 'POST',
  headers: {
    Origin: portal,
    'Sec-Fetch-Site': 'same-origin',
    'Sec-Fetch-Mode': 'cors',
    'X-Requested-With': 'XMLHttpRequest',
    'Content-Type': 'application/x-www-form-urlencoded',
    Cookie: cookie,
  },
  body: new URLSearchParams(fields),
});

async function logIn(username: string): Promise<string> {
  const response = await send('/api/uc/login', portalCall('', { username, password: 'demo', redirect_url: '/' }));
  expect(response.status).toBe(302); // the login form's answer: back to the portal, with the session cookies
  return cookieHeaderFrom(response);
}

/** Every route of the sandbox that is not a GET, path parameters filled in: the walk's list, derived, never kept by hand. */
function stateChangingRoutes(): string[] {
  const seen = new Set<string>();
  for (const route of sandbox.app.routes) {
    if (route.method === 'GET' || route.method === 'ALL') continue; // ALL: middleware (`use`), not an endpoint
    seen.add(`${route.method} ${route.path.replace(/:([A-Za-z]+)/g, '1')}`);
  }
  return [...seen].sort();
}

describe('crossSiteRefusal: which requests a browser could have been made to send by another page', () => {
  const request = (method: string, headers: Record<string, string>) => new Request(`${portal}/api/x`, { method, headers });
  it.each([
    ['a POST from the portal itself', 'POST', { Origin: portal }, undefined],
    ['a POST from another port of the same host', 'POST', { Origin: attacker }, 'a POST from the origin "http://127.0.0.1:9999"'],
    ['a POST from a sibling subdomain', 'POST', { Origin: 'http://evil.127.0.0.1.nip.io:8080' }, 'a POST from the origin "http://evil.127.0.0.1.nip.io:8080"'],
    ['a POST from the same host name over https', 'POST', { Origin: 'https://127.0.0.1:8080' }, 'a POST from the origin "https://127.0.0.1:8080"'],
    ['a POST with Origin: null (sandboxed frame, data: URL)', 'POST', { Origin: 'null' }, 'a POST from the origin "null"'],
    [
      'a POST without Origin from a same-site page',
      'POST',
      { 'Sec-Fetch-Site': 'same-site', 'X-Requested-With': 'XMLHttpRequest' },
      'a same-site POST without Origin',
    ],
    ['a POST without Origin or X-Requested-With (an old browser’s form)', 'POST', {}, 'a POST without Origin or X-Requested-With'],
    ['a POST without Origin from a program sending X-Requested-With', 'POST', { 'X-Requested-With': 'XMLHttpRequest' }, undefined],
    ['a DELETE from another origin', 'DELETE', { Origin: attacker }, 'a DELETE from the origin "http://127.0.0.1:9999"'],
    ['an <img> GET from another port', 'GET', { 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Mode': 'no-cors' }, 'a same-site GET that is not a navigation'],
    ['a cross-site fetch GET', 'GET', { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'cors' }, 'a cross-site GET that is not a navigation'],
    ['a link from another site to a page (navigation)', 'GET', { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' }, undefined],
    ['a GET from the portal itself', 'GET', { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'cors' }, undefined],
    ['a GET from a browser that sends no Sec-Fetch headers', 'GET', {}, undefined],
  ] as const)('%s', (_name, method, headers, refusal) => {
    expect(crossSiteRefusal(request(method, headers), portal)).toBe(refusal);
  });
});

describe('every state-changing route, walked through the host', () => {
  let staff: string;
  beforeAll(async () => {
    staff = await logIn('staff');
  });

  it('the walk covers the routes the issue names', () => {
    const routes = stateChangingRoutes();
    for (const named of [
      'POST /api/announcement/publish',
      'POST /api/topic/post',
      'POST /api/message/dnd/save',
      'POST /api/qrlogin/confirm',
      'POST /api/uc/logout',
      'POST /api/uc/login',
    ]) {
      expect(routes).toContain(named);
    }
  });

  it.each(stateChangingRoutes())('%s from a page on another port of the same host: 403, the backend never sees it', async (route) => {
    const [method, path] = route.split(' ') as [string, string];
    for (const init of [
      { ...formPost(attacker, staff), method },
      // The same page's fetch with the custom header: the browser sends Origin, which gives it away.
      { ...portalCall(staff), method, headers: { ...portalCall(staff).headers, Origin: attacker, 'Sec-Fetch-Site': 'same-site' } },
      // A browser that hides Origin (privacy setting) but says where the request came from.
      { method, headers: { 'Sec-Fetch-Site': 'same-site', Cookie: staff, 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams() },
    ]) {
      const before = reached.length;
      const response = await send(path, init);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(crossSiteRefused);
      expect(reached.slice(before)).toEqual([]);
    }
  });

  it.each(stateChangingRoutes())('%s from the portal’s own page reaches the backend (the walk above is not vacuous)', async (route) => {
    const [method, path] = route.split(' ') as [string, string];
    const before = reached.length;
    // As a visitor with no session: nothing the walk does changes another test's state.
    const response = await send(path, { ...portalCall(''), method });
    expect(reached.slice(before)).toEqual([`${method} ${path}`]);
    expect(response.status).not.toBe(403);
  });
});

describe('the attacks of the issue, end to end', () => {
  it('QR-login takeover: the victim’s browser cannot be made to scan and confirm the attacker’s QR code, so its session is never handed out', async () => {
    const victim = await logIn('staff');
    // The attacker's own program asks for a QR login: a legitimate call from a client that is no browser.
    const created = await send('/api/qrlogin/create', { method: 'POST', headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    const { token, secret } = ((await created.json()) as { d: { token: string; secret: string } }).d;

    for (const step of ['/api/qrlogin/info', '/api/qrlogin/confirm']) {
      const response = await send(step, formPost(attacker, victim, { token }));
      expect(response.status).toBe(403);
    }
    const status = await send('/api/qrlogin/status', {
      method: 'POST',
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      body: new URLSearchParams({ token, secret }),
    });
    expect(((await status.json()) as { d: { status: string } }).d.status).toBe('pending');
    expect(status.headers.getSetCookie()).toEqual([]);
  });

  it('the same QR login confirmed from the portal’s own page does log the desktop in (the defence does not break QR login)', async () => {
    const phone = await logIn('staff');
    const created = await send('/api/qrlogin/create', { method: 'POST', headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    const { token, secret } = ((await created.json()) as { d: { token: string; secret: string } }).d;
    for (const step of ['/api/qrlogin/info', '/api/qrlogin/confirm']) expect((await send(step, portalCall(phone, { token }))).status).toBe(200);
    const status = await send('/api/qrlogin/status', {
      method: 'POST',
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      body: new URLSearchParams({ token, secret }),
    });
    expect(((await status.json()) as { d: { status: string } }).d.status).toBe('confirmed');
  });

  it('a plain form on another port cannot publish a notice to every student as the logged-in staff member', async () => {
    const staff = await logIn('staff');
    const count = () => (sandbox.db.prepare('SELECT COUNT(*) AS n FROM notices').get() as { n: number }).n;
    const before = count();
    const response = await send('/api/announcement/publish', formPost(attacker, staff, { title: '紧急通知', content: '请点击链接', audience: 'all' }));
    expect(response.status).toBe(403);
    expect(count()).toBe(before);
  });

  it('another page cannot log the visitor out: logout is a POST, and an <img> GET is refused by the host', async () => {
    const student = await logIn('student');
    const img = await send('/api/uc/logout', {
      headers: { Cookie: student, 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'image' },
    });
    expect(img.status).toBe(403);
    const form = await send('/api/uc/logout', formPost(attacker, student));
    expect(form.status).toBe(403);
    const name = await send('/api/uc/user/name', { headers: { Cookie: student } });
    expect(((await name.json()) as { e: number }).e).toBe(0);
  });

  it('login CSRF: a form on another port cannot log the browser into an account of the attacker’s choosing', async () => {
    const response = await send('/api/uc/login', formPost(attacker, '', { username: 'visitor', password: 'demo' }));
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('links from other sites into the login page still open it (a navigation is no attack)', async () => {
    const response = await send('/api/uc/login?redirect_url=%2F', {
      headers: { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    // Under no-referrer Chromium would post the page's form with Origin: null, which the check refuses.
    expect(response.headers.get('referrer-policy')).not.toBe('no-referrer');
  });
});

describe('no GET changes state, so no page can change it by loading a URL', () => {
  /** Every table's rows, the `views` column left out: a detail page counting its readers is what a read may do. */
  const snapshot = () => {
    const tables = sandbox.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
    return Object.fromEntries(
      tables
        // A fresh slider-captcha challenge per GET is a nonce handed out, not the visitor's state.
        .filter(({ name }) => name !== 'captcha_challenges')
        .map(({ name }) => [
          name,
          JSON.stringify((sandbox.db.prepare(`SELECT * FROM "${name}"`).all() as Record<string, unknown>[]).map(({ views: _views, ...row }) => row)),
        ]),
    );
  };
  /** Rows inserted, updated or deleted on the sandbox's connection so far (SQLite's total_changes()). */
  const writes = () => (sandbox.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
  const getRoutes = () => [...new Set(sandbox.app.routes.filter((route) => route.method === 'GET').map((route) => route.path))].sort();

  // Some 50 routes; every table is read again only after a route that wrote a row (a view count).
  it.each(['student', 'admin'])(
    'every GET route, called as %s with the parameters pages pass, leaves the database as it was',
    { timeout: 60_000 },
    async (username) => {
      const cookie = await logIn(username);
      let before = snapshot();
      for (const path of getRoutes()) {
        const written = writes();
        const response = await send(`${path}?id=1&page=1&token=x&channel=notice`, { headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' } });
        await response.arrayBuffer();
        // No row inserted, updated or deleted: the tables are as they were, without reading them all again.
        if (writes() === written) continue;
        const after = snapshot();
        expect(
          Object.keys(after).filter((table) => after[table] !== before[table]),
          path,
        ).toEqual([]);
        before = after;
      }
    },
  );
});
