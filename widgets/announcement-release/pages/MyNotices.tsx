import { useTranslation, ApiErrorView, EmptyView, LoadingView, formatDate, type QueryState } from '../../../runtime/app/index.ts';
import type { AnnouncementReleaseMineData } from '../generated/types.ts';
import styles from './release.module.css';

/** The notices this user published, with how many of their recipients have read each. */
export function MyNotices({ answer, onRetry }: { answer: QueryState<AnnouncementReleaseMineData>; onRetry: () => void }) {
  const { t } = useTranslation('announcement-release');
  return (
    <section className={styles.card} aria-labelledby="release-mine">
      <h2 id="release-mine" className={styles.cardTitle}>
        {t('mine.heading')}
      </h2>
      {answer.status === 'loading' ? (
        <LoadingView />
      ) : answer.status === 'error' ? (
        <ApiErrorView error={answer.error} onRetry={onRetry} />
      ) : answer.data.list.length === 0 ? (
        <EmptyView message={t('mine.empty')} />
      ) : (
        <ul className={styles.mine} data-testid="release-mine">
          {answer.data.list.map((notice) => (
            <li key={notice.id}>
              <span className={styles.mineTitle}>
                {notice.important ? <span className={styles.badge}>!</span> : null}
                {notice.title}
              </span>
              <span className={styles.meta}>
                <time dateTime={new Date(notice.publishedAt * 1000).toISOString()}>{formatDate(notice.publishedAt, true)}</time>
                <span>{notice.audience.map((group) => t(`audience.${group}`)).join('、')}</span>
                {notice.attachmentCount > 0 ? <span>{t('mine.attachments', { count: notice.attachmentCount })}</span> : null}
                <span data-testid="release-read-count">{t('mine.read', { read: notice.readCount, total: notice.recipients })}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
