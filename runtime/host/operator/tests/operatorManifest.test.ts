/**
 * Reading and saving manifests: ETags and If-Match, validation as `npm run validate` does it, body
 * limits, atomic saves that the portal serves on the next load, history, diff, restore and preview.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validateFiles } from '../../manifest/validateFiles.ts';
import { strongEtag } from '../../httpCaching.ts';
import { request } from '../../tests/hostFixtures.ts';
import { password, startOperatorHost, type OperatorHost } from './operatorFixtures.ts';
import type { LooseJson } from '../../../../tests/support/looseJson.ts';

type Json = LooseJson;
let h: OperatorHost;
let cookie: string;
const demoFile = () => join(h.dirs.sitesDir, 'demo.json');
const read = async (path: string) => {
  const response = await h.call('GET', path, { cookie });
  return { response, body: (await response.json()) as Json };
};
const current = async (site = 'demo') =>
  (await read(`sites/${site}/manifest`)).body as { authored: Json; base: Json | null; etag: string; problems: unknown[] };
const put = (manifest: unknown, etag: string | undefined, reason: string | null = 'test change', site = 'demo') =>
  h.call('PUT', `sites/${site}/manifest`, { cookie, body: { manifest, ...(reason === null ? {} : { reason }) }, headers: etag ? { 'If-Match': etag } : {} });
const served = async () => (await request(h, '/_site/manifest.json')).json() as Promise<Json>;

beforeEach(async () => {
  h = await startOperatorHost({
    host: { previewRoles: { student: { name: '王小明', auth: { news: { module: ['index', 'detail'] } } } } },
  });
  cookie = await h.login();
});
afterEach(() => {
  h.close();
  h.dirs.remove();
});

describe('GET sites and a site’s manifest', () => {
  it('lists the sites with name and extends', async () => {
    writeFileSync(join(h.dirs.sitesDir, 'demo.json.0123456789abcdef.tmp'), '{}'); // a leftover temp file is no site
    const { body } = await read('sites');
    expect(body).toEqual([
      { id: 'demo', name: { zh: '测试大学' } },
      { id: 'hill', name: { zh: '山岭大学' }, extends: 'demo' },
    ]);
  });

  it('answers the file as written with the strong ETag of its bytes, and the merged base of what it extends', async () => {
    const { response, body } = await read('sites/hill/manifest');
    const bytes = readFileSync(join(h.dirs.sitesDir, 'hill.json'));
    expect(response.headers.get('etag')).toBe(strongEtag(bytes));
    expect(body.etag).toBe(strongEtag(bytes));
    expect(body.authored).toEqual(JSON.parse(bytes.toString()));
    expect(body.base.id).toBe('demo');
    expect(body.base.apps.news).toMatchObject({ widget: 'news', enabled: true }); // defaults applied
    expect(body.base.extends).toBeUndefined();
    expect(body.problems).toEqual([]);
    expect((await current('demo')).base).toBeNull();
    expect((await read('sites/nowhere/manifest')).response.status).toBe(404);
  });
});

describe('PUT a site’s manifest', () => {
  it('saves atomically, and the portal serves the change on the next load (no restart)', async () => {
    const before = await current();
    expect((await served()).routes['news/index']).toBeDefined();
    const edited = { ...before.authored, apps: { ...before.authored.apps, news: { widget: 'news', enabled: false } } };
    const response = await put(edited, before.etag, 'news  off\nfor the holidays');
    expect(response.status).toBe(200);
    const saved = (await response.json()) as { etag: string; version: number };
    const bytes = readFileSync(demoFile());
    // Written into the file as it was (JSON.stringify's layout, no newline at the end): only the change is new.
    expect(bytes.toString()).toBe(JSON.stringify(edited, null, 2));
    expect(saved).toEqual({ etag: strongEtag(bytes), version: 1 });
    expect(response.headers.get('etag')).toBe(saved.etag);
    expect((await served()).routes['news/index']).toBeUndefined();
    expect((await current()).etag).toBe(saved.etag);
    expect(readdirSync(h.dirs.sitesDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);

    // History: the file as it was (version 0, "initial") and the save, newest first; and an audit line.
    const history = (await read('sites/demo/history')).body as Json[];
    expect(history).toMatchObject([
      { version: 1, etag: saved.etag, author: 'ops', reason: 'news off for the holidays' },
      { version: 0, etag: before.etag, author: '-', reason: 'initial' },
    ]);
    expect(new Date(history[0]!.at).toISOString()).toBe(history[0]!.at);
    // The audit line is appended after the answer: wait for it.
    await vi.waitFor(() => {
      const audit = readFileSync(join(h.dataDir, 'audit.log'), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Json);
      expect(audit.at(-1)).toMatchObject({
        event: 'save',
        operator: 'ops',
        site: 'demo',
        version: 1,
        etag: saved.etag,
        previousEtag: before.etag,
        reason: 'news off for the holidays',
      });
    });
  });

  it('answers 428 without If-Match (or with *), and 412 with the current ETag when it is stale; nothing is written', async () => {
    const before = await current();
    const bytes = readFileSync(demoFile(), 'utf8');
    const edited = { ...before.authored, name: { zh: '新名字' } };
    const missing = await put(edited, undefined);
    expect(missing.status).toBe(428);
    expect(((await missing.json()) as Json).error).toBe('if-match-required');
    expect((await put(edited, '*')).status).toBe(428);
    const stale = await put(edited, '"c3RhbGU"');
    expect(stale.status).toBe(412);
    expect(await stale.json()).toMatchObject({ error: 'stale', etag: before.etag });
    expect((await put(edited, `W/${before.etag}`)).status).toBe(412); // strong comparison
    expect(readFileSync(demoFile(), 'utf8')).toBe(bytes);
    expect((await read('sites/demo/history')).body).toEqual([]);
  });

  it('of two concurrent edits from the same ETag, one wins and the other gets 412 with its body not written', async () => {
    const before = await current();
    const first = { ...before.authored, name: { zh: '第一' } };
    const second = { ...before.authored, name: { zh: '第二' } };
    const [a, b] = await Promise.all([put(first, before.etag, 'first'), put(second, before.etag, 'second')]);
    expect([a.status, b.status].sort()).toEqual([200, 412]);
    const winner = a.status === 200 ? first : second;
    expect(JSON.parse(readFileSync(demoFile(), 'utf8'))).toEqual(winner);
    expect(((await (a.status === 412 ? a : b).json()) as Json).etag).toBe(strongEtag(readFileSync(demoFile())));
    expect((await read('sites/demo/history')).body).toHaveLength(2);
  });

  it('an invalid manifest gets 422 with every problem and its JSON path, and nothing is saved', async () => {
    const before = await current();
    const bytes = readFileSync(demoFile(), 'utf8');
    const draft = {
      ...before.authored,
      home: 'nowhere/index',
      branding: { logo: 'javascript:alert(1)' },
      apps: { ...before.authored.apps, news: { widget: 'nwes' }, extra: { widget: 'news', category: 'nope' } },
      api: { overrides: { 'news.lst': '/x' } },
    };
    const response = await put(draft, before.etag);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: string; problems: Array<{ code: string; path: string; file: string }> };
    expect(body.error).toBe('invalid');
    // the schema problem and every cross-check problem at once (as in npm run validate).
    const problems = body.problems;
    expect(problems.map((p) => [p.code, p.path])).toEqual([
      ['schema', '/branding/logo'],
      ['unknown-widget', '/apps/news/widget'],
      ['unknown-category', '/apps/extra/category'],
      ['unknown-api-key', '/api/overrides/news.lst'],
      ['missing-home', '/home'],
    ]);
    expect(problems.every((p) => p.file === 'sites/demo.json')).toBe(true);
    expect(readFileSync(demoFile(), 'utf8')).toBe(bytes);
    expect((await read('sites/demo/history')).body).toEqual([]);
    expect((await served()).routes['news/index']).toBeDefined();
  });

  it('validates exactly like npm run validate', async () => {
    const before = await current();
    const draft = { ...before.authored, apps: { ...before.authored.apps, news: { widget: 'news', entry: 'indx', props: { nope: 1 } } }, hidden: ['newz'] };
    const answer = (await (await h.call('POST', 'sites/demo/validate', { cookie, body: { manifest: draft } })).json()) as { problems: Json[] };
    // The same draft as a file beside the same sites, through the validator CLI's own function.
    const folder = mkdtempSync(join(tmpdir(), 'portal-validate-'));
    try {
      writeFileSync(join(folder, 'demo.json'), JSON.stringify(draft, null, 2));
      const [report] = validateFiles([join(folder, 'demo.json')], folder);
      expect(answer.problems.length).toBeGreaterThanOrEqual(2);
      expect(answer.problems.map(({ file: _file, ...p }) => p)).toEqual(report!.problems.map(({ file: _file, ...p }) => p));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    expect(await (await h.call('POST', 'sites/demo/validate', { cookie, body: { manifest: before.authored } })).json()).toEqual({ problems: [] });
  });

  it('refuses a change to a base that would break a site extending it', async () => {
    h.dirs.writeSite('hill', { id: 'hill', extends: 'demo', name: { zh: '山岭大学' }, apps: { news: { title: { zh: '山岭要闻' } } } });
    const before = await current();
    const { news: _news, ...apps } = before.authored.apps;
    const response = await put({ ...before.authored, apps }, before.etag);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { problems: Json[] }).problems).toMatchObject([
      { code: 'app-without-widget', file: 'sites/hill.json', path: '/apps/news' },
    ]);
  });

  it('reports duplicate keys in the body as problems, and refuses a manifest with another site’s id', async () => {
    const before = await current();
    const text = JSON.stringify({ manifest: before.authored, reason: 'dup' }).replace('"home":', '"home":"x","home":');
    const response = await h.call('PUT', 'sites/demo/manifest', { cookie, raw: text, headers: { 'If-Match': before.etag } });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { problems: Json[] }).problems).toContainEqual({
      code: 'duplicate-key',
      file: 'sites/demo.json',
      path: '/home',
      params: { key: 'home' },
    });
    const other = await put({ ...before.authored, id: 'hill' }, before.etag);
    expect(((await other.json()) as { problems: Json[] }).problems).toMatchObject([{ code: 'id-mismatch', path: '/id' }]);
  });

  it('needs a one-line reason', async () => {
    const before = await current();
    for (const reason of [null, '', '   ', 'x'.repeat(201)]) {
      const response = await put(before.authored, before.etag, reason);
      expect(response.status).toBe(400);
      expect(((await response.json()) as Json).error).toBe('reason-required');
    }
  });

  it('refuses a 10 MB body (413) before parsing it, declared or streamed', async () => {
    const before = await current();
    const bytes = readFileSync(demoFile(), 'utf8');
    const huge = JSON.stringify({ manifest: { ...before.authored, padding: 'x'.repeat(10 * 1024 * 1024) }, reason: 'big' });
    const declared = await h.call('PUT', 'sites/demo/manifest', {
      cookie,
      raw: huge,
      headers: { 'If-Match': before.etag, 'Content-Length': String(Buffer.byteLength(huge)) },
    });
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as Json).error).toBe('too-large');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const chunk = new TextEncoder().encode(huge.slice(0, 1024 * 1024));
        for (let i = 0; i < 10; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const streamed = await h.app.fetch(
      new Request('http://localhost/_operator/api/sites/demo/manifest', {
        method: 'PUT',
        headers: { Cookie: cookie, 'X-Portal-Operator': '1', Origin: 'http://localhost', 'If-Match': before.etag, 'Content-Type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
    expect(readFileSync(demoFile(), 'utf8')).toBe(bytes);
  });

  it('refuses a body nested 10 000 deep (400 too-deep) without a stack overflow, and a manifest deeper than 32 levels', async () => {
    const before = await current();
    const bytes = readFileSync(demoFile(), 'utf8');
    const deep = `{"reason":"deep","manifest":{"x":${'['.repeat(10_000)}${']'.repeat(10_000)}}}`;
    const response = await h.call('PUT', 'sites/demo/manifest', { cookie, raw: deep, headers: { 'If-Match': before.etag } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Json).error).toBe('too-deep');
    const nest = (levels: number): unknown => (levels <= 1 ? {} : { a: nest(levels - 1) });
    expect((await put({ ...before.authored, props: nest(32) }, before.etag)).status).toBe(400); // 33 levels with the manifest's own
    // Brackets inside strings are text, not nesting.
    const quoted = await put({ ...before.authored, name: { zh: '['.repeat(100) } }, before.etag);
    expect(quoted.status).toBe(200);
    expect(readFileSync(demoFile(), 'utf8')).not.toBe(bytes);
  });

  it.each(['__proto__', 'constructor', 'prototype'])('refuses a body with a "%s" key (400 forbidden-key)', async (key) => {
    const before = await current();
    const text = JSON.stringify({
      manifest: { ...before.authored, apps: { ...before.authored.apps, placeholder: { widget: 'news' } } },
      reason: 'pollute',
    }).replace('"placeholder"', `"${key}"`);
    const response = await h.call('PUT', 'sites/demo/manifest', { cookie, raw: text, headers: { 'If-Match': before.etag } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'forbidden-key', path: `/manifest/apps/${key}` });
    expect(({} as Json).widget).toBeUndefined();
  });

  it('records a hand edit made between two console saves as its own version', async () => {
    const first = await current();
    const saved = (await (await put({ ...first.authored, name: { zh: '一' } }, first.etag, 'one')).json()) as { etag: string };
    h.dirs.writeSite('demo', { ...first.authored, name: { zh: '手改' } });
    const edited = await current();
    expect(edited.etag).not.toBe(saved.etag);
    expect((await put({ ...edited.authored, name: { zh: '二' } }, edited.etag, 'two')).status).toBe(200);
    expect(((await read('sites/demo/history')).body as Json[]).map((e) => [e.version, e.reason])).toEqual([
      [3, 'two'],
      [2, 'changed outside the console'],
      [1, 'one'],
      [0, 'initial'],
    ]);
  });
});

describe('history, diff and restore', () => {
  it('diffs two versions by JSON pointer, and a draft against the current file', async () => {
    const before = await current();
    const edited = {
      ...before.authored,
      name: { zh: '测试大学', en: 'Test University' },
      apps: { ...before.authored.apps, news: { widget: 'news', enabled: false } },
    };
    await put(edited, before.etag, 'names');
    expect((await read('sites/demo/diff?from=0&to=1')).body).toEqual({
      changes: [
        { path: '/name/en', after: 'Test University' },
        { path: '/apps/news/enabled', after: false },
      ],
    });
    expect((await read('sites/demo/diff?from=1&to=0')).body.changes[0]).toEqual({ path: '/name/en', before: 'Test University' });
    const draft = { ...edited, home: 'news/index' };
    const posted = await h.call('POST', 'sites/demo/diff?to=draft', { cookie, body: { manifest: draft } });
    expect(await posted.json()).toEqual({ changes: [{ path: '/home', before: 'home/homepage', after: 'news/index' }] });
    expect((await read('sites/demo/diff?from=0&to=9')).response.status).toBe(404);
    expect((await read('sites/demo/history/0')).body).toEqual({ manifest: before.authored });
    expect((await read('sites/demo/history/7')).response.status).toBe(404);
    expect((await read('sites/demo/history/..%2F..%2Faudit')).response.status).toBe(404);
  });

  it('restores a version with If-Match: its exact bytes come back, as a new version', async () => {
    const original = readFileSync(demoFile());
    const before = await current();
    const saved = (await (
      await put({ ...before.authored, apps: { ...before.authored.apps, news: { widget: 'news', enabled: false } } }, before.etag, 'off')
    ).json()) as { etag: string };
    expect((await served()).routes['news/index']).toBeUndefined();

    expect((await h.call('POST', 'sites/demo/restore', { cookie, body: { version: 0 } })).status).toBe(428);
    expect((await h.call('POST', 'sites/demo/restore', { cookie, body: { version: 0 }, headers: { 'If-Match': before.etag } })).status).toBe(412);
    expect((await h.call('POST', 'sites/demo/restore', { cookie, body: { version: 9 }, headers: { 'If-Match': saved.etag } })).status).toBe(404);
    const restored = await h.call('POST', 'sites/demo/restore', { cookie, body: { version: 0, reason: 'back on' }, headers: { 'If-Match': saved.etag } });
    expect(restored.status).toBe(200);
    expect(await restored.json()).toEqual({ etag: before.etag, version: 2 });
    expect(readFileSync(demoFile()).equals(original)).toBe(true);
    expect((await served()).routes['news/index']).toBeDefined();
    expect(((await read('sites/demo/history')).body as Json[])[0]).toMatchObject({ version: 2, reason: 'back on', restoredFrom: 0, author: 'ops' });
    // One click: the reason may be left out, and the version may come as a string.
    const again = await h.call('POST', 'sites/demo/restore', { cookie, body: { version: '1' }, headers: { 'If-Match': before.etag } });
    expect(await again.json()).toEqual({ etag: saved.etag, version: 3 });
    expect(((await read('sites/demo/history')).body as Json[])[0]).toMatchObject({ reason: 'restore version 1', restoredFrom: 1 });
  });
});

describe('failures inside the host', () => {
  it('answer JSON 500 and are logged, and a save that cannot keep its history leaves the manifest untouched', async () => {
    writeFileSync(join(h.dataDir, 'history'), 'not a folder');
    const response = await h.call('GET', 'sites/demo/history', { cookie });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error: 'internal' });
    expect(h.logs.some((line) => line.startsWith('operator API: GET /_operator/api/sites/demo/history failed'))).toBe(true);
    const before = await current();
    const bytes = readFileSync(demoFile(), 'utf8');
    expect((await put({ ...before.authored, name: { zh: '无史' } }, before.etag)).status).toBe(500);
    expect(readFileSync(demoFile(), 'utf8')).toBe(bytes);
  });
});

describe('preview', () => {
  it('resolves a valid draft under a token that anyone holding it can read for 30 minutes, as the chosen role', async () => {
    const before = await current();
    const draft = { ...before.authored, name: { zh: '预览大学' } };
    const response = await h.call('POST', 'sites/demo/preview', { cookie, body: { manifest: draft, role: 'student' } });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/^\/\?_preview=[A-Za-z0-9_-]{43}$/);
    const token = url.split('=')[1]!;
    const preview = await h.call('GET', `preview/${token}`); // no cookie: the token is the capability
    expect(preview.status).toBe(200);
    const body = (await preview.json()) as Json;
    expect(body.manifest.name).toEqual({ zh: '预览大学' });
    expect(body.manifest.routes['news/index']).toBeDefined(); // resolved, not authored
    expect(body.user).toEqual({ name: '王小明', auth: { news: { module: ['index', 'detail'] } } });
    expect(readFileSync(demoFile(), 'utf8')).not.toContain('预览大学'); // nothing saved

    const anonymous = await h.call('POST', 'sites/demo/preview', { cookie, body: { manifest: draft, role: 'anonymous' } });
    const anonymousToken = ((await anonymous.json()) as { url: string }).url.split('=')[1]!;
    expect(((await (await h.call('GET', `preview/${anonymousToken}`)).json()) as Json).user).toBeUndefined();
    expect((await h.call('GET', 'preview/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await h.call('GET', 'preview/..%2F..')).status).toBe(404);
  });

  it('refuses an invalid draft (422) and an unknown role (400)', async () => {
    const before = await current();
    const invalid = await h.call('POST', 'sites/demo/preview', { cookie, body: { manifest: { ...before.authored, home: 'x/y' }, role: 'student' } });
    expect(invalid.status).toBe(422);
    expect(((await invalid.json()) as { problems: Json[] }).problems).toMatchObject([{ code: 'missing-home' }]);
    const role = await h.call('POST', 'sites/demo/preview', { cookie, body: { manifest: before.authored, role: 'dean' } });
    expect(role.status).toBe(400);
    expect(await role.json()).toMatchObject({ error: 'unknown-role', roles: ['anonymous', 'student'] });
  });

  it("offers exactly the deployment's roles, anonymous first, in login and status — a school's own role included, a missing one refused", async () => {
    const school = await startOperatorHost({
      host: {
        previewRoles: {
          postgraduate: { name: '研究生', auth: { news: { module: ['index'] } } },
          student: { name: '王小明', auth: { news: { module: ['index', 'detail'] } } },
        },
      },
    });
    try {
      // Names only: the permission maps stay on the host.
      const previewRoles = [{ id: 'anonymous' }, { id: 'postgraduate', name: '研究生' }, { id: 'student', name: '王小明' }];
      const login = await school.call('POST', 'login', { body: { name: 'ops', password } });
      expect(await login.json()).toEqual({ operator: { name: 'ops', sites: ['*'] }, previewRoles });
      const session = await school.login();
      expect(await (await school.call('GET', 'status', { cookie: session })).json()).toEqual({
        enabled: true,
        operator: { name: 'ops', sites: ['*'] },
        previewRoles,
      });
      expect(await (await school.call('GET', 'status')).json()).toEqual({ enabled: true }); // not before signing in

      const manifest = ((await (await school.call('GET', 'sites/demo/manifest', { cookie: session })).json()) as { authored: Json }).authored;
      const preview = await school.call('POST', 'sites/demo/preview', { cookie: session, body: { manifest, role: 'postgraduate' } });
      expect(preview.status).toBe(200);
      const token = ((await preview.json()) as { token: string }).token;
      expect(((await (await school.call('GET', `preview/${token}`)).json()) as Json).user).toEqual({ name: '研究生', auth: { news: { module: ['index'] } } });
      const teacher = await school.call('POST', 'sites/demo/preview', { cookie: session, body: { manifest, role: 'teacher' } });
      expect(teacher.status).toBe(400);
      expect(await teacher.json()).toMatchObject({ error: 'unknown-role', roles: ['anonymous', 'postgraduate', 'student'] });
    } finally {
      school.close();
      school.dirs.remove();
    }
  });
});
