// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { resolvedSite } from '../../../tests/unit/support/sites.ts';
import { createPortal } from '../boot/createPortal.ts';
import { createI18n } from '../i18n/i18n.ts';
import { devWidgetSource } from '../registry/devWidgetSource.ts';
import { PortalProvider } from '../site/PortalContext.tsx';
import { fixtureFetch, ok, type Fixtures } from '../testing/fixtureFetch.ts';
import { usePagedList } from './usePagedList.ts';

afterEach(cleanup);

/** 23 items, answered as `notice.list` (any paged key would do), with `calls` counting the requests. */
function paged(items = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, title: `第 ${i + 1} 条` }))) {
  const calls: string[] = [];
  const fixtures: Fixtures = {
    '/notice/list': (query) => {
      calls.push(query.toString());
      const page = Number(query.get('page'));
      const size = Number(query.get('size'));
      const matching = query.get('filter') === 'odd' ? items.filter((item) => item.id % 2 === 1) : items;
      return ok({ total: matching.length, list: matching.slice((page - 1) * size, page * size) });
    },
  };
  return { items, calls, fixtures };
}

async function wrapperFor(fixtures: Fixtures) {
  const manifest = resolvedSite('demo');
  const i18n = await createI18n('zh', manifest.labels);
  const base = new URL(manifest.api.base, 'http://portal.test').href;
  const portal = createPortal({ ...manifest, api: { ...manifest.api, base } }, devWidgetSource, i18n, { fetch: fixtureFetch(fixtures, new URL(base).pathname), navigate: () => undefined });
  // The key's default path comes from its widget's definition: load it as a page would.
  await portal.registry.definition('notice');
  return ({ children }: { children: ReactNode }) => <PortalProvider portal={portal}>{children}</PortalProvider>;
}

describe('usePagedList', () => {
  it('loads the first page, then each next one, joining them, until the total is reached', async () => {
    const { calls, fixtures } = paged();
    const { result } = renderHook(() => usePagedList('notice.list', {}, 10), { wrapper: await wrapperFor(fixtures) });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.items).toHaveLength(10);
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(20));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(23));
    expect(result.current.hasMore).toBe(false);
    expect(calls).toEqual(['page=1&size=10', 'page=2&size=10', 'page=3&size=10']);
  });

  it('a refresh reloads page 1 quietly and keeps the further pages', async () => {
    const { items, fixtures } = paged();
    const { result } = renderHook(() => usePagedList('notice.list', {}, 10), { wrapper: await wrapperFor(fixtures) });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(20));
    items[0]!.title = '已更新';
    act(() => result.current.reload());
    expect(result.current.status).toBe('ready');
    await waitFor(() => expect((result.current.items[0] as { title: string }).title).toBe('已更新'));
    expect(result.current.items).toHaveLength(20);
  });

  it('a new query starts over from page 1', async () => {
    const { fixtures } = paged();
    const { result, rerender } = renderHook(({ filter }) => usePagedList('notice.list', { filter }, 10), { wrapper: await wrapperFor(fixtures), initialProps: { filter: undefined as string | undefined } });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    rerender({ filter: 'odd' });
    await waitFor(() => expect(result.current.items.map((item) => (item as { id: number }).id)).toEqual([1, 3, 5, 7, 9, 11, 13, 15, 17, 19]));
    expect((result.current.last as { total: number }).total).toBe(12);
  });

  it('a first page that fails is an error; a further page that fails is retried inline', async () => {
    const { fixtures } = paged();
    let fail = true;
    const flaky: Fixtures = { '/notice/list': (query, body) => (fail ? { e: 500, m: '维护中', d: null } : (fixtures['/notice/list'] as (q: URLSearchParams, b: URLSearchParams) => ReturnType<typeof ok>)(query, body)) };
    const { result } = renderHook(() => usePagedList('notice.list', {}, 10), { wrapper: await wrapperFor(flaky) });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.message).toBe('维护中');
    fail = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    fail = true;
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.more).toBe('error'));
    expect(result.current.items).toHaveLength(10);
    fail = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.items).toHaveLength(20));
  });
});
