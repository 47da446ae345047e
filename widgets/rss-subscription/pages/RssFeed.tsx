import { Link } from 'react-router';
import { useTranslation, ApiErrorView, EmptyView, LoadMoreFooter, LoadingView, formatDate, useImageUrl, type PagedList } from '../../../runtime/app/index.ts';
import type { RssSubscriptionChannelsData } from '../generated/types.ts';
import { safeLink } from './safeLink.ts';
import styles from './rss.module.css';

type Feed = PagedList<'rss-subscription.feed'>;

/** The items of the subscribed channels, newest first; a channel filter; an item opens in the portal or at its link. */
export function RssFeed({
  feed,
  subscribed,
  channel,
  onChannel,
  path,
}: {
  feed: Feed;
  subscribed: RssSubscriptionChannelsData['list'];
  channel?: number;
  onChannel: (id?: number) => void;
  path: string;
}) {
  const { t } = useTranslation('rss-subscription');
  const image = useImageUrl();

  if (subscribed.length === 0)
    return (
      <div className={styles.center} data-testid="rss-no-subscriptions">
        <EmptyView message={t('feed.noSubscriptions')} image={image('empty.svg')} />
        <Link className="portal-button portal-button--primary" to={`${path}?tab=channels`}>
          {t('feed.browse')}
        </Link>
      </div>
    );
  if (feed.status === 'loading' && feed.items.length === 0) return <LoadingView />;
  if (feed.status === 'error' && feed.error) return <ApiErrorView error={feed.error} onRetry={feed.retry} />;

  return (
    <>
      {subscribed.length > 1 ? (
        <nav className={styles.chips} aria-label={t('feed.filter')}>
          <button type="button" className={styles.chip} aria-pressed={channel === undefined} onClick={() => onChannel(undefined)}>
            {t('feed.all')}
          </button>
          {subscribed.map((c) => (
            <button key={c.id} type="button" className={styles.chip} aria-pressed={channel === c.id} onClick={() => onChannel(c.id)}>
              {c.name}
            </button>
          ))}
        </nav>
      ) : null}
      {feed.items.length === 0 ? (
        <EmptyView message={t('feed.empty')} image={image('empty.svg')} />
      ) : (
        <section className={styles.section} aria-label={t('tabs.feed')}>
          <ul className={styles.list} data-testid="rss-feed">
            {feed.items.map((item) => {
              const meta = (
                <span className={styles.meta}>
                  <span className={styles.channelTag}>{item.channelName}</span>
                  <time dateTime={new Date(item.publishedAt * 1000).toISOString()}>{formatDate(item.publishedAt)}</time>
                  {!item.hasContent && item.link ? <span>{t('feed.external')}</span> : null}
                </span>
              );
              const body = (
                <>
                  <span className={styles.entryTitle}>{item.title}</span>
                  {item.summary ? <span className={styles.summary}>{item.summary}</span> : null}
                  {meta}
                </>
              );
              const external = !item.hasContent ? safeLink(item.link) : undefined;
              return (
                <li key={item.id} data-channel={item.channelName}>
                  {external ? (
                    <a className={styles.entry} href={external} target="_blank" rel="noopener noreferrer">
                      {body}
                    </a>
                  ) : (
                    <Link className={styles.entry} to={`${path}?item=${item.id}`}>
                      {body}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
          <LoadMoreFooter paged={feed} />
        </section>
      )}
    </>
  );
}
