import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../runtime/app/index.ts';

export interface Page<T> {
  total: number;
  list: T[];
}

export interface PagedList<T, D> {
  items: T[];
  total: number;
  /** The last answer as a whole (what a page shows besides the list). */
  answer?: D;
  /** The first page: loading or failed with nothing to show yet. */
  status: 'loading' | 'error' | 'ready';
  error?: ApiError;
  /** A further page being loaded, or its failure (shown under the grid). */
  more: 'idle' | 'loading' | 'error';
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
  /** Changes one item in place (a like). */
  update: (id: number, change: (item: T) => T) => void;
  /** Takes one item out of the list and the count (a deletion). */
  remove: (id: number) => void;
}

/**
 * Pages through a list call: page 1 whenever `key` changes (a new sort, another campaign), then one more
 * page each time `loadMore` is called. `load` may change identity on every render: the latest is used.
 */
export function usePagedList<D extends Page<{ id: number }>>(key: string, load: (page: number) => Promise<D>): PagedList<D['list'][number], D> {
  type T = D['list'][number];
  const [items, setItems] = useState<T[]>([]);
  const [answer, setAnswer] = useState<D>();
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<PagedList<T, D>['status']>('loading');
  const [more, setMore] = useState<PagedList<T, D>['more']>('idle');
  const [error, setError] = useState<ApiError>();
  const latest = useRef(load);
  latest.current = load;
  const serial = useRef(0);

  const fetchPage = useCallback(async (next: number) => {
    const id = ++serial.current;
    if (next === 1) setStatus('loading');
    else setMore('loading');
    try {
      const data = await latest.current(next);
      if (id !== serial.current) return;
      setItems((prior) => (next === 1 ? data.list : [...prior, ...data.list.filter((item) => !prior.some((p) => p.id === item.id))]));
      setAnswer(data);
      setPage(next);
      setStatus('ready');
      setMore('idle');
    } catch (failure) {
      if (id !== serial.current) return;
      setError(failure instanceof ApiError ? failure : new ApiError('bad-answer', String(failure), { key: 'photowall' }));
      if (next === 1) setStatus('error');
      else setMore('error');
    }
  }, []);

  // Once per key: a kept-alive page shown again keeps the pages it had.
  const loadedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (loadedFor.current === key) return;
    loadedFor.current = key;
    void fetchPage(1);
  }, [key, fetchPage]);

  const total = answer?.total ?? 0;
  const hasMore = items.length < total;
  return {
    items,
    total,
    answer,
    status,
    error,
    more,
    hasMore,
    loadMore: () => hasMore && more !== 'loading' && void fetchPage(page + 1),
    retry: () => void fetchPage(page === 0 ? 1 : page + 1),
    update: (id, change) => setItems((prior) => prior.map((item) => (item.id === id ? change(item) : item))),
    remove: (id) => {
      setItems((prior) => prior.filter((item) => item.id !== id));
      setAnswer((prior) => prior && { ...prior, total: Math.max(0, prior.total - 1) });
    },
  };
}
