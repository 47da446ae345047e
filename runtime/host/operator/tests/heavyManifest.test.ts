/**
 * heavy manifests are refused early. A `hidden` list of 130,000 entries (numbers: that
 * is what fits in the 256 KiB body) made validate, save and preview answer 500 (a stack overflow from
 * `push(...problems)`); a 128 KB draft held the event loop for seconds and answered megabytes, one problem
 * per entry. Now the schema caps every list and map, a part over its cap is refused whole before the
 * validator walks its entries, and a list of problems stops at 200 plus one that says how many more.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { diffJson } from '../../../shared/jsonDiff.ts';
import { maxListedProblems, type ManifestProblem } from '../../../shared/manifestProblems.ts';
import { validateAuthored } from '../../manifest/manifestSchemas.ts';
import { resolveManifest } from '../../manifest/resolveManifest.ts';
import { loadWidgetCatalog } from '../../manifest/widgetCatalog.ts';
import { minimalManifest } from '../../tests/hostFixtures.ts';
import { startOperatorHost, type OperatorHost } from './operatorFixtures.ts';

let h: OperatorHost;
let cookie: string;
let etag: string;
beforeEach(async () => {
  h = await startOperatorHost();
  cookie = await h.login();
  etag = ((await (await h.call('GET', 'sites/demo/manifest', { cookie })).json()) as { etag: string }).etag;
});
afterEach(() => {
  h.close();
  h.dirs.remove();
});

/** The demo manifest with `extra` merged in, as a draft body. */
const draft = (extra: Record<string, unknown>) => ({ manifest: minimalManifest('demo', extra) });
/** 130,000 entries: `[0,0,…]` is the longest `hidden` list a 256 KiB body can carry. */
const hugeHidden = () => draft({ hidden: new Array<number>(130_000).fill(0) });

describe('a list far over its cap', () => {
  it('is one problem naming the cap on validate, save and preview — never a 500', async () => {
    const body = hugeHidden();
    expect(JSON.stringify(body).length).toBeLessThan(256 * 1024);
    const capProblem = {
      code: 'schema',
      file: 'sites/demo.json',
      path: '/hidden',
      params: { keyword: 'maxItems', detail: { limit: 1000 }, message: 'at most 1000 items; a longer one is refused whole' },
    };

    const validated = await h.call('POST', 'sites/demo/validate', { cookie, body });
    expect(validated.status).toBe(200);
    const { problems } = (await validated.json()) as { problems: ManifestProblem[] };
    expect(problems).toEqual([capProblem]);

    const before = readFileSync(join(h.dirs.sitesDir, 'demo.json'));
    const saved = await h.call('PUT', 'sites/demo/manifest', { cookie, body: { ...body, reason: 'hide everything' }, headers: { 'If-Match': etag } });
    expect(saved.status).toBe(422);
    expect(await saved.json()).toMatchObject({ error: 'invalid', message: 'The manifest has 1 problem(s); nothing was saved.', problems: [capProblem] });
    expect(readFileSync(join(h.dirs.sitesDir, 'demo.json')).equals(before)).toBe(true);

    const previewed = await h.call('POST', 'sites/demo/preview', { cookie, body });
    expect(previewed.status).toBe(422);
    expect(await previewed.json()).toMatchObject({ error: 'invalid', problems: [capProblem] });
    expect(h.logs.filter((line) => line.includes('failed'))).toEqual([]);
  });

  it('of every kind: maps (apps, labels), lists inside an app’s props, and the key lists of an object', async () => {
    const names = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
    const body = draft({
      apps: {
        home: { widget: 'app-directory', visible: false },
        news: { widget: 'news', props: { channels: names(1001, 'c') } },
      },
      labels: { en: Object.fromEntries(names(2001, 'news:x').map((key) => [key, 'x'])) },
      api: { overrides: Object.fromEntries(names(1001, 'news.x').map((key) => [key, '/x'])) },
    });
    const { problems } = (await (await h.call('POST', 'sites/demo/validate', { cookie, body })).json()) as { problems: ManifestProblem[] };
    expect(problems.map((p) => [p.path, p.code === 'schema' ? p.params.message : p.code])).toEqual([
      ['/apps/news/props/channels', 'at most 1000 items; a longer one is refused whole'],
      ['/labels/en', 'at most 2000 keys; a longer one is refused whole'],
      ['/api/overrides', 'at most 1000 keys; a longer one is refused whole'],
    ]);
  });
});

describe('a 128 KB draft', () => {
  const heavyDrafts = {
    // One wrong entry after another: was a problem (and an ajv error, a prune and a path) per entry.
    'numbers where app keys belong': draft({ hidden: new Array<number>(64_000).fill(0) }),
    // Distinct names: ajv compared every pair for uniqueItems (items behind a $ref have no type to hash).
    'distinct names': draft({ hidden: Array.from({ length: 16_000 }, (_, i) => `h${i.toString(36)}`) }),
    // The same in an app's props, whose lists the widget's schema leaves unbounded.
    'a long list in an app’s props': draft({
      apps: {
        home: { widget: 'app-directory', visible: false },
        news: { widget: 'news', props: { channels: Array.from({ length: 16_000 }, (_, i) => `c${i.toString(36)}`) } },
      },
    }),
  };

  it.each(Object.entries(heavyDrafts))('answers validate with a few hundred bytes (%s)', async (_kind, body) => {
    expect(JSON.stringify(body).length).toBeGreaterThan(100 * 1024);
    const response = await h.call('POST', 'sites/demo/validate', { cookie, body });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text.length).toBeLessThan(1024); // was 8.8 MB for the numbers
    expect((JSON.parse(text) as { problems: ManifestProblem[] }).problems).toHaveLength(1);
  });

  it.each(Object.entries(heavyDrafts))('is refused before the validator walks the long list (%s)', (_kind, body) => {
    // The measure is the validator's work, not the clock: before the fix ajv made an error per entry (64,000).
    const text = JSON.stringify(body.manifest);
    const result = resolveManifest('demo', (id) => (id === 'demo' ? text : undefined), loadWidgetCatalog());
    expect(result.problems).toHaveLength(1);
    expect(validateAuthored.errors ?? []).toEqual([]);
  });
});

describe('many real problems', () => {
  it('lists the first 200 and says how many more, errors counted, in every language', async () => {
    const body = draft({ hidden: Array.from({ length: 450 }, (_, i) => `missing${i}`) });
    const { problems } = (await (await h.call('POST', 'sites/demo/validate', { cookie, body })).json()) as { problems: ManifestProblem[] };
    expect(problems).toHaveLength(maxListedProblems + 1);
    expect(problems.slice(0, 3).map((p) => [p.code, p.path])).toEqual([
      ['unknown-app', '/hidden/0'],
      ['unknown-app', '/hidden/1'],
      ['unknown-app', '/hidden/2'],
    ]);
    expect(problems.at(-1)).toEqual({ code: 'more-problems', file: 'sites/demo.json', path: '', params: { more: 250, errors: 250 } });

    const saved = await h.call('PUT', 'sites/demo/manifest', { cookie, body: { ...body, reason: 'hide' }, headers: { 'If-Match': etag } });
    expect(saved.status).toBe(422);
    const refusal = (await saved.json()) as { message: string; problems: ManifestProblem[] };
    expect(refusal.message).toBe('The manifest has 450 problem(s); nothing was saved.');
    expect(refusal.problems).toHaveLength(maxListedProblems + 1);
  });

  it('diffs a 200,000-entry list without overflowing the call stack', () => {
    const changes = diffJson({ list: [] }, { list: new Array<number>(200_000).fill(1) });
    expect(changes).toHaveLength(200_000);
    expect(changes[0]).toEqual({ path: '/list/0', after: 1 });
    expect(changes.at(-1)).toEqual({ path: '/list/199999', after: 1 });
  });
});
