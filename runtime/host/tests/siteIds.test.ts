/**
 * Hostile site ids (shared corpus) as SITE or in the host-name map: refused with 400 before any file
 * is touched. Every path the host hands to node:fs is recorded to prove it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isValidSiteId } from '../manifest/siteId.ts';
import { makeHostDirs, minimalManifest, request, startHost, type HostDirs } from './hostFixtures.ts';

const { touched } = vi.hoisted(() => ({ touched: [] as string[] }));

vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs')>();
  const record = <F extends (...args: never[]) => unknown>(fn: F): F =>
    ((...args: Parameters<F>) => {
      touched.push(String(args[0]));
      return fn(...args);
    }) as F;
  const spied = {
    ...actual,
    readFileSync: record(actual.readFileSync),
    statSync: record(actual.statSync),
    existsSync: record(actual.existsSync),
    openSync: record(actual.openSync),
    readdirSync: record(actual.readdirSync),
    watch: record(actual.watch),
  };
  return { ...spied, default: spied };
});
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  const record = <F extends (...args: never[]) => unknown>(fn: F): F =>
    ((...args: Parameters<F>) => {
      touched.push(String(args[0]));
      return fn(...args);
    }) as F;
  const spied = { ...actual, readFile: record(actual.readFile), stat: record(actual.stat), realpath: record(actual.realpath), open: record(actual.open) };
  return { ...spied, default: spied };
});

const corpus = readFileSync('tests/corpus/site-ids.txt', 'utf8')
  .split(/\r?\n/)
  .filter((line) => line !== '');
const marker = 'NOT-THIS-SITE-3b9c';

let dirs: HostDirs;
let closers: Array<() => void>;
beforeEach(() => {
  dirs = makeHostDirs();
  closers = [];
  dirs.writeSite('demo', minimalManifest('demo'));
  // Files a sloppy id check would open: each would serve a foreign manifest carrying the marker.
  const foreign = (id: string) => JSON.stringify(minimalManifest(id, { name: { zh: marker } }));
  writeFileSync(join(dirs.root, 'etc.json'), foreign('etc'));
  writeFileSync(join(dirs.root, 'other.json'), foreign('other'));
  for (const name of ['Demo', 'CON', '__proto__', 'demo.json', '..']) dirs.writeSite(name, foreign(name.toLowerCase()));
});
afterEach(() => {
  closers.forEach((close) => close());
  dirs.remove();
});

/** The files under the temp root the host touched, sites folder itself (watched) excluded. */
const touchedUnderRoot = () => touched.filter((path) => path.startsWith(dirs.root) && path !== dirs.sitesDir);

describe.each(corpus.map((id) => [JSON.stringify(id), id]))('site id %s', (_label, siteId) => {
  if (isValidSiteId(siteId)) {
    // The shared pattern accepts it (e.g. "constructor"): it may only ever name its own file inside sites/.
    it('matches the site id pattern: only sites/<id>.json is looked at, and a missing one is a 503', async () => {
      touched.length = 0;
      const host = startHost(dirs, { defaultSite: siteId });
      closers.push(host.close);
      const response = await request(host, '/_site/manifest.json');
      expect(touchedUnderRoot()).toContain(join(dirs.sitesDir, `${siteId}.json`)); // the recording works
      expect(touchedUnderRoot().every((path) => path === join(dirs.sitesDir, `${siteId}.json`))).toBe(true);
      expect(response.status).toBe(503);
      const body = (await response.json()) as { problems: Array<{ code: string }> };
      expect(body.problems.map((p) => p.code)).toEqual(['file-missing']);
    });
    return;
  }

  it('as SITE: 400 invalid-site-id, logged at start, no file touched', async () => {
    touched.length = 0;
    const host = startHost(dirs, { defaultSite: siteId });
    closers.push(host.close);
    expect(host.logs.join('\n')).toContain('[invalid-site-id]');
    const response = await request(host, '/_site/manifest.json');
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const text = await response.text();
    expect(text).not.toContain(marker);
    const body = JSON.parse(text) as { error: string; problems: Array<{ code: string }> };
    expect(body.error).toBe('invalid-site-id');
    expect(body.problems.map((p) => p.code)).toEqual(['invalid-site-id']);
    expect(touchedUnderRoot()).toEqual([]);
    expect(host.sites.get(siteId).manifest).toBeUndefined();
    expect(touchedUnderRoot()).toEqual([]);
  });

  it('in the host-name map: 400 for that host only, the default site unaffected, no other file touched', async () => {
    touched.length = 0;
    const host = startHost(dirs, { sitesByHost: { 'evil.localhost': siteId } });
    closers.push(host.close);
    const response = await request(host, '/_site/manifest.json', { hostName: 'evil.localhost' });
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain(marker);
    const fallback = await request(host, '/_site/manifest.json', { hostName: 'localhost' });
    expect(((await fallback.json()) as { id: string }).id).toBe('demo');
    expect(touchedUnderRoot()).toContain(join(dirs.sitesDir, 'demo.json')); // the recording works
    expect(touchedUnderRoot().every((path) => path === join(dirs.sitesDir, 'demo.json'))).toBe(true);
  });
});

it('reads the corpus', () => {
  expect(corpus.length).toBeGreaterThan(10);
});
