import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, useApi } from '../../../runtime/app/index.ts';
import type { NewsListData } from '../generated/types.ts';

type Article = NewsListData['list'][number];

export interface NewsPages {
  articles: Article[];
  total: number;
  /** First page: loading or failed, with nothing to show yet. */
  status: 'loading' | 'error' | 'ready';
  error?: ApiError;
  /** A further page being loaded, or its failure (shown inline under the list). */
  more: 'idle' | 'loading' | 'error';
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

/** Pages through news.list: the first page, then one more each time `loadMore` is called. */
export function useNewsPages(channel: string | undefined, size: number): NewsPages {
  const api = useApi();
  const [articles, setArticles] = useState<Article[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<NewsPages['status']>('loading');
  const [more, setMore] = useState<NewsPages['more']>('idle');
  const [error, setError] = useState<ApiError>();
  const busy = useRef(false);

  const load = useCallback(
    async (next: number) => {
      if (busy.current) return;
      busy.current = true;
      if (next === 1) setStatus('loading');
      else setMore('loading');
      try {
        const data = await api.get('news.list', { page: next, size, channel });
        setArticles((prior) => (next === 1 ? data.list : [...prior, ...data.list.filter((a) => !prior.some((p) => p.id === a.id))]));
        setTotal(data.total);
        setPage(next);
        setStatus('ready');
        setMore('idle');
      } catch (failure) {
        const apiError = failure instanceof ApiError ? failure : new ApiError('bad-answer', String(failure), { key: 'news.list' });
        setError(apiError);
        if (next === 1) setStatus('error');
        else setMore('error');
      } finally {
        busy.current = false;
      }
    },
    [api, channel, size],
  );

  // Once per channel and size. A kept-alive list (React Activity) re-runs its effects when shown again:
  // it must come back with the pages it had, not reload page 1.
  const loadedFor = useRef<string>('');
  useEffect(() => {
    const key = `${channel ?? ''}|${size}`;
    if (loadedFor.current === key) return;
    loadedFor.current = key;
    void load(1);
  }, [load, channel, size]);

  const hasMore = articles.length < total;
  return {
    articles,
    total,
    status,
    error,
    more,
    hasMore,
    loadMore: () => hasMore && more !== 'loading' && void load(page + 1),
    retry: () => void load(page === 0 ? 1 : page + 1),
  };
}
