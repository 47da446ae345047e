import { Link } from 'react-router';
import { useTranslation, ListView, WidgetPage, formatDate, useImageUrl, usePagedList, type WidgetPageProps } from '../../../runtime/app/index.ts';
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

  return (
    <WidgetPage title={title} intro={news.items.length > 0 ? t('list.count', { total: news.total }) : undefined}>
      <ListView list={news} empty={t('list.empty')}>
        {(articles) => (
          <ul className={styles.list} data-testid="news-list">
            {articles.map((article) => (
              <li key={article.id}>
                <Link className={styles.card} to={`/${module}/detail?id=${article.id}`}>
                  <div className={styles.cardText}>
                    <h2 className={styles.cardTitle}>{article.title}</h2>
                    {article.summary ? <p className={`portal-summary ${styles.summary}`}>{article.summary}</p> : null}
                    <p className="portal-meta">
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
        )}
      </ListView>
    </WidgetPage>
  );
}
