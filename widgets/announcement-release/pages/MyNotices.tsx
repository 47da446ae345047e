import { useId } from 'react';
import { useTranslation, QueryView, formatDate, type QueryState } from '../../../runtime/app/index.ts';
import type { AnnouncementReleaseMineData } from '../generated/types.ts';
import styles from './release.module.css';

/** The notices this user published, with how many of their recipients have read each. */
export function MyNotices({ answer }: { answer: QueryState<AnnouncementReleaseMineData> & { reload: () => void } }) {
  const { t } = useTranslation('announcement-release');
  const headingId = useId();
  return (
    <section className="portal-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="portal-card__title">
        {t('mine.heading')}
      </h2>
      <QueryView query={answer} empty={t('mine.empty')} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <ul className={styles.mine} data-testid="release-mine">
            {data.list.map((notice) => (
              <li key={notice.id}>
                <span className={styles.mineTitle}>
                  {notice.important ? <span className="portal-badge portal-badge--error">!</span> : null}
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
      </QueryView>
    </section>
  );
}
