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
import type { NewsProps } from '../generated/types.ts';
import { listQuery, listSize } from './newsRequests.ts';
import styles from './news.module.css';

/**
 * news/index (and tjuNews/index, tjuNotice/index… as props): the article list, newest first, with a
 * "load more" button that also fires by itself when the user scrolls to the end (pull-to-load on phones).
 */
export default function NewsListPage({ props, module, title }: WidgetPageProps<NewsProps>) {
  const { t } = useTranslation('news');
  const image = useImageUrl();
  const news = usePagedList('news.list', listQuery(props), listSize(props));

  if (news.status === 'loading' && news.items.length === 0) return <LoadingView />;
  if (news.status === 'error' && news.error) return <ApiErrorView error={news.error} onRetry={news.retry} />;
  if (news.items.length === 0) return <EmptyView message={t('list.empty')} image={image('empty.svg')} />;

  return (
    <section className={styles.page} aria-labelledby="news-heading">
      <header className={styles.listHeader}>
        <h1 id="news-heading" className={styles.heading}>
          {title}
        </h1>
        <span className={styles.count}>{t('list.count', { total: news.total })}</span>
      </header>
      <ul className={styles.list} data-testid="news-list">
        {news.items.map((article) => (
          <li key={article.id}>
            <Link className={styles.card} to={`/${module}/detail?id=${article.id}`}>
              <div className={styles.cardText}>
                <h2 className={styles.cardTitle}>{article.title}</h2>
                {article.summary ? <p className={styles.summary}>{article.summary}</p> : null}
                <p className={styles.meta}>
                  {props.showSource !== false ? <span>{article.source}</span> : null}
                  <time dateTime={new Date(article.publishedAt * 1000).toISOString()}>{formatDate(article.publishedAt)}</time>
                  {article.views !== undefined ? <span>{t('list.views', { count: article.views })}</span> : null}
                </p>
              </div>
              {props.showCover !== false && article.cover ? (
                <img className={styles.cover} src={image(article.cover)} alt="" loading="lazy" width={96} height={72} />
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
      <LoadMoreFooter paged={news} />
    </section>
  );
}
