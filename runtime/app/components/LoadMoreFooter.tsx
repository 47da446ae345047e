import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { ApiKey } from '../api/apiResponses.ts';
import type { PagedList } from '../api/usePagedList.ts';

/** What the footer needs of a paged list (usePagedList). */
export type LoadMoreState = Pick<PagedList<ApiKey>, 'more' | 'hasMore' | 'loadMore' | 'retry'>;

/**
 * The foot of a paged list (usePagedList): "load more", which also fires by itself when the user scrolls
 * near it (pull-to-load on phones) and again after each page while it stays near; an inline retry when a
 * further page failed (never retried by itself); "no more" at the end.
 */
export function LoadMoreFooter({ paged, className }: { paged: LoadMoreState; className?: string }) {
  const { t } = useTranslation('portal');
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(paged.loadMore);
  useEffect(() => {
    loadMore.current = paged.loadMore;
  });
  const { more, hasMore } = paged;
  // A fresh observer after each page: it reports at once if the footer is still near the viewport.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || more !== 'idle' || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore.current(), { rootMargin: '200px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, more]);
  return (
    <div ref={sentinel} className={className ? `portal-load-more ${className}` : 'portal-load-more'} data-testid="load-more">
      {more === 'error' ? (
        <button type="button" className="portal-button" onClick={paged.retry}>
          {t('paging.retryMore')}
        </button>
      ) : hasMore ? (
        <button type="button" className="portal-button" onClick={paged.loadMore} disabled={more === 'loading'}>
          {more === 'loading' ? t('paging.loadingMore') : t('paging.loadMore')}
        </button>
      ) : (
        <span className="portal-load-more__end">{t('paging.end')}</span>
      )}
    </div>
  );
}
