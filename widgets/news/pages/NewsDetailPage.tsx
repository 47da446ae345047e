import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiErrorView, LoadingView, NoDataView, SafeHtml, formatDate, useApiQuery, useImageUrl, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { NewsProps } from '../generated/types.ts';
import styles from './news.module.css';

/** news/detail: one article, its CMS HTML sanitized before it reaches the page. */
export default function NewsDetailPage({ query, routePath, props }: WidgetPageProps<NewsProps>) {
  const { t } = useTranslation('news');
  const image = useImageUrl();
  const id = query.get('id') ?? '';
  const validId = /^[1-9]\d{0,9}$/.test(id);
  const article = useApiQuery('news.detail', validId ? { id } : undefined);
  const module = routePath.split('/')[0];

  if (!validId) return <NoDataView message={t('detail.missingId')} image={image('empty.svg')} />;
  if (article.status === 'loading') return <LoadingView />;
  if (article.status === 'error') {
    // The school says the article is gone: the spec's no-data view with its words.
    if (article.error.kind === 'envelope' && article.error.detail.e === 404) return <NoDataView message={article.error.message} image={image('empty.svg')} />;
    return <ApiErrorView error={article.error} onRetry={article.reload} />;
  }
  const news = article.data;
  return (
    <article className={styles.article}>
      <h1 className={styles.articleTitle}>{news.title}</h1>
      <p className={styles.meta}>
        {props.showSource !== false ? <span>{t('detail.source', { source: news.source })}</span> : null}
        {news.author ? <span>{t('detail.author', { author: news.author })}</span> : null}
        <time dateTime={new Date(news.publishedAt * 1000).toISOString()}>{t('detail.published', { date: formatDate(news.publishedAt, true) })}</time>
        {news.views !== undefined ? <span>{t('detail.views', { count: news.views })}</span> : null}
      </p>
      {props.showCover !== false && news.cover ? <img className={styles.articleCover} src={image(news.cover)} alt="" /> : null}
      <SafeHtml className={styles.content} html={news.content} />
      <p>
        <Link to={`/${module}/index`} className="portal-button">
          {t('detail.backToList')}
        </Link>
      </p>
    </article>
  );
}
