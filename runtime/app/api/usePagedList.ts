import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from './apiError.ts';
import type { ApiData } from './apiResponses.ts';
import type { Query } from './requestClient.ts';
import { useApi } from '../site/PortalContext.tsx';

/** What a paged list key answers: the matching count and one page of items (plus whatever else it carries). */
export interface PageAnswer<Item> {
  total: number;
  list: Item[];
}

type ItemOf<K extends string> = ApiData<K> extends PageAnswer<infer Item> ? Item : never;

export interface PagedList<K extends string> {
  /** Every item loaded so far, pages joined (an item met twice is kept once, by `id`). */
  items: ItemOf<K>[];
  /** The latest page's whole answer: the counts a list answer carries besides its items. */
  last?: ApiData<K>;
  /** The first page: loading or failed with nothing to show yet, or ready. */
  status: 'loading' | 'error' | 'ready';
  error?: ApiError;
  /** A further page being loaded, or its failure (shown inline under the list). */
  more: 'idle' | 'loading' | 'error';
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
  /** Loads page 1 again (after the user changed something the counts depend on). */
  reload: () => void;
  /** Changes loaded items in place (an item marked read) without asking the school again. */
  update: (change: (items: ItemOf<K>[]) => ItemOf<K>[]) => void;
  /** A ref for an element under the list: scrolling it into view loads the next page (pull-to-load on phones). */
  sentinel: (element: HTMLElement | null) => void;
}

const idOf = (item: unknown) => (item as { id?: unknown }).id;

/**
 * Pages through a list key answering `{ total, list, … }` with `page` and `size` in the query: the first
 * page, then one more each time `loadMore` is called ("load more" and scroll-to-end). A new `query`
 * starts over from page 1; an answer for an older query is dropped.
 */
export function usePagedList<K extends string>(key: K, query: Query, size: number): PagedList<K> {
  const api = useApi();
  const [items, setItems] = useState<ItemOf<K>[]>([]);
  const [last, setLast] = useState<ApiData<K>>();
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<PagedList<K>['status']>('loading');
  const [more, setMore] = useState<PagedList<K>['more']>('idle');
  const [error, setError] = useState<ApiError>();
  const serial = useRef(0);
  const queryKey = JSON.stringify(query);

  const load = useCallback(
    async (next: number) => {
      const id = ++serial.current;
      if (next === 1) setStatus((prior) => (prior === 'ready' ? 'ready' : 'loading'));
      else setMore('loading');
      try {
        const data = (await api.get(key, { ...(JSON.parse(queryKey) as Query), page: next, size })) as ApiData<K>;
        if (id !== serial.current) return;
        const list = (data as unknown as PageAnswer<ItemOf<K>>).list;
        // Page 1 again (a refresh) replaces the items it holds and keeps the further pages already loaded.
        const join = (first: ItemOf<K>[], rest: ItemOf<K>[]) => [...first, ...rest.filter((item) => !first.some((f) => idOf(f) === idOf(item)))];
        setItems((prior) => (next === 1 ? join(list, prior) : join(prior, list)));
        setLast(data);
        setPage((prior) => (next === 1 ? Math.max(prior, 1) : next));
        setStatus('ready');
        setMore('idle');
      } catch (failure) {
        if (id !== serial.current) return;
        setError(failure instanceof ApiError ? failure : new ApiError('bad-answer', String(failure), { key }));
        // A quiet refresh that fails keeps the list on screen; a first load shows the error.
        if (next === 1) setStatus((prior) => (prior === 'ready' ? 'ready' : 'error'));
        else setMore('error');
      }
    },
    [api, key, queryKey, size],
  );

  // Once per query. A kept-alive list (React Activity) re-runs its effects when shown again: it comes
  // back with the pages it had, its first page quietly refreshed (the user may have read an item meanwhile).
  const loadedFor = useRef<string>('');
  useEffect(() => {
    const current = `${key}|${queryKey}|${size}`;
    if (loadedFor.current === current) {
      void load(1);
      return;
    }
    loadedFor.current = current;
    setStatus('loading');
    setItems([]);
    setPage(0);
    void load(1);
  }, [load, key, queryKey, size]);

  const total = last ? (last as unknown as PageAnswer<unknown>).total : 0;
  const hasMore = items.length < total;
  const loadMore = () => hasMore && more !== 'loading' && more !== 'error' && void load(page + 1);
  const latestLoadMore = useRef(loadMore);
  latestLoadMore.current = loadMore;
  const observer = useRef<IntersectionObserver | undefined>(undefined);
  const sentinel = useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = undefined;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    observer.current = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latestLoadMore.current(), { rootMargin: '200px' });
    observer.current.observe(element);
  }, []);
  return {
    items,
    last,
    status,
    error,
    more,
    hasMore,
    loadMore,
    retry: () => void load(page === 0 ? 1 : page + 1),
    reload: () => void load(1),
    update: (change) => setItems(change),
    sentinel,
  };
}
