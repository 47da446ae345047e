import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from './apiError.ts';
import type { ApiData } from './apiResponses.ts';
import type { Query } from './requestClient.ts';
import { useApi } from '../site/PortalContext.tsx';

/** The item type of a paged key's answer (`d.list[number]`). */
export type PagedItem<K extends string> = ApiData<K> extends { list: ReadonlyArray<infer T> } ? T : never;

export interface PagedApi<T, D> {
  items: T[];
  total: number;
  /** The last page's whole answer (for fields beside `list`, such as a category's name). */
  last?: D;
  /** First page: loading, failed (nothing to show), or ready. */
  status: 'loading' | 'error' | 'ready';
  error?: ApiError;
  /** A further page being loaded, or its failure (shown inline under the list). */
  more: 'idle' | 'loading' | 'error';
  hasMore: boolean;
  loadMore: () => void;
  /** Retries what failed: the first page or the next one. */
  retry: () => void;
  /** Loads page 1 again, replacing the items (after the user changed something). */
  reload: () => void;
}

/**
 * Pages through a list key answering `{ list, total }` for `page` (from 1) and `size`: the first page,
 * then one more per `loadMore`. A new `query` (a category, a box) starts again from page 1; `undefined`
 * waits. Answers of an older query never land in a newer one's list.
 */
export function usePagedApi<K extends string>(key: K, query: Query | undefined, size: number): PagedApi<PagedItem<K>, ApiData<K>> {
  type Item = PagedItem<K>;
  const api = useApi();
  const [items, setItems] = useState<Item[]>([]);
  const [total, setTotal] = useState(0);
  const [last, setLast] = useState<ApiData<K>>();
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<PagedApi<Item, ApiData<K>>['status']>('loading');
  const [more, setMore] = useState<PagedApi<Item, ApiData<K>>['more']>('idle');
  const [error, setError] = useState<ApiError>();
  const serial = useRef(0);
  const busy = useRef(false);
  const queryKey = query === undefined ? undefined : JSON.stringify(query);

  const load = useCallback(
    async (next: number) => {
      if (queryKey === undefined) return;
      if (next > 1 && busy.current) return;
      const id = ++serial.current;
      busy.current = true;
      if (next === 1) setStatus('loading');
      else setMore('loading');
      try {
        const data = (await api.get(key, { ...(JSON.parse(queryKey) as Query), page: next, size })) as ApiData<K> & { list: Item[]; total: number };
        if (id !== serial.current) return;
        // A row may move between pages while the user reads: keep the first copy of each id.
        const seen = (prior: Item[], item: Item) => prior.some((p) => (p as { id?: unknown }).id === (item as { id?: unknown }).id);
        setItems((prior) => (next === 1 ? data.list : [...prior, ...data.list.filter((item) => !seen(prior, item))]));
        setTotal(data.total);
        setLast(data);
        setPage(next);
        setStatus('ready');
        setMore('idle');
      } catch (failure) {
        if (id !== serial.current) return;
        setError(failure instanceof ApiError ? failure : new ApiError('bad-answer', String(failure), { key }));
        if (next === 1) setStatus('error');
        else setMore('error');
      } finally {
        if (id === serial.current) busy.current = false;
      }
    },
    [api, key, queryKey, size],
  );

  // Once per key, query and size. A kept-alive list (React Activity) re-runs its effects when shown
  // again: it must come back with the pages it had, not reload page 1.
  const loadedFor = useRef<string>(undefined);
  useEffect(() => {
    const loading = `${key}|${queryKey ?? ''}|${size}`;
    if (queryKey === undefined || loadedFor.current === loading) return;
    loadedFor.current = loading;
    setItems([]);
    setPage(0);
    void load(1);
  }, [load, key, queryKey, size]);

  const hasMore = items.length < total;
  return {
    items,
    total,
    last,
    status,
    error,
    more,
    hasMore,
    loadMore: () => hasMore && more !== 'loading' && status === 'ready' && void load(page + 1),
    retry: () => void load(page === 0 ? 1 : page + 1),
    reload: () => void load(1),
  };
}
