import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation, ListView, WidgetPage, formatDate, useAccess, usePagedList, type WidgetPageProps } from '../../../runtime/app/index.ts';
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
  const access = useAccess();
  const [filter, setFilter] = useState<Filter>('all');
  const query = useMemo(() => (filter === 'unread' ? { filter } : {}), [filter]);
  const notices = usePagedList('notice.list', query, props.pageSize ?? 10, { refreshOnShow: true });
  const releaseApp = props.releaseApp ?? 'announcementRelease';
  const last = notices.last;

  return (
    <WidgetPage
      title={title}
      intro={
        last ? (
          <span data-testid="notice-counts">
            {filter === 'all' ? `${t('list.count', { total: last.total })} · ` : ''}
            {t('list.unreadCount', { count: last.unread })}
          </span>
        ) : undefined
      }
      actions={
        access.canUse(releaseApp, 'publish') ? (
          <Link className="portal-button portal-button--text" to={`/${releaseApp}/index`}>
            {t('list.compose')}
          </Link>
        ) : undefined
      }
    >
      {last && last.pendingTips > 0 ? (
        <p className={`portal-notice portal-notice--warning ${styles.banner}`} role="status" data-testid="notice-pending-tips">
          <span>{t('list.pendingTips', { count: last.pendingTips })}</span>
          <Link to={`/${module}/noticetippage`}>{t('list.pendingTipsAction')}</Link>
        </p>
      ) : null}
      <div className={`portal-chips ${styles.chips}`} role="group" aria-label={t('list.filters')}>
        {(['all', 'unread'] as const).map((value) => (
          <button key={value} type="button" className="portal-chip" aria-pressed={filter === value} onClick={() => setFilter(value)}>
            {t(`list.${value}`)}
          </button>
        ))}
      </div>
      <ListView list={notices} empty={filter === 'unread' ? t('list.noUnread') : t('list.empty')}>
        {(items) => (
          <ul className={styles.list} data-testid="notice-list">
            {items.map((notice) => (
              <li key={notice.id}>
                <Link className={`portal-card ${styles.item}`} to={`/${module}/noticepage?id=${notice.id}`} data-read={notice.read}>
                  <span className={styles.titleRow}>
                    {notice.read ? null : <span className="portal-unread-dot" role="img" aria-label={t('list.unreadMark')} data-testid="unread-mark" />}
                    {notice.important ? <span className="portal-badge portal-badge--error">{t('list.important')}</span> : null}
                    <span className={styles.itemTitle}>{notice.title}</span>
                  </span>
                  {notice.summary ? <span className="portal-summary">{notice.summary}</span> : null}
                  <span className="portal-meta">
                    <span>{notice.department}</span>
                    <time dateTime={new Date(notice.publishedAt * 1000).toISOString()}>{formatDate(notice.publishedAt)}</time>
                    {notice.attachmentCount > 0 ? <span>{t('list.attachments', { count: notice.attachmentCount })}</span> : null}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </WidgetPage>
  );
}
