import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from './apiError.ts';
import type { ApiData, ApiKey, ApiQuery } from './apiResponses.ts';
import type { Query } from './requestClient.ts';
import { useApi } from '../site/PortalContext.tsx';
import { pageQuery } from './pageRequests.ts';

/** What a paged list key answers: the matching count and one page of items (plus whatever else it carries). */
export interface PageAnswer<Item> {
  total: number;
  list: Item[];
}

/** The item type of a paged key's answer (`d.list[number]`). */
export type PagedItem<K extends ApiKey> = ApiData<K> extends { list: ReadonlyArray<infer T> } ? T : never;

type IdOf<T> = T extends { id: infer I } ? I : unknown;

export interface PagedListOptions {
  /**
   * A kept-alive page shown again (React Activity) quietly reloads page 1, keeping the further pages
   * loaded and the list on screen (the user may have read an item meanwhile). Without it, the page
   * simply comes back as it was.
   */
  refreshOnShow?: boolean;
}

export interface PagedList<K extends ApiKey> {
  /** Every item loaded so far, pages joined (an item met twice is kept once, by `id`). */
  items: PagedItem<K>[];
  /** The count of matching items (less the ones `remove`d here). */
  total: number;
  /** The latest page's whole answer: what a list answer carries besides its items (counts, a category's name). */
  last?: ApiData<K>;
  /** The first page: loading or failed with nothing to show yet, or ready. */
  status: 'loading' | 'error' | 'ready';
  error?: ApiError;
  /** A further page being loaded, or its failure (shown inline under the list). */
  more: 'idle' | 'loading' | 'error';
  hasMore: boolean;
  /** Loads the next page; does nothing while one is loading, after one failed (see `retry`) or at the end. */
  loadMore: () => void;
  /** Retries what failed: the first page or the next one. */
  retry: () => void;
  /**
   * Loads page 1 again, replacing the items (after the user changed something). `quiet`: the list stays
   * on screen, the further pages loaded are kept, and a failure keeps the list as it was.
   */
  reload: (options?: { quiet?: boolean }) => void;
  /** Changes loaded items in place (an item marked read, a like) without asking the school again. */
  update: (change: (items: PagedItem<K>[]) => PagedItem<K>[]) => void;
  /** Takes one item out of the list and the count (a deletion). */
  remove: (id: IdOf<PagedItem<K>>) => void;
}

const idOf = (item: unknown) => (item as { id?: unknown }).id;

/** `first`, then the items of `rest` not already in it: a row may move between pages while the user reads. */
function join<T>(first: T[], rest: T[]): T[] {
  const seen = new Set(first.map(idOf));
  return [...first, ...rest.filter((item) => !seen.has(idOf(item)))];
}

/**
 * Pages through a list key answering `{ list, total, … }` for `page` (from 1) and `size`: the first page,
 * then one more per `loadMore` ("load more" and scroll-to-end, see LoadMoreFooter). A new `query` (a
 * filter, a channel, a sort) starts again from page 1; `undefined` waits. Answers of an older query (or
 * of a load superseded by a newer one) never land in the list.
 */
export function usePagedList<K extends ApiKey>(key: K, query: Query | undefined, size: number, options: PagedListOptions = {}): PagedList<K> {
  type Item = PagedItem<K>;
  const api = useApi();
  const queryKey = query === undefined ? undefined : JSON.stringify(query);
  // The first page the portal fetched while this page loaded (boot/firstPage.ts): the first render shows it.
  const [first] = useState(() => (query === undefined ? undefined : api.takeReady(key, pageQuery(query, 1, size))));
  const firstPage = first?.data as (ApiData<K> & PageAnswer<Item>) | undefined;
  const [items, setItems] = useState<Item[]>(() => (firstPage ? join(firstPage.list, []) : []));
  const [total, setTotal] = useState(firstPage?.total ?? 0);
  const [last, setLast] = useState<ApiData<K> | undefined>(firstPage);
  const [page, setPage] = useState(firstPage ? 1 : 0);
  // A further page came back empty: nothing more to ask for, whatever the count says.
  const [drained, setDrained] = useState(false);
  const [status, setStatus] = useState<PagedList<K>['status']>(firstPage ? 'ready' : 'loading');
  const [more, setMore] = useState<PagedList<K>['more']>('idle');
  const [error, setError] = useState<ApiError>();
  const serial = useRef(0);
  const busy = useRef(false);
  const refreshOnShow = options.refreshOnShow ?? false;

  const load = useCallback(
    async (next: number, quiet = false) => {
      if (queryKey === undefined) return;
      // One further page at a time (a click and the scroll observer may both ask); page 1 always goes.
      if (next > 1 && busy.current) return;
      const id = ++serial.current;
      busy.current = true;
      if (next > 1) setMore('loading');
      else setStatus((prior) => (quiet && prior === 'ready' ? 'ready' : 'loading'));
      try {
        const data = (await api.get(key, pageQuery(JSON.parse(queryKey) as Query, next, size) as ApiQuery<K>)) as ApiData<K> & PageAnswer<Item>;
        if (id !== serial.current) return;
        // Page 1 quietly again replaces the items it holds and keeps the further pages already loaded.
        setItems((prior) => (next > 1 ? join(prior, data.list) : quiet ? join(data.list, prior) : join(data.list, [])));
        setTotal(data.total);
        setLast(data);
        setPage((prior) => (next > 1 ? next : quiet ? Math.max(prior, 1) : 1));
        setDrained((prior) => (next > 1 ? data.list.length === 0 : quiet && prior));
        setStatus('ready');
        setMore('idle');
      } catch (failure) {
        if (id !== serial.current) return;
        setError(failure instanceof ApiError ? failure : new ApiError('bad-answer', String(failure), { key }));
        if (next > 1) setMore('error');
        else {
          setMore('idle');
          // A quiet refresh that fails keeps the list on screen; a first load shows the error.
          setStatus((prior) => (quiet && prior === 'ready' ? 'ready' : 'error'));
        }
      } finally {
        if (id === serial.current) busy.current = false;
      }
    },
    [api, key, queryKey, size],
  );

  // Once per key, query and size. A kept-alive list (React Activity) re-runs its effects when shown
  // again: it comes back with the pages it had (page 1 quietly refreshed if asked).
  const loadedFor = useRef<string>(firstPage ? `${key}|${queryKey}|${size}` : undefined);
  // Shown from the prefetch: the mount needs no load, not even a refresh.
  const fromPrefetch = useRef(firstPage !== undefined);
  useEffect(() => {
    if (queryKey === undefined) {
      // Waiting for a query: nothing in flight may land, nothing is shown.
      serial.current++;
      busy.current = false;
      loadedFor.current = undefined;
      setItems([]);
      setPage(0);
      setStatus('loading');
      setMore('idle');
      return;
    }
    const current = `${key}|${queryKey}|${size}`;
    if (loadedFor.current === current) {
      if (fromPrefetch.current) fromPrefetch.current = false;
      else if (refreshOnShow) void load(1, true);
      return;
    }
    loadedFor.current = current;
    setItems([]);
    setPage(0);
    setDrained(false);
    setMore('idle');
    void load(1);
  }, [load, key, queryKey, size, refreshOnShow]);

  const hasMore = items.length < total && !drained;
  return {
    items,
    total,
    last,
    status,
    error,
    more,
    hasMore,
    loadMore: () => {
      if (hasMore && status === 'ready' && more === 'idle') void load(page + 1);
    },
    retry: () => {
      if (status === 'error') void load(1);
      else if (more === 'error') void load(page + 1);
    },
    reload: (how) => void load(1, how?.quiet ?? false),
    update: (change) => setItems(change),
    remove: (id) => {
      setItems((prior) => prior.filter((item) => idOf(item) !== id));
      setTotal((prior) => Math.max(0, prior - 1));
    },
  };
}
