import { Link } from 'react-router';
import { BackLink, useTranslation, DetailPage, SafeHtml, WidgetPage, formatDate, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { MicroStationArticleData, MicroStationProps } from '../generated/types.ts';
import styles from './microStation.module.css';

/** microStation/detail?id=…: one article of a station, its CMS HTML sanitized, with the way back to the station. */
export default function StationArticlePage({ query, module }: WidgetPageProps<MicroStationProps>) {
  const { t } = useTranslation('micro-station');
  return (
    <DetailPage apiKey="micro-station.article" query={query} missingMessage={t('detail.missingId')}>
      {(article) => <StationArticle article={article} module={module} />}
    </DetailPage>
  );
}

function StationArticle({ article, module }: { article: MicroStationArticleData; module: string }) {
  const { t } = useTranslation('micro-station');
  return (
    <WidgetPage title={article.title} intro={<Link to={`/${module}/list?station=${article.station.id}`}>{article.station.name}</Link>}>
      <article className="portal-card">
        <p className={styles.metaLine} data-testid="station-article-meta">
          {article.author ? <span>{article.author}</span> : null}
          <time dateTime={new Date(article.publishedAt * 1000).toISOString()}>{formatDate(article.publishedAt)}</time>
          {article.views !== undefined ? <span>{t('detail.views', { count: article.views })}</span> : null}
        </p>
        <SafeHtml className={styles.content} html={article.content} />
      </article>
      <BackLink to={`/${module}/list?station=${article.station.id}`} className={styles.back}>
        {t('detail.backToStation', { name: article.station.name })}
      </BackLink>
    </WidgetPage>
  );
}
