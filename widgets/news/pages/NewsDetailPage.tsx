import { BackLink, useTranslation, DetailPage, SafeHtml, WidgetPage, formatDate, useImageUrl, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { NewsDetailData, NewsProps } from '../generated/types.ts';
import styles from './news.module.css';

/** news/detail: one article under its title as the page's heading, its CMS HTML sanitized before it reaches the page. */
export default function NewsDetailPage({ query, module, props }: WidgetPageProps<NewsProps>) {
  const { t } = useTranslation('news');
  return (
    <DetailPage apiKey="news.detail" query={query} missingMessage={t('detail.missingId')}>
      {(news) => <Article news={news} module={module} props={props} />}
    </DetailPage>
  );
}

function Article({ news, module, props }: { news: NewsDetailData; module: string; props: NewsProps }) {
  const { t } = useTranslation('news');
  const image = useImageUrl();
  return (
    <WidgetPage title={news.title}>
      <article className={`portal-card ${styles.article}`}>
        <p className="portal-meta">
          {props.showSource !== false ? <span>{t('detail.source', { source: news.source })}</span> : null}
          {news.author ? <span>{t('detail.author', { author: news.author })}</span> : null}
          <time dateTime={new Date(news.publishedAt * 1000).toISOString()}>{t('detail.published', { date: formatDate(news.publishedAt, true) })}</time>
          {news.views !== undefined ? <span>{t('detail.views', { count: news.views })}</span> : null}
        </p>
        {props.showCover !== false && news.cover ? <img className={styles.articleCover} src={image(news.cover)} alt="" /> : null}
        <SafeHtml className={styles.content} html={news.content} />
        <BackLink to={`/${module}/index`}>{t('detail.backToList')}</BackLink>
      </article>
    </WidgetPage>
  );
}
