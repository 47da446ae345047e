/**
 * The operator API against the real host over HTTP: an operator logs in, turns an app off
 * with a reason, the portal serves the change on the next load with no restart, the previous version
 * comes back with one restore; two operators editing from the same ETag cannot overwrite each other;
 * and the bad inputs are refused with nothing written. (Browser steps of the console UI come later.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashOperatorPassword } from '../../runtime/host/operator/operatorPassword.ts';
import { startPortal, type Portal } from './support/portal.ts';
import type { LooseJson } from '../support/looseJson.ts';

type Json = LooseJson;
const password = 'a long operator password';
let portal: Portal;
let cookie: string;
/** The session of an operator limited to hill-university. */
let hillCookie: string;

/** fetch with the session cookie and, on writes, the CSRF header and this portal's Origin — as the console sends them. */
const call = (method: string, path: string, init: { body?: unknown; raw?: string; headers?: Record<string, string>; session?: string | null } = {}) => {
  const session = init.session === undefined ? cookie : init.session;
  const body = init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  return fetch(`${portal.url}/_operator/api/${path}`, {
    method,
    headers: {
      ...(method === 'GET' ? {} : { 'Content-Type': 'application/json', 'X-Portal-Operator': '1', Origin: portal.url }),
      ...(session ? { Cookie: session } : {}),
      ...init.headers,
    },
    ...(body === undefined ? {} : { body }),
  });
};
const demoFile = () => join(portal.sitesDir, 'demo.json');
const servedManifest = async () => (await fetch(`${portal.url}/_site/manifest.json`)).json() as Promise<Json>;
const currentDemo = async () => (await (await call('GET', 'sites/demo/manifest')).json()) as { authored: Json; etag: string };

beforeAll(async () => {
  portal = await startPortal({
    operators: [
      { name: 'ops-li', passwordHash: await hashOperatorPassword(password), sites: ['*'] },
      { name: 'hill-ops', passwordHash: await hashOperatorPassword(password), sites: ['hill-university'] },
    ],
  });
  const hill = await call('POST', 'login', { body: { name: 'hill-ops', password }, session: null });
  hillCookie = /^(portal-operator=[^;]+)/.exec(hill.headers.get('set-cookie') ?? '')![1]!;
});
afterAll(() => portal?.close());

describe('the operator API over HTTP', () => {
  it('logs in with an HttpOnly, SameSite=Strict cookie', async () => {
    expect(await (await call('GET', 'status', { session: null })).json()).toEqual({ enabled: true });
    const response = await call('POST', 'login', { body: { name: 'ops-li', password }, session: null });
    expect(response.status).toBe(200);
    const setCookie = response.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\/_operator/);
    cookie = /^(portal-operator=[^;]+)/.exec(setCookie)![1]!;
    // No ROLES_FILE: the sandbox's demo users are the roles a preview can be seen as, after anonymous.
    expect(await (await call('GET', 'status')).json()).toEqual({
      enabled: true,
      operator: { name: 'ops-li', sites: ['*'] },
      previewRoles: [
        { id: 'anonymous' },
        { id: 'student', name: '王小明' },
        { id: 'teacher', name: '李老师' },
        { id: 'staff', name: '张老师' },
        { id: 'visitor', name: '访客用户' },
        { id: 'admin', name: '系统管理员' },
        { id: 'instructor', name: '陈老师' },
        { id: 'leader', name: '刘书记' },
        { id: 'manager', name: '周老师' },
      ],
    });
  });

  it('turns tjuNews off with a reason: the portal serves it on the next load, with no restart; a restore brings it back', async () => {
    expect(Object.keys((await servedManifest()).apps)).toContain('tjuNews');
    const original = readFileSync(demoFile());
    const before = await currentDemo();
    const edited = structuredClone(before.authored);
    edited.apps.tjuNews.enabled = false;

    const saved = await call('PUT', 'sites/demo/manifest', {
      body: { manifest: edited, reason: 'campus news paused for the holidays' },
      headers: { 'If-Match': before.etag },
    });
    expect(saved.status).toBe(200);
    const { etag, version } = (await saved.json()) as { etag: string; version: number };
    expect(version).toBe(1);
    expect(etag).not.toBe(before.etag);
    const served = await servedManifest();
    expect(Object.keys(served.apps)).not.toContain('tjuNews');
    expect(served.routes['tjuNews/index']).toBeUndefined();

    const history = (await (await call('GET', 'sites/demo/history')).json()) as Json[];
    expect(history.map((e) => [e.version, e.author, e.reason])).toEqual([
      [1, 'ops-li', 'campus news paused for the holidays'],
      [0, '-', 'initial'],
    ]);
    expect(await (await call('GET', 'sites/demo/diff?from=0&to=1')).json()).toEqual({ changes: [{ path: '/apps/tjuNews/enabled', after: false }] });

    const restored = await call('POST', 'sites/demo/restore', { body: { version: 0, reason: 'holidays over' }, headers: { 'If-Match': etag } });
    expect(restored.status).toBe(200);
    expect(((await restored.json()) as Json).etag).toBe(before.etag);
    expect(readFileSync(demoFile()).equals(original)).toBe(true);
    expect(Object.keys((await servedManifest()).apps)).toContain('tjuNews');

    const audit = readFileSync(join(portal.operatorDataDir, 'audit.log'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Json);
    expect(audit.filter((l) => l.event === 'save' || l.event === 'restore').map((l) => [l.event, l.operator, l.site, l.reason])).toEqual([
      ['save', 'ops-li', 'demo', 'campus news paused for the holidays'],
      ['restore', 'ops-li', 'demo', 'holidays over'],
    ]);
  });

  it('of two concurrent edits from the same ETag, the second gets 412 and its body is not written', async () => {
    const before = await currentDemo();
    const first = structuredClone(before.authored);
    first.name.en = 'First Edit University';
    const second = structuredClone(before.authored);
    second.name.en = 'Second Edit University';
    const [a, b] = await Promise.all([
      call('PUT', 'sites/demo/manifest', { body: { manifest: first, reason: 'first' }, headers: { 'If-Match': before.etag } }),
      call('PUT', 'sites/demo/manifest', { body: { manifest: second, reason: 'second' }, headers: { 'If-Match': before.etag } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 412]);
    const [winner, loser] = a.status === 200 ? [first, 'Second Edit University'] : [second, 'First Edit University'];
    const onDisk = readFileSync(demoFile(), 'utf8');
    expect(JSON.parse(onDisk)).toEqual(winner);
    expect(onDisk).not.toContain(loser);
    expect((await servedManifest()).name.en).toBe(winner.name.en);
  });

  it('previews a draft as a role without saving it', async () => {
    const before = await currentDemo();
    const draft = structuredClone(before.authored);
    draft.apps.tjuNotice.enabled = false;
    const response = await call('POST', 'sites/demo/preview', { body: { manifest: draft, role: 'visitor' } });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    const token = new URL(url, portal.url).searchParams.get('_preview')!;
    const preview = (await (await call('GET', `preview/${token}`, { session: null })).json()) as Json;
    expect(preview.user.name).toBe('访客用户');
    expect(Object.keys(preview.manifest.apps)).not.toContain('tjuNotice');
    expect(Object.keys((await servedManifest()).apps)).toContain('tjuNotice');
  });
});

describe('bad inputs are refused and nothing is written', () => {
  it.each([
    ['no session', () => call('GET', 'sites', { session: null }), 401, 'login-required'],
    [
      'no CSRF header',
      async () =>
        call('PUT', 'sites/demo/manifest', {
          body: { manifest: (await currentDemo()).authored, reason: 'x' },
          headers: { 'X-Portal-Operator': '', 'If-Match': (await currentDemo()).etag },
        }),
      403,
      'csrf',
    ],
    [
      'another Origin',
      async () =>
        call('PUT', 'sites/demo/manifest', {
          body: { manifest: (await currentDemo()).authored, reason: 'x' },
          headers: { Origin: 'https://evil.example', 'If-Match': (await currentDemo()).etag },
        }),
      403,
      'csrf',
    ],
    [
      'no If-Match',
      async () => call('PUT', 'sites/demo/manifest', { body: { manifest: (await currentDemo()).authored, reason: 'x' } }),
      428,
      'if-match-required',
    ],
    [
      'a stale ETag',
      async () => call('PUT', 'sites/demo/manifest', { body: { manifest: (await currentDemo()).authored, reason: 'x' }, headers: { 'If-Match': '"stale"' } }),
      412,
      'stale',
    ],
    [
      'a 10 MB body',
      async () =>
        call('PUT', 'sites/demo/manifest', {
          raw: JSON.stringify({ manifest: { ...(await currentDemo()).authored, pad: 'x'.repeat(10 * 1024 * 1024) }, reason: 'x' }),
          headers: { 'If-Match': (await currentDemo()).etag },
        }),
      413,
      'too-large',
    ],
    [
      'a body nested 10 000 deep',
      async () =>
        call('PUT', 'sites/demo/manifest', {
          raw: `{"reason":"x","manifest":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
          headers: { 'If-Match': (await currentDemo()).etag },
        }),
      400,
      'too-deep',
    ],
    [
      'a __proto__ key',
      async () =>
        call('PUT', 'sites/demo/manifest', {
          raw: `{"reason":"x","manifest":{"__proto__":{"admin":true}}}`,
          headers: { 'If-Match': (await currentDemo()).etag },
        }),
      400,
      'forbidden-key',
    ],
    ['a site id with ../', () => call('GET', 'sites/..%2F..%2Fpackage/manifest'), 400, 'invalid-site-id'],
    ['a site outside the operator’s list', () => call('GET', 'sites/lake-college/manifest', { session: hillCookie }), 403, 'forbidden-site'],
  ])('%s', async (_kind, send, status, error) => {
    const before = readFileSync(demoFile());
    const response = await send();
    expect(response.status).toBe(status);
    expect(((await response.json()) as Json).error).toBe(error);
    expect(readFileSync(demoFile()).equals(before)).toBe(true);
  });

  it('an invalid manifest gets 422 with all its problems, and the portal keeps serving the last good one', async () => {
    const before = await currentDemo();
    const servedBefore = await servedManifest();
    const draft = structuredClone(before.authored);
    draft.apps.news.widget = 'nwes';
    draft.hidden = ['addServise'];
    draft.api = { overrides: { 'news.lst': '/cms/list' } };
    const response = await call('PUT', 'sites/demo/manifest', { body: { manifest: draft, reason: 'broken' }, headers: { 'If-Match': before.etag } });
    expect(response.status).toBe(422);
    const problems = ((await response.json()) as { problems: Json[] }).problems;
    expect(problems.map((p) => [p.code, p.path])).toEqual(
      expect.arrayContaining([
        ['unknown-widget', '/apps/news/widget'],
        ['unknown-app', '/hidden/0'],
        ['unknown-api-key', '/api/overrides/news.lst'],
      ]),
    );
    expect((await currentDemo()).etag).toBe(before.etag);
    expect(await servedManifest()).toEqual(servedBefore);
  });

  it('a wrong password is refused, and the sixth failure is rate-limited', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await call('POST', 'login', { body: { name: 'hill-ops', password: `nope-${i}` }, session: null })).status).toBe(401);
    }
    const limited = await call('POST', 'login', { body: { name: 'hill-ops', password }, session: null });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as Json).retryAfterSeconds).toBeGreaterThan(0);
  });
});
