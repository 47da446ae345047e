import { describe, expect, it } from 'vitest';
import { diffJson } from '../jsonDiff.ts';

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
    expect(diffJson({ api: { overrides: { 'a/b~c': '/x' } } }, { api: { overrides: { 'a/b~c': '/y' } } })).toEqual([{ path: '/api/overrides/a~1b~0c', before: '/x', after: '/y' }]);
    expect(diffJson({ props: [1] }, { props: { a: 1 } })).toEqual([{ path: '/props', before: [1], after: { a: 1 } }]);
    expect(diffJson({ a: null }, { a: 0 })).toEqual([{ path: '/a', before: null, after: 0 }]);
    expect(diffJson({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
    expect(diffJson('text', { a: 1 })).toEqual([{ path: '', before: 'text', after: { a: 1 } }]);
  });
});
