import { Link } from 'react-router';
import { useTranslation, EmptyView, ListView, formatDate, type PagedList } from '../../../runtime/app/index.ts';
import type { RssSubscriptionChannelsData } from '../generated/types.ts';
import { safeLink } from './safeLink.ts';
import styles from './rss.module.css';

type Feed = PagedList<'rss-subscription.feed'>;
type FeedItem = Feed['items'][number];

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

  if (subscribed.length === 0)
    return (
      <div className={styles.center} data-testid="rss-no-subscriptions">
        <EmptyView message={t('feed.noSubscriptions')} />
        <Link className="portal-button portal-button--primary" to={`${path}?tab=channels`}>
          {t('feed.browse')}
        </Link>
      </div>
    );

  return (
    <>
      {subscribed.length > 1 ? (
        <nav className="portal-chips" aria-label={t('feed.filter')}>
          <button type="button" className="portal-chip" aria-pressed={channel === undefined} onClick={() => onChannel(undefined)}>
            {t('feed.all')}
          </button>
          {subscribed.map((c) => (
            <button key={c.id} type="button" className="portal-chip" aria-pressed={channel === c.id} onClick={() => onChannel(c.id)}>
              {c.name}
            </button>
          ))}
        </nav>
      ) : null}
      <ListView list={feed} empty={t('feed.empty')}>
        {(items) => (
          <section className="portal-card" aria-label={t('tabs.feed')}>
            <ul className={styles.list} data-testid="rss-feed">
              {items.map((item) => (
                <FeedEntry key={item.id} item={item} path={path} />
              ))}
            </ul>
          </section>
        )}
      </ListView>
    </>
  );
}

/** One item: in the portal when it has text, else at its (checked) link in a new tab. */
function FeedEntry({ item, path }: { item: FeedItem; path: string }) {
  const { t } = useTranslation('rss-subscription');
  const body = (
    <>
      <span className={styles.entryTitle}>{item.title}</span>
      {item.summary ? <span className={styles.summary}>{item.summary}</span> : null}
      <span className={styles.meta}>
        <span className={styles.channelTag}>{item.channelName}</span>
        <time dateTime={new Date(item.publishedAt * 1000).toISOString()}>{formatDate(item.publishedAt)}</time>
        {!item.hasContent && item.link ? <span>{t('feed.external')}</span> : null}
      </span>
    </>
  );
  const external = !item.hasContent ? safeLink(item.link) : undefined;
  return (
    <li data-channel={item.channelName}>
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
}
