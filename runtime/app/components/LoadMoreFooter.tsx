import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedApi } from '../api/usePagedApi.ts';

/**
 * The foot of a paged list (usePagedApi): "load more", which also fires by itself when the user scrolls
 * near it (pull-to-load on phones); an inline retry when a further page failed; "no more" at the end.
 */
export function LoadMoreFooter({ paged, className }: { paged: Pick<PagedApi<unknown, unknown>, 'more' | 'hasMore' | 'loadMore' | 'retry'>; className?: string }) {
  const { t } = useTranslation('portal');
  const sentinel = useRef<HTMLDivElement>(null);
  const { loadMore } = paged;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), { rootMargin: '200px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [loadMore]);
  return (
    <div ref={sentinel} className={className} style={{ textAlign: 'center', padding: '12px 0' }} data-testid="load-more">
      {paged.more === 'error' ? (
        <button type="button" className="portal-button" onClick={paged.retry}>
          {t('paging.retryMore')}
        </button>
      ) : paged.hasMore ? (
        <button type="button" className="portal-button" onClick={paged.loadMore} disabled={paged.more === 'loading'}>
          {paged.more === 'loading' ? t('paging.loadingMore') : t('paging.loadMore')}
        </button>
      ) : (
        <span style={{ color: 'var(--portal-muted)', fontSize: 13 }}>{t('paging.end')}</span>
      )}
    </div>
  );
}
