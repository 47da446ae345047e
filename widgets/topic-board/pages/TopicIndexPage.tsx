import { Link } from 'react-router';
import {
  useTranslation,
  ApiErrorView,
  EmptyView,
  LoadMoreFooter,
  LoadingView,
  formatDate,
  useImageUrl,
  usePagedList,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { TopicBoardProps } from '../generated/types.ts';
import styles from './topic.module.css';

const NO_FILTER = {};

/** topic/index: the board's topics, pinned first, then by latest message; paged. */
export default function TopicIndexPage({ props, module, title }: WidgetPageProps<TopicBoardProps>) {
  const { t } = useTranslation('topic-board');
  const image = useImageUrl();
  const paged = usePagedList('topic-board.list', NO_FILTER, props.pageSize ?? 10);

  if (paged.status === 'loading' && paged.items.length === 0) return <LoadingView />;
  if (paged.status === 'error' && paged.error) return <ApiErrorView error={paged.error} onRetry={paged.retry} />;
  if (paged.items.length === 0) return <EmptyView message={t('list.empty')} image={image('empty.svg')} />;

  return (
    <section className={styles.page} aria-labelledby="topic-heading">
      <header className={styles.header}>
        <h1 id="topic-heading" className={styles.heading}>
          {title}
        </h1>
        <span className={styles.muted}>{t('list.total', { total: paged.total })}</span>
      </header>
      <ul className={styles.list} data-testid="topic-list">
        {paged.items.map((topic) => (
          <li key={topic.id}>
            <Link className={styles.card} to={`/${module}/detail?id=${topic.id}`}>
              <h2 className={styles.cardTitle}>
                {topic.pinned ? <span className={styles.badge}>{t('list.pinned')}</span> : null}
                <span>{topic.title}</span>
              </h2>
              <p className={styles.summary}>{topic.summary}</p>
              <p className={styles.meta}>
                <span>{topic.author}</span>
                <span>{t('list.posts', { count: topic.postCount })}</span>
                {topic.lastPostAt ? <span>{t('list.lastPost', { date: formatDate(topic.lastPostAt) })}</span> : <span>{formatDate(topic.createdAt)}</span>}
              </p>
            </Link>
          </li>
        ))}
      </ul>
      <LoadMoreFooter paged={paged} />
    </section>
  );
}
