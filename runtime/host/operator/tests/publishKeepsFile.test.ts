/**
 * publishing keeps the file as the school wrote it. The console's draft (its own edit
 * logic, runtime/app/operator/draft.ts) is published through the operator API, and the file on disk
 * differs from what the school wrote only in the lines of the changed field: key order, one-line
 * objects, long lists and values inherited through `extends` stay as they were.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validateFiles } from '../../manifest/validateFiles.ts';
import { applyEdits, type Edit, type Json } from '../../../app/operator/draft.ts';
import type { SiteManifest } from '../../../shared/generated/siteManifest.ts';
import { startOperatorHost, type OperatorHost } from './operatorFixtures.ts';

/** A second school in the style the issue met: 56 lines, its own key order, short objects on one line, extending demo. */
const riverCollege = readFileSync(join(import.meta.dirname, 'fixtures', 'river-college.json'), 'utf8');

// Each save checks the draft against the whole demo and every widget, as `npm run validate` does: seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

let h: OperatorHost;
let cookie: string;
beforeEach(async () => {
  h = await startOperatorHost();
  h.dirs.writeSite('demo', readFileSync('sites/demo.json', 'utf8'));
  h.dirs.writeSite('lake-college', readFileSync('sites/lake-college.json', 'utf8'));
  h.dirs.writeSite('river-college', riverCollege);
  cookie = await h.login();
});
afterEach(() => {
  h.close();
  h.dirs.remove();
});

const fileOf = (siteId: string) => readFileSync(join(h.dirs.sitesDir, `${siteId}.json`), 'utf8');

/** Makes the edits as the console does (effective values, only differences written) and publishes the draft. */
async function publish(siteId: string, edits: Edit[]) {
  const read = (await (await h.call('GET', `sites/${siteId}/manifest`, { cookie })).json()) as { authored: SiteManifest; base: Json | null; etag: string };
  const manifest = applyEdits(read.authored, read.base, edits);
  const response = await h.call('PUT', `sites/${siteId}/manifest`, {
    cookie,
    body: { manifest, reason: 'keeps the file' },
    headers: { 'If-Match': read.etag },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return manifest;
}

/** The lines that differ between two texts: what is left after their common first and last lines. */
function changedLines(before: string, after: string) {
  const a = before.split('\n');
  const b = after.split('\n');
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  return { at: head + 1, removed: a.slice(head, a.length - tail), added: b.slice(head, b.length - tail) };
}

const validates = (siteId: string) => {
  const [report] = validateFiles([join(h.dirs.sitesDir, `${siteId}.json`)], h.dirs.sitesDir);
  expect(report!.problems).toEqual([]);
};

describe('publish writes only the changed lines', () => {
  it('switching one app off changes that app’s line of a compact 56-line manifest, nothing else', async () => {
    expect(riverCollege.split('\n')).toHaveLength(57); // 56 lines and the newline ending the last
    const manifest = await publish('river-college', [{ path: ['apps', 'tjuOfficial', 'enabled'], value: false }]);
    expect(changedLines(riverCollege, fileOf('river-college'))).toEqual({
      at: 24,
      removed: ['    "tjuOfficial": { "visible": false, "order": 3 },'],
      added: ['    "tjuOfficial": { "visible": false, "order": 3, "enabled": false },'],
    });
    expect(JSON.parse(fileOf('river-college'))).toEqual(manifest);
    validates('river-college');
  });

  it('switching an app back to what it inherits removes its line; switching another off adds one line to its entry', async () => {
    await publish('river-college', [
      { path: ['apps', 'material', 'enabled'], value: true }, // back to what demo says: the line goes
      { path: ['apps', 'guide', 'enabled'], value: false },
    ]);
    const lines = fileOf('river-college').split('\n');
    expect(lines.filter((line) => !riverCollege.split('\n').includes(line))).toEqual(['      "order": 5,', '      "enabled": false']);
    expect(riverCollege.split('\n').filter((line) => !lines.includes(line))).toEqual(['    "material": { "enabled": false },', '      "order": 5']);
    expect(lines).toHaveLength(riverCollege.split('\n').length); // nothing of demo's guide (widget, icon, login…) is copied in
    validates('river-college');
  });

  it('an app only the base has is added after the school’s own apps, in their layout; the base’s values are not copied', async () => {
    const lake = readFileSync('sites/lake-college.json', 'utf8');
    await publish('lake-college', [{ path: ['apps', 'news', 'visible'], value: false }]);
    expect(changedLines(lake, fileOf('lake-college'))).toMatchObject({
      removed: [],
      added: ['    },', '    "news": {', '      "visible": false'],
    });
    validates('lake-college');
    // Where the school writes its apps on one line each, the new one is written so too.
    await publish('river-college', [{ path: ['apps', 'commonFile', 'visible'], value: false }]);
    expect(changedLines(riverCollege, fileOf('river-college'))).toEqual({
      at: 32,
      removed: ['    "photowall": { "order": 30 }'],
      added: ['    "photowall": { "order": 30 },', '    "commonFile": { "visible": false }'],
    });
    validates('river-college');
  });

  it('one language of a one-line title, one entry of a long list and a colour each change their own line', async () => {
    const exempt = (JSON.parse(riverCollege) as SiteManifest).narrowDesktop!.exempt!;
    await publish('river-college', [
      { path: ['branding', 'title', 'en'], value: 'Riverside College Services' },
      { path: ['narrowDesktop', 'exempt'], value: exempt.filter((module) => module !== 'officeTel') },
      { path: ['branding', 'colors', 'primary'], value: '#0b5394' },
    ]);
    const before = riverCollege.split('\n');
    const after = fileOf('river-college').split('\n');
    expect(after).toHaveLength(before.length - 1);
    expect(before.filter((line) => !after.includes(line))).toEqual([
      '    "title": { "zh": "江滨学院服务大厅", "en": "Riverside Services", "tw": "江濱學院服務大廳" },',
      '    "colors": { "primary": "#0e6f8f", "onPrimary": "#ffffff" },',
      '      "officeTel",',
    ]);
    expect(after.filter((line) => !before.includes(line))).toEqual([
      '    "title": { "zh": "江滨学院服务大厅", "en": "Riverside College Services", "tw": "江濱學院服務大廳" },',
      '    "colors": { "primary": "#0b5394", "onPrimary": "#ffffff" },',
    ]);
    validates('river-college');
  });

  it('a file that is not JSON is written whole from the draft', async () => {
    const read = (await (await h.call('GET', 'sites/hill/manifest', { cookie })).json()) as { authored: Json; etag: string };
    h.dirs.writeSite('hill', '{ "id": "hill", "extends": "demo", "name": { "zh": "山岭大学" }, }');
    const stale = (await (await h.call('GET', 'sites/hill/manifest', { cookie })).json()) as { authored: null; etag: string };
    expect(stale.authored).toBeNull();
    const manifest = { ...read.authored, name: { zh: '山岭大学', en: 'Hill University' } };
    const response = await h.call('PUT', 'sites/hill/manifest', { cookie, body: { manifest, reason: 'fix the file' }, headers: { 'If-Match': stale.etag } });
    expect(response.status).toBe(200);
    expect(fileOf('hill')).toBe(`${JSON.stringify(manifest, null, 2)}\n`);
  });
});
