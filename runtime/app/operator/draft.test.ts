import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SiteManifest } from '../../shared/generated/siteManifest.ts';
import { diffJson } from '../../shared/jsonDiff.ts';
import { applyEdit, applyEdits, countChanges, effectiveAt, recordEdit, toPointer, type Json } from './draft.ts';
import { schemaDefault } from './schemaDefaults.ts';

const site = (id: string) => JSON.parse(readFileSync(`sites/${id}.json`, 'utf8')) as SiteManifest;
const demo = site('demo');
const hill = site('hill-university');
// What the operator API sends as `base` for hill-university: demo merged, defaults applied (enough of them here).
const hillBase = {
  ...structuredClone(demo),
  apps: { ...structuredClone(demo.apps), tjuNews: { ...demo.apps!.tjuNews, enabled: true, visible: true } },
} as unknown as Json;

describe('schema defaults', () => {
  it('reads what an absent field means from site.schema.json', () => {
    expect(schemaDefault(['apps', 'news', 'enabled'])).toBe(true);
    expect(schemaDefault(['apps', 'news', 'order'])).toBe(100);
    expect(schemaDefault(['hidden'])).toEqual([]);
    expect(schemaDefault(['branding', 'colors', 'primary'])).toBe('#1769e0');
    expect(schemaDefault(['branding', 'logo'])).toBe('/static/default-logo.svg');
    expect(schemaDefault(['narrowDesktop', 'exempt'])).toContain('score');
    expect(schemaDefault(['apps', 'news', 'title'])).toBeUndefined();
    expect(schemaDefault(['nonsense'])).toBeUndefined();
  });
});

describe('applyEdit writes only differences', () => {
  it('never writes through a prototype name, whatever a kept draft says', () => {
    for (const path of [
      ['__proto__', 'polluted'],
      ['apps', 'constructor', 'prototype', 'polluted'],
    ]) {
      expect(applyEdit(demo, null, { path, value: 'yes' })).toBe(demo);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('switching an app off in a site without extends writes enabled: false, and on again removes it', () => {
    const off = applyEdit(demo, null, { path: ['apps', 'tjuNews', 'enabled'], value: false });
    expect(off.apps!.tjuNews!.enabled).toBe(false);
    expect(demo.apps!.tjuNews!.enabled).toBeUndefined(); // the input is not mutated
    const on = applyEdit(off, null, { path: ['apps', 'tjuNews', 'enabled'], value: true });
    expect(on).toEqual(demo);
    expect(countChanges(demo, on)).toBe(0);
  });

  it('in a site that extends another, a value equal to the base is left out, and an app only the base has gets a small entry', () => {
    const off = applyEdit(hill, hillBase, { path: ['apps', 'tjuNews', 'enabled'], value: false });
    expect(off.apps!.tjuNews).toEqual({ enabled: false });
    const back = applyEdit(off, hillBase, { path: ['apps', 'tjuNews', 'enabled'], value: true });
    expect(back.apps!.tjuNews).toBeUndefined();
    expect(back).toEqual(hill);
  });

  it('a title equal to the inherited one is removed from the file; empty objects go too', () => {
    const same = applyEdit(hill, hillBase, { path: ['apps', 'news', 'title'], value: demo.apps!.news!.title });
    // Hill's news entry goes whole (no empty object left); its other apps' entries stay.
    expect(same.apps && Object.hasOwn(same.apps, 'news')).toBeFalsy();
    expect(same.apps).toEqual({ shuttleBus: { visible: false }, vote: { visible: false }, answer: { visible: false }, lottery: { visible: false } });
    const zh = applyEdit(hill, hillBase, { path: ['apps', 'news', 'title', 'zh'], value: '山岭新闻' });
    expect(zh.apps!.news!.title).toEqual({ zh: '山岭新闻', en: 'Hill news', tw: '山嶺要聞' });
  });

  it('an empty required text stays in the draft, for the validator to point at', () => {
    const empty = applyEdit(demo, null, { path: ['apps', 'news', 'title', 'zh'], value: '' });
    expect(empty.apps!.news!.title!.zh).toBe('');
  });

  it('arrays are replaced whole; the schema default counts as inherited', () => {
    const hidden = applyEdit(demo, null, { path: ['hidden'], value: ['tjuOfficial'] });
    expect(hidden.hidden).toEqual(['tjuOfficial']);
    expect(applyEdit(hidden, null, { path: ['hidden'], value: [] }).hidden).toBeUndefined();
    const exempt = applyEdit(demo, null, { path: ['narrowDesktop', 'exempt'], value: ['score'] });
    expect(exempt.narrowDesktop).toEqual({ exempt: ['score'] });
    expect(applyEdit(exempt, null, { path: ['narrowDesktop', 'exempt'], value: schemaDefault(['narrowDesktop', 'exempt']) }).narrowDesktop).toBeUndefined();
  });

  it('undefined takes the inherited value: an API override the site added is removed', () => {
    const removed = applyEdit(hill, hillBase, { path: ['api', 'overrides', 'news.list'], value: undefined });
    expect(removed.api).toBeUndefined();
    const colour = applyEdit(demo, null, { path: ['branding', 'colors', 'primary'], value: '#0b5394' });
    expect(colour.branding!.colors).toEqual({ primary: '#0b5394' });
    expect(applyEdit(colour, null, { path: ['branding', 'colors', 'primary'], value: undefined }).branding).toEqual(demo.branding);
  });

  it('effective values merge the base, the file and the schema defaults', () => {
    expect(effectiveAt(hill, hillBase, ['apps', 'news', 'title', 'zh'])).toBe('山岭要闻');
    expect(effectiveAt(hill, hillBase, ['apps', 'tjuNews', 'title', 'zh'])).toBe('校园要闻');
    expect(effectiveAt(demo, null, ['apps', 'news', 'visible'])).toBe(true);
    expect(effectiveAt(demo, null, ['apps', 'home', 'visible'])).toBe(false);
    expect(effectiveAt(hill, hillBase, ['branding', 'colors', 'primary'])).toBe('#0b5394');
  });
});

describe('recordEdit keeps what to apply again on a newer version', () => {
  it('replaces an earlier edit of the same field and drops one that only goes back to the published value', () => {
    let edits = recordEdit([], { path: ['apps', 'news', 'enabled'], value: false }, demo, null);
    edits = recordEdit(edits, { path: ['apps', 'news', 'order'], value: 7 }, demo, null);
    expect(edits).toHaveLength(2);
    edits = recordEdit(edits, { path: ['apps', 'news', 'enabled'], value: true }, demo, null);
    expect(edits).toEqual([{ path: ['apps', 'news', 'order'], value: 7 }]);
  });

  it('an edit of a whole object replaces edits inside it', () => {
    let edits = recordEdit([], { path: ['apps', 'news', 'title', 'en'], value: 'Headlines' }, demo, null);
    edits = recordEdit(edits, { path: ['apps', 'news', 'title'], value: { zh: '要闻' } }, demo, null);
    expect(edits).toEqual([{ path: ['apps', 'news', 'title'], value: { zh: '要闻' } }]);
  });

  it("applied again on a version someone else published, the operator's changes win and theirs stay", () => {
    const edits = recordEdit([], { path: ['apps', 'tjuNews', 'enabled'], value: false }, demo, null);
    const theirs = applyEdit(demo, null, { path: ['branding', 'colors', 'primary'], value: '#aa0000' });
    const merged = applyEdits(theirs, null, edits);
    expect(merged.apps!.tjuNews!.enabled).toBe(false);
    expect(merged.branding!.colors!.primary).toBe('#aa0000');
  });
});

describe('diff and change count', () => {
  it('lists changed, added and removed fields as JSON pointers', () => {
    const after = applyEdits(demo, null, [
      { path: ['apps', 'tjuNews', 'enabled'], value: false },
      { path: ['apps', 'news', 'title', 'zh'], value: '要闻' },
      { path: ['api', 'overrides', 'news.list'], value: '/cms/list' },
      { path: ['login', 'allowedHosts'], value: [] },
    ]);
    expect(diffJson(demo, after)).toEqual([
      // [] is the schema's default, so the field goes, and `login`, left empty, with it.
      { path: '/login', before: { allowedHosts: ['sso.demo.example'] } },
      { path: '/apps/news/title/zh', before: '新闻资讯', after: '要闻' },
      { path: '/apps/tjuNews/enabled', after: false },
      { path: '/api', after: { overrides: { 'news.list': '/cms/list' } } },
    ]);
    expect(countChanges(demo, after)).toBe(4);
  });

  it('counts the rows the host’s diff lists: a list field entry by entry', () => {
    const hidden = applyEdit(demo, null, { path: ['hidden'], value: ['tjuOfficial', 'tjuNotice'] });
    expect(diffJson(demo, hidden)).toEqual([{ path: '/hidden', after: ['tjuOfficial', 'tjuNotice'] }]);
    const fewer = applyEdit(hidden, null, { path: ['hidden'], value: ['tjuNotice'] });
    expect(diffJson(hidden, fewer)).toEqual([
      { path: '/hidden/0', before: 'tjuOfficial', after: 'tjuNotice' },
      { path: '/hidden/1', before: 'tjuNotice' },
    ]);
    expect(countChanges(hidden, fewer)).toBe(2);
  });

  it('escapes pointer segments', () => {
    expect(toPointer(['routes', 'news/index', 'a~b'])).toBe('/routes/news~1index/a~0b');
  });
});
