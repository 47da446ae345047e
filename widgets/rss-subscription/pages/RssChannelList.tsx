import { useTranslation, EmptyView, formatDate } from '../../../runtime/app/index.ts';
import type { RssSubscriptionChannelsData } from '../generated/types.ts';
import styles from './rss.module.css';

type Channel = RssSubscriptionChannelsData['list'][number];

/** The school's channels, each with a subscribe / unsubscribe toggle (all waiting while one is sent). */
export function RssChannelList({ channels, busy, onToggle }: { channels: Channel[]; busy: boolean; onToggle: (channel: Channel, subscribe: boolean) => void }) {
  const { t } = useTranslation('rss-subscription');
  if (channels.length === 0) return <EmptyView message={t('channels.empty')} />;
  return (
    <section className="portal-card" aria-label={t('tabs.channels')}>
      <p className={styles.muted}>{t('channels.summary', { count: channels.filter((c) => c.subscribed).length })}</p>
      <ul className={styles.list} data-testid="rss-channels">
        {channels.map((channel) => (
          <li key={channel.id} className={styles.channel} data-channel={channel.name}>
            <span className={styles.channelText}>
              <span className={styles.channelName}>{channel.name}</span>
              <span className={styles.muted}>{channel.description}</span>
              <span className={styles.meta}>
                <span>{channel.source}</span>
                <span>{t('channels.items', { count: channel.itemCount })}</span>
                {channel.latestAt ? <span>{t('channels.latest', { date: formatDate(channel.latestAt) })}</span> : null}
              </span>
            </span>
            <button
              type="button"
              className={`portal-button ${channel.subscribed ? '' : 'portal-button--primary'} ${styles.toggle}`}
              aria-pressed={channel.subscribed}
              aria-label={`${channel.subscribed ? t('channels.unsubscribe') : t('channels.subscribe')} ${channel.name}`}
              disabled={busy}
              onClick={() => onToggle(channel, !channel.subscribed)}
            >
              {channel.subscribed ? t('channels.unsubscribe') : t('channels.subscribe')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
