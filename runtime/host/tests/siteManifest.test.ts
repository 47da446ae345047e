import { rmSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventually, makeHostDirs, minimalManifest, request, startHost, type HostDirs } from './hostFixtures.ts';
import type { LooseJson } from '../../../tests/support/looseJson.ts';

let dirs: HostDirs;
let hosts: Array<{ close(): void }>;
const host = (options: Parameters<typeof startHost>[1] = {}) => {
  const started = startHost(dirs, options);
  hosts.push(started);
  return started;
};
const manifestOf = async (h: ReturnType<typeof host>, hostName?: string) => {
  const response = await request(h, '/_site/manifest.json', hostName ? { hostName } : {});
  return { response, body: (await response.json()) as LooseJson };
};

beforeEach(() => {
  dirs = makeHostDirs();
  hosts = [];
});
afterEach(() => {
  hosts.forEach((h) => h.close());
  dirs.remove();
});

describe('GET /_site/manifest.json', () => {
  it('serves the resolved manifest of the default site with a strong ETag, and 304 when unchanged', async () => {
    dirs.writeSite('demo', minimalManifest('demo'));
    const h = host();
    const { response, body } = await manifestOf(h);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(body.id).toBe('demo');
    expect(body.routes['news/index']).toMatchObject({ app: 'news', widget: 'news', page: 'index' });

    const again = await request(h, '/_site/manifest.json', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    const weakened = await request(h, '/_site/manifest.json', { headers: { 'If-None-Match': `"other", W/${etag}` } });
    expect(weakened.status).toBe(304);
    const stale = await request(h, '/_site/manifest.json', { headers: { 'If-None-Match': '"stale"' } });
    expect(stale.status).toBe(200);
  });

  it('uses SITE (defaultSite) and resolves extends', async () => {
    dirs.writeSite('base', minimalManifest('base', { branding: { colors: { primary: '#0b5394' } } }));
    dirs.writeSite('hill', { id: 'hill', extends: 'base', name: { zh: '山岭大学' }, apps: { news: { title: { zh: '山岭要闻' } } } });
    const h = host({ defaultSite: 'hill' });
    const { response, body } = await manifestOf(h);
    expect(response.status).toBe(200);
    expect(body.id).toBe('hill');
    expect(body.name).toEqual({ zh: '山岭大学' });
    expect(body.apps.news.title).toEqual({ zh: '山岭要闻' });
    expect(body.apps.home.widget).toBe('app-directory'); // from the base
    expect(body.branding.colors.primary).toBe('#0b5394');
  });

  it('offers no URL that names a site', async () => {
    dirs.writeSite('demo', minimalManifest('demo'));
    dirs.writeSite('other', minimalManifest('other', { name: { zh: '别的大学' } }));
    const h = host();
    for (const path of ['/_site/other/manifest.json', '/_site/manifest.json?site=other', '/_site/other.json']) {
      const response = await request(h, path);
      const text = await response.text();
      expect(text).not.toContain('别的大学');
      if (path.includes('?')) expect(JSON.parse(text).id).toBe('demo');
      else expect(response.status).toBe(404);
    }
  });
});

describe('live reload of sites/<id>.json', () => {
  it('serves an edit on the next request, without a restart, with a new ETag', async () => {
    dirs.writeSite('demo', minimalManifest('demo'));
    const h = host();
    const first = await manifestOf(h);
    dirs.writeSite('demo', minimalManifest('demo', { name: { zh: '改名大学' } }));
    // The stat check on each request sees it at once; the watcher would within ~30 ms.
    const second = await manifestOf(h);
    expect(second.body.name).toEqual({ zh: '改名大学' });
    expect(second.response.headers.get('etag')).not.toBe(first.response.headers.get('etag'));
    const revalidated = await request(h, '/_site/manifest.json', { headers: { 'If-None-Match': first.response.headers.get('etag')! } });
    expect(revalidated.status).toBe(200);
  });

  it('re-resolves a site when the manifest it extends changes', async () => {
    dirs.writeSite('base', minimalManifest('base'));
    dirs.writeSite('hill', { id: 'hill', extends: 'base', name: { zh: '山岭大学' } });
    const h = host({ defaultSite: 'hill' });
    expect((await manifestOf(h)).body.apps.news).toBeDefined();
    dirs.writeSite('base', minimalManifest('base', { apps: { home: { widget: 'app-directory', visible: false }, news: { widget: 'news', enabled: false } } }));
    await eventually(async () => (await manifestOf(h)).body.apps.news === undefined);
  });

  it('picks up a change through the watcher alone (logged before any request)', async () => {
    dirs.writeSite('demo', minimalManifest('demo'));
    const h = host();
    dirs.writeSite('demo', minimalManifest('demo', { name: { zh: '监视大学' } }));
    await eventually(() => h.logs.some((line) => line.includes('site "demo": manifest reloaded')));
    expect((await manifestOf(h)).body.name).toEqual({ zh: '监视大学' });
  });

  it('keeps the last good manifest when an edit has a syntax error, and logs where', async () => {
    dirs.writeSite('demo', minimalManifest('demo'));
    const h = host();
    const good = await manifestOf(h);
    dirs.writeSite('demo', '{ "id": "demo", "name": { "zh": "坏" } ');
    const after = await manifestOf(h);
    expect(after.response.status).toBe(200);
    expect(after.body).toEqual(good.body);
    expect(after.response.headers.get('etag')).toBe(good.response.headers.get('etag'));
    expect(h.sites.get('demo').problems).toMatchObject([{ code: 'json-syntax', file: 'sites/demo.json' }]);
    const log = h.logs.join('\n');
    expect(log).toContain('site "demo": the changed manifest is invalid; still serving the last good version');
    expect(log).toMatch(/sites\/demo\.json \/: not valid JSON: .* \[json-syntax\]/);
  });

  it('keeps the last good manifest on an unknown widget, logs the problem once, and recovers', async () => {
    dirs.writeSite('demo', minimalManifest('demo'));
    const h = host();
    const good = await manifestOf(h);
    dirs.writeSite('demo', minimalManifest('demo', { apps: { home: { widget: 'app-directory', visible: false }, news: { widget: 'nwes' } } }));
    await eventually(() => h.logs.some((line) => line.includes('unknown widget "nwes"')));
    for (let i = 0; i < 3; i++) expect((await manifestOf(h)).body).toEqual(good.body);
    const mentions = h.logs.filter((line) => line.includes('unknown widget "nwes"'));
    expect(mentions).toHaveLength(1);
    expect(mentions[0]).toContain('sites/demo.json /apps/news/widget: unknown widget "nwes" — did you mean "news"? [unknown-widget]');

    dirs.writeSite('demo', minimalManifest('demo', { name: { zh: '修好了' } }));
    await eventually(async () => (await manifestOf(h)).body.name.zh === '修好了');
    expect(h.sites.get('demo').problems).toEqual([]);
  });

  it('serves a manifest that has only warnings, logs them once and keeps them on the entry', async () => {
    dirs.writeSite(
      'demo',
      minimalManifest('demo', {
        apps: { home: { widget: 'app-directory', visible: false }, news: { widget: 'news', enabled: false } },
        routes: { 'tjuNews/index': { app: 'news', page: 'index' } },
        home: 'home/homepage',
      }),
    );
    const h = host();
    for (let i = 0; i < 2; i++) {
      const { response, body } = await manifestOf(h);
      expect(response.status).toBe(200);
      expect(body.routes['tjuNews/index']).toBeUndefined(); // the route to the off app leads nowhere, as before
    }
    expect(h.sites.get('demo').problems.map((p) => [p.code, p.path])).toEqual([['off-app-referenced', '/routes/tjuNews~1index/app']]);
    expect(h.logs.filter((line) => line.includes('served, with 1 warning(s)'))).toEqual(['site "demo": served, with 1 warning(s):']);
    expect(h.logs.join('\n')).toContain(
      'sites/demo.json /routes/tjuNews~1index/app: warning: route "tjuNews/index" opens app "news", which is switched off ("enabled": false): visitors who follow it see "page not found" [off-app-referenced]',
    );
  });

  it('keeps serving through a moment where the file is gone (editors that save by rename)', async () => {
    dirs.writeSite('demo', minimalManifest('demo'));
    const h = host();
    const good = await manifestOf(h);
    rmSync(`${dirs.sitesDir}/demo.json`);
    const during = await manifestOf(h);
    expect(during.response.status).toBe(200);
    expect(during.body).toEqual(good.body);
    expect(h.sites.get('demo').problems).toMatchObject([{ code: 'file-missing' }]);
  });
});

describe('a site with no valid manifest at start', () => {
  const cases: Array<[string, (d: HostDirs) => void, string]> = [
    ['a syntax error', (d) => d.writeSite('demo', '{"id": "demo",,}'), 'json-syntax'],
    ['a schema violation', (d) => d.writeSite('demo', minimalManifest('demo', { colour: 'red' })), 'schema'],
    [
      'an unknown widget',
      (d) => d.writeSite('demo', minimalManifest('demo', { apps: { home: { widget: 'app-directory' }, news: { widget: 'nwes' } } })),
      'unknown-widget',
    ],
    [
      'an extends cycle',
      (d) => {
        d.writeSite('demo', { ...minimalManifest('demo'), extends: 'loop' });
        d.writeSite('loop', { id: 'loop', extends: 'demo' });
      },
      'extends-cycle',
    ],
    ['no file at all', () => undefined, 'file-missing'],
  ];
  for (const [name, arrange, code] of cases) {
    it(`${name}: the host starts, logs it, and answers 503 with the problems`, async () => {
      arrange(dirs);
      const h = host();
      expect(h.logs.join('\n')).toContain(`[${code}]`);
      expect(h.logs[0]).toContain('site "demo": no valid manifest; the portal shows an error page');
      const { response, body } = await manifestOf(h);
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('etag')).toBeNull();
      expect(body).toMatchObject({ error: 'invalid-manifest', siteId: 'demo' });
      expect(body.problems.map((p: { code: string }) => p.code)).toContain(code);
      // The page itself still loads, so the browser can show the error screen.
      expect((await request(h, '/', { headers: { accept: 'text/html' } })).status).toBe(200);
    });
  }

  it('serves the site once a valid version is written', async () => {
    dirs.writeSite('demo', '{');
    const h = host();
    expect((await manifestOf(h)).response.status).toBe(503);
    dirs.writeSite('demo', minimalManifest('demo'));
    await eventually(async () => (await request(h, '/_site/manifest.json')).status === 200);
  });
});

describe('host-name map', () => {
  beforeEach(() => {
    dirs.writeSite('demo', minimalManifest('demo', { name: { zh: '演示大学' } }));
    dirs.writeSite('hill-university', minimalManifest('hill-university', { name: { zh: '山岭大学' } }));
    dirs.writeSite('lake-college', minimalManifest('lake-college', { name: { zh: '湖畔学院' } }));
  });
  const sitesByHost = { 'hill.localhost': 'hill-university', 'Lake.Localhost': 'lake-college' };

  it('picks the site of the Host header (lower-cased, port stripped), else the default', async () => {
    const h = host({ sitesByHost });
    expect((await manifestOf(h, 'hill.localhost')).body.id).toBe('hill-university');
    expect((await manifestOf(h, 'lake.localhost:8080')).body.id).toBe('lake-college');
    expect((await manifestOf(h, 'LAKE.localhost')).body.id).toBe('lake-college');
    expect((await manifestOf(h, 'localhost:8080')).body.id).toBe('demo');
    expect((await manifestOf(h, 'unknown.example')).body.id).toBe('demo');
    const viaHeader = await request(h, '/_site/manifest.json', { headers: { host: 'hill.localhost:8080' } });
    expect(((await viaHeader.json()) as { id: string }).id).toBe('hill-university');
  });

  it('never answers with another site: a broken site is its own 503, an edited one its own last good', async () => {
    dirs.writeSite('lake-college', '{ broken');
    const h = host({ sitesByHost });
    const hill = await manifestOf(h, 'hill.localhost');
    const lake = await manifestOf(h, 'lake.localhost');
    expect(lake.response.status).toBe(503);
    expect(lake.body.siteId).toBe('lake-college');
    expect(JSON.stringify(lake.body)).not.toContain('山岭大学');
    expect(JSON.stringify(lake.body)).not.toContain('演示大学');

    dirs.writeSite('hill-university', '{ broken too');
    const hillAfter = await manifestOf(h, 'hill.localhost');
    expect(hillAfter.body).toEqual(hill.body);
    expect((await manifestOf(h, 'lake.localhost')).response.status).toBe(503);
    expect((await manifestOf(h, 'localhost')).body.name).toEqual({ zh: '演示大学' });
  });

  it('treats prototype names as unknown hosts', async () => {
    const h = host({ sitesByHost });
    for (const name of ['constructor', '__proto__', 'tostring', 'hasownproperty']) {
      expect((await manifestOf(h, name)).body.id).toBe('demo');
    }
  });
});
