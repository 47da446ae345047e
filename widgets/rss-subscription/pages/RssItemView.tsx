import { Link } from 'react-router';
import { useTranslation, QueryView, SafeHtml, WidgetPage, formatDate, useApiQuery } from '../../../runtime/app/index.ts';
import type { RssSubscriptionItemData } from '../generated/types.ts';
import { safeLink } from './safeLink.ts';
import styles from './rss.module.css';

/** One item of a channel under its title as the page's heading: its text sanitized, and its original link when it has one. */
export function RssItemView({ id, backTo }: { id: string; backTo: string }) {
  return <QueryView query={useApiQuery('rss-subscription.item', { id: Number(id) })}>{(item) => <RssItem item={item} backTo={backTo} />}</QueryView>;
}

function RssItem({ item, backTo }: { item: RssSubscriptionItemData; backTo: string }) {
  const { t } = useTranslation('rss-subscription');
  const link = safeLink(item.link);
  return (
    <WidgetPage title={item.title}>
      <article className="portal-card">
        <p className={styles.channelTag}>{item.channelName}</p>
        <p className={styles.meta}>
          <time dateTime={new Date(item.publishedAt * 1000).toISOString()}>{formatDate(item.publishedAt, true)}</time>
        </p>
        {item.content ? <SafeHtml html={item.content} /> : <p className={styles.muted}>{t('item.onlyLink')}</p>}
        <div className={styles.actions}>
          <Link className="portal-button" to={backTo}>
            {t('item.back')}
          </Link>
          {link ? (
            <a className="portal-button portal-button--primary" href={link} target="_blank" rel="noopener noreferrer">
              {t('item.original')}
            </a>
          ) : null}
        </div>
      </article>
    </WidgetPage>
  );
}
