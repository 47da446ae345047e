// @vitest-environment jsdom
/**
 * Paged lists (usePagedList + LoadMoreFooter): first page, more pages, a failed page, a new query, a
 * kept-alive page shown again, quiet refreshes, local changes, and the footer's scroll-to-load.
 */
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Activity, useState, type ReactNode } from 'react';
import { I18nProvider } from '../i18n/useTranslation.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolvedSite } from '../../../tests/unit/support/sites.ts';
import { createPortal } from '../boot/createPortal.ts';
import { LoadMoreFooter } from '../components/LoadMoreFooter.tsx';
import { createI18n } from '../i18n/i18n.ts';
import { devWidgetSource } from '../registry/devWidgetSource.ts';
import { PortalProvider, type Portal } from '../site/PortalContext.tsx';
import { fixtureFetch, ok, type Fixtures } from '../testing/fixtureFetch.ts';
import { ApiError } from './apiError.ts';
import type { ApiKey } from './apiResponses.ts';
import type { ApiClient, Query } from './requestClient.ts';
import { useApiQuery } from './useApiQuery.ts';
import { usePagedList, type PagedListOptions } from './usePagedList.ts';

/** A key this test's own server answers: no widget declares it, so it is not an ApiKey by type. */
const testKey = (key: string) => key as ApiKey;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

interface Row {
  id: number;
  group: string;
  title: string;
}

/**
 * An API answering `{ list, total }` pages of `rows` (which a test may change), failing the calls whose
 * number is in `failing`. With `hold`, every answer waits until the test releases it (`pending`).
 */
function fakeApi({ failing = [] as number[], hold = false } = {}) {
  const rows: Row[] = Array.from({ length: 7 }, (_, i) => ({ id: i + 1, group: i % 2 === 0 ? 'odd' : 'even', title: `row ${i + 1}` }));
  const calls: Query[] = [];
  const pending: Array<() => void> = [];
  const get = async (_key: string, query: Query = {}) => {
    calls.push(query);
    const call = calls.length;
    if (hold) await new Promise<void>((release) => pending.push(release));
    if (failing.includes(call)) throw new ApiError('network', 'Failed to fetch', { key: testKey('test.list') });
    const matches = rows.filter((row) => !query.group || row.group === query.group);
    const page = Number(query.page);
    const size = Number(query.size);
    return { list: matches.slice((page - 1) * size, page * size).map((row) => ({ ...row })), total: matches.length };
  };
  const api = { get, post: get, handle: get, url: () => '', prefetch: () => Promise.resolve(), takeReady: () => undefined };
  return { api: api as unknown as ApiClient, calls, rows, pending };
}

const rowsOf = (items: unknown[]) => items as Row[];
const idsOf = (items: unknown[]) => rowsOf(items).map((row) => row.id);

function List({ options }: { options?: PagedListOptions }) {
  const [group, setGroup] = useState<string>();
  const paged = usePagedList(testKey('test.list'), group ? { group } : {}, 3, options);
  return (
    <div>
      <p data-testid="status">{paged.status}</p>
      <p data-testid="total">{paged.total}</p>
      <ul>
        {rowsOf(paged.items).map((item) => (
          <li key={item.id} title={item.title}>
            {item.id}
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => setGroup('odd')}>
        odd
      </button>
      <LoadMoreFooter paged={paged} />
    </div>
  );
}

/** Renders List as the portal keeps a page alive: hidden, its effects are cleaned up; shown again, they run again. */
async function mount(api: ApiClient, options?: PagedListOptions) {
  const i18n = await createI18n('zh', resolvedSite('demo').labels);
  const tree = (visible: boolean) => (
    <I18nProvider i18n={i18n}>
      <PortalProvider portal={{ api } as Portal}>
        <Activity mode={visible ? 'visible' : 'hidden'}>
          <List options={options} />
        </Activity>
      </PortalProvider>
    </I18nProvider>
  );
  let rerender: (ui: ReturnType<typeof tree>) => void = () => undefined;
  await act(async () => {
    rerender = render(tree(true)).rerender;
  });
  return (visible: boolean) => act(async () => rerender(tree(visible)));
}

const ids = () => screen.queryAllByRole('listitem').map((li) => Number(li.textContent));
const titles = () => screen.queryAllByRole('listitem').map((li) => li.title);

/** The hook alone, over `api`. */
function hookWrapper(api: ApiClient) {
  return ({ children }: { children: ReactNode }) => <PortalProvider portal={{ api } as Portal}>{children}</PortalProvider>;
}

/** IntersectionObserver stand-in: the test says when the footer comes near the viewport. */
function stubObserver() {
  const live = new Set<{ fire: () => void }>();
  class Observer {
    private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void;
    private readonly handle = { fire: () => this.callback([{ isIntersecting: true }]) };
    constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
      this.callback = callback;
    }
    observe() {
      live.add(this.handle);
    }
    disconnect() {
      live.delete(this.handle);
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return { live, near: () => act(async () => [...live].forEach((observer) => observer.fire())) };
}

describe('usePagedList with LoadMoreFooter', () => {
  it('loads the first page, then one more per "load more", and says when there is no more', async () => {
    const { api, calls } = fakeApi();
    await mount(api);
    await waitFor(() => expect(ids()).toEqual([1, 2, 3]));
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(ids()).toEqual([1, 2, 3, 4, 5, 6]));
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(ids()).toEqual([1, 2, 3, 4, 5, 6, 7]));
    expect(screen.getByText('没有更多了')).toBeTruthy();
    expect(screen.getByTestId('load-more').className).toBe('portal-load-more');
    expect(calls.map((c) => c.page)).toEqual([1, 2, 3]);
  });

  it('keeps what it has when a further page fails, and retries that page inline', async () => {
    const { api, calls } = fakeApi({ failing: [2] });
    await mount(api);
    await waitFor(() => expect(ids()).toEqual([1, 2, 3]));
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    fireEvent.click(await screen.findByRole('button', { name: '加载失败，点击重试' }));
    await waitFor(() => expect(ids()).toEqual([1, 2, 3, 4, 5, 6]));
    expect(calls.map((c) => c.page)).toEqual([1, 2, 2]);
  });

  it('reports a failed first page as an error', async () => {
    const { api } = fakeApi({ failing: [1] });
    await mount(api);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('error'));
  });

  it('starts again from page 1 for a new query', async () => {
    const { api, calls } = fakeApi();
    await mount(api);
    await waitFor(() => expect(ids()).toEqual([1, 2, 3]));
    fireEvent.click(screen.getByRole('button', { name: 'odd' }));
    await waitFor(() => expect(ids()).toEqual([1, 3, 5]));
    expect(calls.at(-1)).toEqual({ group: 'odd', page: 1, size: 3 });
  });

  it('comes back with the pages it had when a kept-alive page is shown again', async () => {
    const { api, calls } = fakeApi();
    const show = await mount(api);
    await waitFor(() => expect(ids()).toEqual([1, 2, 3]));
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(ids()).toEqual([1, 2, 3, 4, 5, 6]));
    await show(false);
    await show(true);
    expect(ids()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(calls).toHaveLength(2);
  });

  it('with refreshOnShow, a kept-alive page shown again quietly refreshes page 1 and keeps the further pages', async () => {
    const { api, calls, rows } = fakeApi();
    const show = await mount(api, { refreshOnShow: true });
    await waitFor(() => expect(ids()).toEqual([1, 2, 3]));
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(ids()).toEqual([1, 2, 3, 4, 5, 6]));
    rows[0]!.title = 'read meanwhile';
    await show(false);
    await show(true);
    // The list stays on screen while page 1 is asked again.
    expect(ids()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(screen.getByTestId('status').textContent).toBe('ready');
    await waitFor(() => expect(titles()[0]).toBe('read meanwhile'));
    expect(ids()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(calls.map((c) => c.page)).toEqual([1, 2, 1]);
    // The next page is still page 3.
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(ids()).toEqual([1, 2, 3, 4, 5, 6, 7]));
    expect(calls.at(-1)?.page).toBe(3);
  });

  it('with refreshOnShow, a quiet refresh that fails keeps the list', async () => {
    const { api, calls } = fakeApi({ failing: [2] });
    const show = await mount(api, { refreshOnShow: true });
    await waitFor(() => expect(ids()).toEqual([1, 2, 3]));
    await show(false);
    await show(true);
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => undefined);
    expect(screen.getByTestId('status').textContent).toBe('ready');
    expect(ids()).toEqual([1, 2, 3]);
  });

  it('loads the next page by itself when the footer comes near the viewport, again after each page', async () => {
    const observer = stubObserver();
    const { api, calls } = fakeApi();
    await mount(api);
    await waitFor(() => expect(ids()).toEqual([1, 2, 3]));
    await observer.near();
    await waitFor(() => expect(ids()).toEqual([1, 2, 3, 4, 5, 6]));
    await observer.near();
    await waitFor(() => expect(ids()).toEqual([1, 2, 3, 4, 5, 6, 7]));
    // At the end nothing watches any more.
    expect(observer.live.size).toBe(0);
    expect(calls.map((c) => c.page)).toEqual([1, 2, 3]);
  });

  it('never retries a failed page by itself: the user does, inline', async () => {
    const observer = stubObserver();
    const { api, calls } = fakeApi({ failing: [2] });
    await mount(api);
    await waitFor(() => expect(ids()).toEqual([1, 2, 3]));
    await observer.near();
    await screen.findByRole('button', { name: '加载失败，点击重试' });
    await observer.near();
    expect(calls).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '加载失败，点击重试' }));
    await waitFor(() => expect(ids()).toEqual([1, 2, 3, 4, 5, 6]));
  });
});

describe('usePagedList', () => {
  it('asks for one further page at a time, however often loadMore is called meanwhile', async () => {
    const { api, calls, pending } = fakeApi({ hold: true });
    const { result } = renderHook(() => usePagedList(testKey('test.list'), {}, 3), { wrapper: hookWrapper(api) });
    await act(async () => pending.shift()!());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const { loadMore } = result.current;
    act(() => {
      loadMore();
      loadMore();
      result.current.loadMore();
    });
    expect(calls.map((c) => c.page)).toEqual([1, 2]);
    expect(result.current.more).toBe('loading');
    await act(async () => pending.shift()!());
    await waitFor(() => expect(idsOf(result.current.items)).toEqual([1, 2, 3, 4, 5, 6]));
  });

  it('drops the answers of an older query, even when they come last', async () => {
    const { api, pending } = fakeApi({ hold: true });
    const { result, rerender } = renderHook(({ group }) => usePagedList(testKey('test.list'), group ? { group } : {}, 3), {
      wrapper: hookWrapper(api),
      initialProps: { group: undefined as string | undefined },
    });
    rerender({ group: 'odd' });
    // The odd list's answer first, then the older (all rows) one.
    await act(async () => pending[1]!());
    await waitFor(() => expect(idsOf(result.current.items)).toEqual([1, 3, 5]));
    await act(async () => pending[0]!());
    expect(idsOf(result.current.items)).toEqual([1, 3, 5]);
    expect(result.current.total).toBe(4);
  });

  it('waits while the query is undefined', async () => {
    const { api, calls } = fakeApi();
    const { result, rerender } = renderHook(({ query }) => usePagedList(testKey('test.list'), query, 3), {
      wrapper: hookWrapper(api),
      initialProps: { query: undefined as Query | undefined },
    });
    await act(async () => undefined);
    expect(calls).toHaveLength(0);
    expect(result.current.status).toBe('loading');
    rerender({ query: { group: 'even' } });
    await waitFor(() => expect(idsOf(result.current.items)).toEqual([2, 4, 6]));
  });

  it('keeps an item once when it moves to the next page meanwhile', async () => {
    const { api, rows } = fakeApi();
    const { result } = renderHook(() => usePagedList(testKey('test.list'), {}, 3), { wrapper: hookWrapper(api) });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    // A new row on top pushes row 3 onto page 2.
    rows.unshift({ id: 8, group: 'even', title: 'new' });
    act(() => result.current.loadMore());
    await waitFor(() => expect(idsOf(result.current.items)).toEqual([1, 2, 3, 4, 5]));
    expect(result.current.total).toBe(8);
  });

  it('changes items in place with update, and takes one out of the list and the count with remove', async () => {
    const { api, calls } = fakeApi();
    const { result } = renderHook(() => usePagedList(testKey('test.list'), {}, 3), { wrapper: hookWrapper(api) });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.update((items) => items.map((item) => ((item as Row).id === 2 ? ({ ...(item as Row), title: 'liked' } as never) : item))));
    expect(rowsOf(result.current.items)[1]!.title).toBe('liked');
    act(() => result.current.remove(1 as never));
    expect(idsOf(result.current.items)).toEqual([2, 3]);
    expect(result.current.total).toBe(6);
    expect(result.current.hasMore).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('reload asks for page 1 again and replaces the items with it', async () => {
    const { api, calls, rows } = fakeApi();
    const { result } = renderHook(() => usePagedList(testKey('test.list'), {}, 3), { wrapper: hookWrapper(api) });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(6));
    rows.splice(0, 1);
    act(() => result.current.reload());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(idsOf(result.current.items)).toEqual([2, 3, 4]);
    expect(result.current.total).toBe(6);
    act(() => result.current.loadMore());
    await waitFor(() => expect(idsOf(result.current.items)).toEqual([2, 3, 4, 5, 6, 7]));
    expect(calls.map((c) => c.page)).toEqual([1, 2, 1, 2]);
  });
});

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
  return (await portalFor(fixtures)).wrapper;
}

async function portalFor(fixtures: Fixtures) {
  const manifest = resolvedSite('demo');
  const i18n = await createI18n('zh', manifest.labels);
  const base = new URL(manifest.api.base, 'http://portal.test').href;
  const portal = createPortal({ ...manifest, api: { ...manifest.api, base } }, devWidgetSource, i18n, {
    fetch: fixtureFetch(fixtures, new URL(base).pathname),
    navigate: () => undefined,
  });
  // The key's default path comes from its widget's definition: load it as a page would.
  await portal.registry.definition('notice');
  return { portal, wrapper: ({ children }: { children: ReactNode }) => <PortalProvider portal={portal}>{children}</PortalProvider> };
}

describe("a page's first data, fetched by the portal while the page loaded", () => {
  /** Prefetches as boot does (boot/firstPage.ts) and waits until the answer has arrived. */
  async function prefetched(fixtures: Fixtures, calls: string[], query: Query) {
    const { portal, wrapper } = await portalFor(fixtures);
    await portal.api.prefetch('notice.list', query);
    expect(calls).toHaveLength(1);
    return wrapper;
  }

  it('usePagedList shows it on the first render and does not ask again; further pages are asked', async () => {
    const { calls, fixtures } = paged();
    const wrapper = await prefetched(fixtures, calls, { page: 1, size: 10 });
    const { result } = renderHook(() => usePagedList('notice.list', {}, 10), { wrapper });
    expect(result.current.status).toBe('ready');
    expect(result.current.items).toHaveLength(10);
    expect(result.current.total).toBe(23);
    // The mount's effects have run (renderHook acts): none asked again.
    expect(calls).toEqual(['page=1&size=10']);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(20));
    expect(calls).toEqual(['page=1&size=10', 'page=2&size=10']);
  });

  it('useApiQuery shows it on the first render; a retry asks the school', async () => {
    const { calls, fixtures } = paged();
    const wrapper = await prefetched(fixtures, calls, { page: 2, size: 5 });
    const { result } = renderHook(() => useApiQuery('notice.list', { page: 2, size: 5 }), { wrapper });
    expect(result.current.status).toBe('ready');
    expect(result.current.data?.list.map((item) => item.id)).toEqual([6, 7, 8, 9, 10]);
    act(() => result.current.reload());
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('useApiQuery still waiting for its query (undefined) is not handed a prefetch of the key without one', async () => {
    const { calls, fixtures } = paged();
    const wrapper = await prefetched(fixtures, calls, {});
    const { result } = renderHook(() => useApiQuery('notice.list', undefined), { wrapper });
    expect(result.current.status).toBe('loading');
    expect(calls).toHaveLength(1);
  });

  it('a page asking for something else is not handed it', async () => {
    const { calls, fixtures } = paged();
    const wrapper = await prefetched(fixtures, calls, { page: 1, size: 10, filter: 'odd' });
    const { result } = renderHook(() => usePagedList('notice.list', {}, 10), { wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.items.map((item) => item.id)).toContain(2));
  });
});

describe('usePagedList over the portal client', () => {
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

  it('a quiet reload refreshes page 1 with the list on screen and keeps the further pages', async () => {
    const { items, fixtures } = paged();
    const { result } = renderHook(() => usePagedList('notice.list', {}, 10), { wrapper: await wrapperFor(fixtures) });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(20));
    items[0]!.title = '已更新';
    act(() => result.current.reload({ quiet: true }));
    expect(result.current.status).toBe('ready');
    await waitFor(() => expect(result.current.items[0]!.title).toBe('已更新'));
    expect(result.current.items).toHaveLength(20);
  });

  it('a new query starts over from page 1', async () => {
    const { fixtures } = paged();
    const { result, rerender } = renderHook(({ filter }) => usePagedList('notice.list', { filter }, 10), {
      wrapper: await wrapperFor(fixtures),
      initialProps: { filter: undefined as string | undefined },
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    rerender({ filter: 'odd' });
    await waitFor(() => expect(result.current.items.map((item) => item.id)).toEqual([1, 3, 5, 7, 9, 11, 13, 15, 17, 19]));
    expect(result.current.last?.total).toBe(12);
    expect(result.current.total).toBe(12);
  });

  it('a first page that fails is an error; a further page that fails is retried inline', async () => {
    const { fixtures } = paged();
    let fail = true;
    const flaky: Fixtures = {
      '/notice/list': (query, body) =>
        fail ? { e: 500, m: '维护中', d: null } : (fixtures['/notice/list'] as (q: URLSearchParams, b: URLSearchParams) => ReturnType<typeof ok>)(query, body),
    };
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
