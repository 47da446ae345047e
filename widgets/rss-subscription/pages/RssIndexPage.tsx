import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  useTranslation,
  ActionMessage,
  QueryView,
  WidgetPage,
  isRecordId,
  useAction,
  useApi,
  useApiQuery,
  useKeptQuery,
  usePagedList,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { RssSubscriptionChannelsData, RssSubscriptionProps } from '../generated/types.ts';
import { RssChannelList } from './RssChannelList.tsx';
import { RssFeed } from './RssFeed.tsx';
import { RssItemView } from './RssItemView.tsx';

type Tab = 'feed' | 'channels';

/**
 * rssSubscription/index: the user's feed (items of the subscribed channels, newest first, paged), the
 * channel list to subscribe and unsubscribe, and an item's reader (`?item=<id>`). The two views are tabs
 * of this one page, in the query (`?tab=channels`) so back and forward move between them.
 */
export default function RssIndexPage({ props, query, routePath, title }: WidgetPageProps<RssSubscriptionProps>) {
  const { t } = useTranslation('rss-subscription');
  const path = `/${routePath}`;
  const tab: Tab = (query.get('tab') ?? props.startTab ?? 'feed') === 'channels' ? 'channels' : 'feed';
  const itemId = query.get('item');
  // Held here, above the item reader, so the feed's pages and filter are still there on the way back.
  const subscriptions = useSubscriptions(props.pageSize ?? 10);
  const { channels, feed, channelFilter, setChannelFilter, toggle } = subscriptions;

  if (isRecordId(itemId)) return <RssItemView id={itemId} backTo={path} />;
  return (
    <WidgetPage title={title}>
      <nav className="portal-tabs" aria-label={t('tabs.label')}>
        <Link className="portal-tab" to={`${path}?tab=feed`} aria-current={tab === 'feed' ? 'page' : undefined}>
          {t('tabs.feed')}
        </Link>
        <Link className="portal-tab" to={`${path}?tab=channels`} aria-current={tab === 'channels' ? 'page' : undefined}>
          {t('tabs.channels')}
        </Link>
      </nav>
      <QueryView query={channels}>
        {(data) => {
          const list = subscriptions.withChanges(data);
          return tab === 'channels' ? (
            <>
              <ActionMessage action={toggle} />
              <RssChannelList
                channels={list}
                busy={toggle.busy}
                onToggle={(channel, subscribe) => void toggle.run({ id: channel.id, name: channel.name, subscribe })}
              />
            </>
          ) : (
            <RssFeed feed={feed} subscribed={list.filter((channel) => channel.subscribed)} channel={channelFilter} onChannel={setChannelFilter} path={path} />
          );
        }}
      </QueryView>
    </WidgetPage>
  );
}

/** The channels (with the user's toggles laid over them), the feed with its channel filter, and the (un)subscribe action. */
function useSubscriptions(pageSize: number) {
  const { t } = useTranslation('rss-subscription');
  const api = useApi();
  // Kept on screen while it is fetched again (the kept-alive page shown again).
  const channels = useKeptQuery(useApiQuery('rss-subscription.channels', {}));
  const [channelFilter, setChannelFilter] = useState<number>();
  const feedQuery = useMemo(() => (channelFilter ? { channel: channelFilter } : {}), [channelFilter]);
  const feed = usePagedList('rss-subscription.feed', feedQuery, pageSize);
  const [changed, setChanged] = useState<Record<number, boolean>>({});

  const toggle = useAction(
    (channel: { id: number; name: string; subscribe: boolean }, call) =>
      api.post('rss-subscription.subscribe', { channelId: channel.id, subscribed: channel.subscribe ? 1 : 0 }, call),
    {
      done: (answer, channel) => t(answer.subscribed ? 'channels.subscribed' : 'channels.unsubscribed', { name: channel.name }),
      onDone: (answer) => {
        setChanged((prior) => ({ ...prior, [answer.channelId]: answer.subscribed }));
        if (!answer.subscribed && channelFilter === answer.channelId) setChannelFilter(undefined);
        else feed.reload();
      },
      failed: (reason) => t('channels.failed', { message: reason }),
    },
  );

  const withChanges = (data: RssSubscriptionChannelsData) =>
    data.list.map((channel) => (Object.hasOwn(changed, channel.id) ? { ...channel, subscribed: changed[channel.id]! } : channel));

  return { channels, feed, channelFilter, setChannelFilter, toggle, withChanges };
}
