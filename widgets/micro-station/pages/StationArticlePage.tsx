import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiErrorView, LoadingView, NoDataView, SafeHtml, formatDate, useApiQuery, useImageUrl, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { MicroStationProps } from '../generated/types.ts';
import { isValidId } from './validId.ts';
import styles from './microStation.module.css';

/** microStation/detail?id=…: one article of a station, its CMS HTML sanitized, with the way back to the station. */
export default function StationArticlePage({ query, routePath }: WidgetPageProps<MicroStationProps>) {
  const { t } = useTranslation('micro-station');
  const image = useImageUrl();
  const module = routePath.split('/')[0];
  const id = query.get('id') ?? '';
  const valid = isValidId(id);
  const answer = useApiQuery('micro-station.article', valid ? { id } : undefined);

  if (!valid) return <NoDataView message={t('detail.missingId')} image={image('empty.svg')} />;
  if (answer.status === 'loading') return <LoadingView />;
  if (answer.status === 'error') {
    if (answer.error.kind === 'envelope' && answer.error.detail.e === 404) return <NoDataView message={answer.error.message} image={image('empty.svg')} />;
    return <ApiErrorView error={answer.error} onRetry={answer.reload} />;
  }
  const article = answer.data;
  return (
    <article className={styles.article} aria-labelledby="station-article-title">
      <p className={styles.crumb}>
        <Link to={`/${module}/list?station=${article.station.id}`}>{article.station.name}</Link>
      </p>
      <h1 id="station-article-title" className={styles.articleTitle}>
        {article.title}
      </h1>
      <p className={styles.metaLine} data-testid="station-article-meta">
        {article.author ? <span>{article.author}</span> : null}
        <time dateTime={new Date(article.publishedAt * 1000).toISOString()}>{formatDate(article.publishedAt)}</time>
        {article.views !== undefined ? <span>{t('detail.views', { count: article.views })}</span> : null}
      </p>
      <SafeHtml className={styles.content} html={article.content} />
      <p className={styles.back}>
        <Link to={`/${module}/list?station=${article.station.id}`} className="portal-button">
          {t('detail.backToStation', { name: article.station.name })}
        </Link>
      </p>
    </article>
  );
}
