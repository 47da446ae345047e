/**
 * The one JSON diff, as the operator API answers it and as the console lists and counts a draft's
 * changes (the console's own use with drafts: runtime/app/operator/draft.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { diffJson, toPointer } from '../jsonDiff.ts';

describe('diffJson', () => {
  it('lists changed, added and removed members by JSON pointer, in document order', () => {
    const before = { id: 'demo', apps: { news: { enabled: true, title: { zh: '新闻' } }, old: { widget: 'news' } }, hidden: ['a', 'b'] };
    const after = { id: 'demo', apps: { news: { enabled: false, title: { zh: '新闻', en: 'News' } }, fresh: { widget: 'news' } }, hidden: ['a'], home: 'x/y' };
    expect(diffJson(before, after)).toEqual([
      { path: '/apps/news/enabled', before: true, after: false },
      { path: '/apps/news/title/en', after: 'News' },
      { path: '/apps/old', before: { widget: 'news' } },
      { path: '/apps/fresh', after: { widget: 'news' } },
      { path: '/hidden/1', before: 'b' },
      { path: '/home', after: 'x/y' },
    ]);
  });

  it('escapes pointer segments, reports a change of kind once, keeps null, and finds nothing between equal values', () => {
    expect(diffJson({ api: { overrides: { 'a/b~c': '/x' } } }, { api: { overrides: { 'a/b~c': '/y' } } })).toEqual([
      { path: '/api/overrides/a~1b~0c', before: '/x', after: '/y' },
    ]);
    expect(diffJson({ '': 1 }, { '': 2 })).toEqual([{ path: '/', before: 1, after: 2 }]);
    expect(diffJson({ props: [1] }, { props: { a: 1 } })).toEqual([{ path: '/props', before: [1], after: { a: 1 } }]);
    expect(diffJson({ a: null }, { a: 0 })).toEqual([{ path: '/a', before: null, after: 0 }]);
    expect(diffJson({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
    expect(diffJson('text', { a: 1 })).toEqual([{ path: '', before: 'text', after: { a: 1 } }]);
  });

  it('compares arrays index by index: entries added at the end, removed from the end, and changed in place', () => {
    expect(diffJson({ hidden: ['a'] }, { hidden: ['a', 'b'] })).toEqual([{ path: '/hidden/1', after: 'b' }]);
    expect(diffJson({ hidden: ['a', 'b', 'c'] }, { hidden: ['b', 'c'] })).toEqual([
      { path: '/hidden/0', before: 'a', after: 'b' },
      { path: '/hidden/1', before: 'b', after: 'c' },
      { path: '/hidden/2', before: 'c' },
    ]);
    expect(diffJson({ list: [{ id: 1, on: true }] }, { list: [{ id: 1, on: false }] })).toEqual([{ path: '/list/0/on', before: true, after: false }]);
    expect(diffJson({ hidden: ['a'] }, { hidden: [] })).toEqual([{ path: '/hidden/0', before: 'a' }]);
  });

  it('treats an absent side as absent: a whole value added or removed is one change', () => {
    expect(diffJson({ login: { allowedHosts: ['sso.demo.example'] } }, {})).toEqual([{ path: '/login', before: { allowedHosts: ['sso.demo.example'] } }]);
    expect(diffJson(undefined, { a: 1 })).toEqual([{ path: '', after: { a: 1 } }]);
    expect(diffJson(undefined, undefined)).toEqual([]);
  });

  it('names a path of plain segments as the JSON pointer its changes carry', () => {
    expect(toPointer(['routes', 'news/index', 'a~b'])).toBe('/routes/news~1index/a~0b');
    expect(toPointer([])).toBe('');
    expect(diffJson({ routes: { 'news/index': 1 } }, { routes: { 'news/index': 2 } })[0]!.path).toBe(toPointer(['routes', 'news/index']));
  });

  it('does not depend on how deep the values are', () => {
    const nest = (leaf: unknown) => {
      let value: unknown = leaf;
      for (let i = 0; i < 20_000; i++) value = { a: value };
      return value;
    };
    const changes = diffJson(nest(1), nest(2));
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ before: 1, after: 2 });
    expect(changes[0]!.path).toBe('/a'.repeat(20_000));
  });
});
