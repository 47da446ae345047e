import { Link } from 'react-router';
import { useTranslation, ApiErrorView, LoadingView, NoDataView, SafeHtml, formatDate, useApiQuery, useImageUrl } from '../../../runtime/app/index.ts';
import { safeLink } from './safeLink.ts';
import styles from './rss.module.css';

/** One item of a channel: its text sanitized, and its original link when it has one. */
export function RssItemView({ id, backTo }: { id: string; backTo: string }) {
  const { t } = useTranslation('rss-subscription');
  const image = useImageUrl();
  const answer = useApiQuery('rss-subscription.item', { id });
  const back = (
    <Link className="portal-button" to={backTo}>
      {t('item.back')}
    </Link>
  );
  if (answer.status === 'loading') return <LoadingView />;
  if (answer.status === 'error') {
    if (answer.error.kind === 'envelope' && answer.error.detail.e === 404) return <NoDataView message={answer.error.message} image={image('empty.svg')} />;
    return <ApiErrorView error={answer.error} onRetry={answer.reload} />;
  }
  const item = answer.data;
  const link = safeLink(item.link);
  return (
    <div className={styles.page}>
      <article className={styles.article} aria-labelledby="rss-item-title">
        <p className={styles.channelTag}>{item.channelName}</p>
        <h1 id="rss-item-title" className={styles.title}>
          {item.title}
        </h1>
        <p className={styles.meta}>
          <time dateTime={new Date(item.publishedAt * 1000).toISOString()}>{formatDate(item.publishedAt, true)}</time>
        </p>
        {item.content ? <SafeHtml html={item.content} /> : <p className={styles.muted}>{t('item.onlyLink')}</p>}
        <div className={styles.actions}>
          {back}
          {link ? (
            <a className="portal-button portal-button--primary" href={link} target="_blank" rel="noopener noreferrer">
              {t('item.original')}
            </a>
          ) : null}
        </div>
      </article>
    </div>
  );
}
