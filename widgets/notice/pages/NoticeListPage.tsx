import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  useTranslation,
  ApiErrorView,
  EmptyView,
  LoadMoreFooter,
  LoadingView,
  formatDate,
  useAccess,
  useImageUrl,
  usePagedList,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { NoticeProps } from '../generated/types.ts';
import styles from './notice.module.css';

type Filter = 'all' | 'unread';

/**
 * notice/index: the notices addressed to the user (by their role), newest first, unread ones marked,
 * an "unread" filter, a reminder of important notices still to confirm, and for publishers a link to
 * the composer. Loads more at the end of the list; refreshes quietly when the user comes back to it.
 */
export default function NoticeListPage({ props, module, title }: WidgetPageProps<NoticeProps>) {
  const { t } = useTranslation('notice');
  const image = useImageUrl();
  const access = useAccess();
  const [filter, setFilter] = useState<Filter>('all');
  const query = useMemo(() => (filter === 'unread' ? { filter } : {}), [filter]);
  const notices = usePagedList('notice.list', query, props.pageSize ?? 10, { refreshOnShow: true });
  const releaseApp = props.releaseApp ?? 'announcementRelease';
  const last = notices.last;

  if (notices.status === 'error' && notices.error) return <ApiErrorView error={notices.error} onRetry={notices.retry} />;
  if (!last) return <LoadingView />;
  if (last.total === 0 && last.unread === 0 && filter === 'all') return <EmptyView message={t('list.empty')} image={image('empty.svg')} />;

  return (
    <section className={styles.page} aria-labelledby="notice-heading">
      <header className={styles.listHeader}>
        <h1 id="notice-heading" className={styles.heading}>
          {title}
        </h1>
        <span className={styles.count} data-testid="notice-counts">
          {filter === 'all' ? `${t('list.count', { total: last.total })} · ` : ''}
          {t('list.unreadCount', { count: last.unread })}
        </span>
      </header>
      {last.pendingTips > 0 ? (
        <p className={styles.banner} role="status" data-testid="notice-pending-tips">
          <span>{t('list.pendingTips', { count: last.pendingTips })}</span>
          <Link to={`/${module}/noticetippage`}>{t('list.pendingTipsAction')}</Link>
        </p>
      ) : null}
      <div className={styles.toolbar}>
        <div className={styles.chips} role="group" aria-label={t('list.filters')}>
          {(['all', 'unread'] as const).map((value) => (
            <button key={value} type="button" className={styles.chip} aria-pressed={filter === value} onClick={() => setFilter(value)}>
              {t(`list.${value}`)}
            </button>
          ))}
        </div>
        {access.canUse(releaseApp, 'publish') ? (
          <Link className="portal-button portal-button--text" to={`/${releaseApp}/index`}>
            {t('list.compose')}
          </Link>
        ) : null}
      </div>
      {notices.status === 'loading' ? (
        <LoadingView />
      ) : notices.items.length === 0 ? (
        <p className={styles.noMatch}>{t('list.noUnread')}</p>
      ) : (
        <>
          <ul className={styles.list} data-testid="notice-list">
            {notices.items.map((notice) => (
              <li key={notice.id}>
                <Link className={styles.item} to={`/${module}/noticepage?id=${notice.id}`} data-read={notice.read}>
                  <span className={styles.titleRow}>
                    {notice.read ? null : <span className={styles.dot} role="img" aria-label={t('list.unreadMark')} data-testid="unread-mark" />}
                    {notice.important ? <span className={styles.badge}>{t('list.important')}</span> : null}
                    <span className={styles.itemTitle}>{notice.title}</span>
                  </span>
                  {notice.summary ? <span className={styles.summary}>{notice.summary}</span> : null}
                  <span className={styles.meta}>
                    <span>{notice.department}</span>
                    <time dateTime={new Date(notice.publishedAt * 1000).toISOString()}>{formatDate(notice.publishedAt)}</time>
                    {notice.attachmentCount > 0 ? <span>{t('list.attachments', { count: notice.attachmentCount })}</span> : null}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <LoadMoreFooter paged={notices} />
        </>
      )}
    </section>
  );
}
