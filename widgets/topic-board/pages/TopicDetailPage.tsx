import { useMemo } from 'react';
import { Link } from 'react-router';
import {
  useTranslation,
  DetailPage,
  ListView,
  SafeHtml,
  WidgetPage,
  formatDate,
  isRecordId,
  usePagedList,
  type PagedList,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { TopicBoardDetailData, TopicBoardProps } from '../generated/types.ts';
import { TopicPostItem } from './TopicPostItem.tsx';
import styles from './topic.module.css';

/** topic/detail: the topic (its intro sanitized), its messages newest first with their replies, paged; reply and post. */
export default function TopicDetailPage({ props, query, module }: WidgetPageProps<TopicBoardProps>) {
  const { t } = useTranslation('topic-board');
  const id = query.get('id');
  // The messages load alongside the topic, not after it.
  const postsQuery = useMemo(() => (isRecordId(id) ? { topicId: Number(id) } : undefined), [id]);
  const posts = usePagedList('topic-board.posts', postsQuery, props.pageSize ?? 10);
  return (
    <DetailPage apiKey="topic-board.detail" query={query} missingMessage={t('detail.missingId')}>
      {(topic) => <Topic data={topic} posts={posts} module={module} />}
    </DetailPage>
  );
}

/** The topic under its title as the page's heading, then its messages. */
function Topic({ data, posts, module }: { data: TopicBoardDetailData; posts: PagedList<'topic-board.posts'>; module: string }) {
  const { t } = useTranslation('topic-board');
  const heading = (
    <>
      {data.pinned ? <span className={styles.pinned}>{t('list.pinned')}</span> : null} {data.title}
    </>
  );
  return (
    <WidgetPage title={heading}>
      <article className="portal-card">
        <p className="portal-meta">
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
      <section className="portal-card" aria-labelledby="topic-messages">
        <h2 id="topic-messages" className="portal-card__title">
          {t('detail.messages', { count: posts.status === 'ready' ? posts.total : data.postCount })}
        </h2>
        <ListView list={posts} empty={t('detail.noMessages')}>
          {(items) => (
            <ul className={styles.posts} data-testid="topic-posts">
              {items.map((post) => (
                <TopicPostItem key={post.id} post={post} />
              ))}
            </ul>
          )}
        </ListView>
      </section>
      <p>
        <Link to={`/${module}/index`} className="portal-button">
          {t('detail.backToList')}
        </Link>
      </p>
    </WidgetPage>
  );
}
