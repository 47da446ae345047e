import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiErrorView, LoadMoreFooter, LoadingView, NoDataView, SafeHtml, formatDate, useImageUrl, usePagedList, useApiQuery, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { TopicBoardProps } from '../generated/types.ts';
import { TopicPostItem } from './TopicPostItem.tsx';
import styles from './topic.module.css';

/** topic/detail: the topic (its intro sanitized), its messages newest first with their replies, paged; reply and post. */
export default function TopicDetailPage({ props, query, routePath }: WidgetPageProps<TopicBoardProps>) {
  const { t } = useTranslation('topic-board');
  const image = useImageUrl();
  const module = routePath.split('/')[0];
  const id = query.get('id') ?? '';
  const validId = /^[1-9]\d{0,9}$/.test(id);
  const topic = useApiQuery('topic-board.detail', validId ? { id } : undefined);
  const postsQuery = useMemo(() => (validId ? { topicId: id } : undefined), [validId, id]);
  const posts = usePagedList('topic-board.posts', postsQuery, props.pageSize ?? 10);

  if (!validId) return <NoDataView message={t('detail.missingId')} image={image('empty.svg')} />;
  if (topic.status === 'loading') return <LoadingView />;
  if (topic.status === 'error') {
    if (topic.error.kind === 'envelope' && topic.error.detail.e === 404) return <NoDataView message={topic.error.message} image={image('empty.svg')} />;
    return <ApiErrorView error={topic.error} onRetry={topic.reload} />;
  }
  const data = topic.data;
  return (
    <div className={styles.page}>
      <article className={styles.section} aria-labelledby="topic-title">
        <h1 id="topic-title" className={styles.title}>
          {data.pinned ? <span className={styles.badge}>{t('list.pinned')}</span> : null} {data.title}
        </h1>
        <p className={styles.meta}>
          <span>{t('detail.by', { author: data.author })}</span>
          <time dateTime={new Date(data.createdAt * 1000).toISOString()}>{formatDate(data.createdAt)}</time>
        </p>
        <SafeHtml className={styles.intro} html={data.intro} />
        <div className={styles.actions}>
          <Link className="portal-button portal-button--primary" to={`/${module}/postMsg?id=${data.id}`}>
            {t('detail.post')}
          </Link>
        </div>
      </article>
      <section className={styles.section} aria-labelledby="topic-messages">
        <h2 id="topic-messages" className={styles.cardTitle}>
          {t('detail.messages', { count: posts.status === 'ready' ? posts.total : data.postCount })}
        </h2>
        {posts.status === 'loading' && posts.items.length === 0 ? (
          <LoadingView />
        ) : posts.status === 'error' && posts.error ? (
          <ApiErrorView error={posts.error} onRetry={posts.retry} />
        ) : posts.items.length === 0 ? (
          <p className={styles.muted} data-testid="topic-no-posts">
            {t('detail.noMessages')}
          </p>
        ) : (
          <>
            <ul className={styles.posts} data-testid="topic-posts">
              {posts.items.map((post) => (
                <TopicPostItem key={post.id} post={post} />
              ))}
            </ul>
            <LoadMoreFooter paged={posts} />
          </>
        )}
      </section>
      <p>
        <Link to={`/${module}/index`} className="portal-button">
          {t('detail.backToList')}
        </Link>
      </p>
    </div>
  );
}
