import { Link } from 'react-router';
import { useTranslation, ListView, WidgetPage, formatDate, usePagedList, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { TopicBoardProps } from '../generated/types.ts';
import styles from './topic.module.css';

const NO_FILTER = {};

/** topic/index: the board's topics, pinned first, then by latest message; paged. */
export default function TopicIndexPage({ props, module, title }: WidgetPageProps<TopicBoardProps>) {
  const { t } = useTranslation('topic-board');
  const paged = usePagedList('topic-board.list', NO_FILTER, props.pageSize ?? 10);

  return (
    <WidgetPage title={title} intro={paged.items.length > 0 ? t('list.total', { total: paged.total }) : undefined}>
      <ListView list={paged} empty={t('list.empty')}>
        {(topics) => (
          <ul className={styles.list} data-testid="topic-list">
            {topics.map((topic) => (
              <li key={topic.id}>
                <Link className={`portal-card ${styles.card}`} to={`/${module}/detail?id=${topic.id}`}>
                  <h2 className={`portal-card__title ${styles.cardTitle}`}>
                    {topic.pinned ? <span className={styles.pinned}>{t('list.pinned')}</span> : null}
                    <span>{topic.title}</span>
                  </h2>
                  <p className={`portal-summary ${styles.summary}`}>{topic.summary}</p>
                  <p className="portal-meta">
                    <span>{topic.author}</span>
                    <span>{t('list.posts', { count: topic.postCount })}</span>
                    {topic.lastPostAt ? <span>{t('list.lastPost', { date: formatDate(topic.lastPostAt) })}</span> : <span>{formatDate(topic.createdAt)}</span>}
                  </p>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </WidgetPage>
  );
}
