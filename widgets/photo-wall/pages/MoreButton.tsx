import { useTranslation } from 'react-i18next';
import type { PagedList } from './usePagedList.ts';
import styles from './photoWall.module.css';

/** Under a grid: load the next page, retry a failed one, or say there is no more. */
export function MoreButton({ pages }: { pages: Pick<PagedList<never, never>, 'more' | 'hasMore' | 'loadMore' | 'retry'> }) {
  const { t } = useTranslation('photo-wall');
  return (
    <div className={styles.more}>
      {pages.more === 'error' ? (
        <button type="button" className="portal-button" onClick={pages.retry}>
          {t('grid.retryMore')}
        </button>
      ) : pages.hasMore ? (
        <button type="button" className="portal-button" onClick={pages.loadMore} disabled={pages.more === 'loading'}>
          {pages.more === 'loading' ? t('grid.loadingMore') : t('grid.loadMore')}
        </button>
      ) : (
        <span className={styles.muted}>{t('grid.end')}</span>
      )}
    </div>
  );
}
