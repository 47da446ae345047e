import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  useTranslation,
  ApiErrorView,
  LoadingView,
  isApiError,
  isRecordId,
  useApi,
  useApiQuery,
  useDialogs,
  usePagedList,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { RssSubscriptionProps } from '../generated/types.ts';
import { RssChannelList } from './RssChannelList.tsx';
import { RssFeed } from './RssFeed.tsx';
import { RssItemView } from './RssItemView.tsx';
import styles from './rss.module.css';

type Tab = 'feed' | 'channels';

/**
 * rssSubscription/index: the user's feed (items of the subscribed channels, newest first, paged), the
 * channel list to subscribe and unsubscribe, and an item's reader (`?item=<id>`). Tabs live in the query
 * (`?tab=channels`) so back and forward move between them.
 */
export default function RssIndexPage({ props, query, routePath }: WidgetPageProps<RssSubscriptionProps>) {
  const { t } = useTranslation('rss-subscription');
  const api = useApi();
  const dialogs = useDialogs();
  const path = `/${routePath}`;
  const tab: Tab = (query.get('tab') ?? props.startTab ?? 'feed') === 'channels' ? 'channels' : 'feed';
  const itemId = query.get('item');
  const channels = useApiQuery('rss-subscription.channels', {});
  const [changed, setChanged] = useState<Record<number, boolean>>({});
  const [busy, setBusy] = useState<number>();
  const [channelFilter, setChannelFilter] = useState<number>();
  const feedQuery = useMemo(() => (channelFilter ? { channel: channelFilter } : {}), [channelFilter]);
  const feed = usePagedList('rss-subscription.feed', feedQuery, props.pageSize ?? 10);

  if (isRecordId(itemId)) return <RssItemView id={itemId} backTo={path} />;
  if (channels.status === 'loading') return <LoadingView />;
  if (channels.status === 'error') return <ApiErrorView error={channels.error} onRetry={channels.reload} />;

  const list = channels.data.list.map((channel) => (Object.hasOwn(changed, channel.id) ? { ...channel, subscribed: changed[channel.id]! } : channel));
  const subscribed = list.filter((channel) => channel.subscribed);

  const toggle = async (id: number, subscribe: boolean) => {
    const name = list.find((channel) => channel.id === id)?.name ?? '';
    setBusy(id);
    try {
      const answer = await api.post('rss-subscription.subscribe', { channelId: id, subscribed: subscribe ? 1 : 0 });
      setChanged((prior) => ({ ...prior, [answer.channelId]: answer.subscribed }));
      if (!answer.subscribed && channelFilter === id) setChannelFilter(undefined);
      else feed.reload();
      dialogs.popup(t(answer.subscribed ? 'channels.subscribed' : 'channels.unsubscribed', { name }));
    } catch (error) {
      dialogs.popup(t('channels.failed', { message: isApiError(error) ? error.message : String(error) }));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <div className={styles.page}>
      <nav className={styles.tabs} aria-label={t('tabs.label')}>
        <Link className={styles.tab} to={`${path}?tab=feed`} aria-current={tab === 'feed' ? 'page' : undefined}>
          {t('tabs.feed')}
        </Link>
        <Link className={styles.tab} to={`${path}?tab=channels`} aria-current={tab === 'channels' ? 'page' : undefined}>
          {t('tabs.channels')}
        </Link>
      </nav>
      {tab === 'channels' ? (
        <RssChannelList channels={list} busy={busy} onToggle={(id, next) => void toggle(id, next)} />
      ) : (
        <RssFeed feed={feed} subscribed={subscribed} channel={channelFilter} onChannel={setChannelFilter} path={path} />
      )}
    </div>
  );
}
