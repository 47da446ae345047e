import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  useTranslation,
  ActionMessage,
  ListView,
  WidgetPage,
  formatTime,
  useAction,
  useApi,
  useDialogs,
  usePagedList,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { MessageCenterProps } from '../generated/types.ts';
import styles from './messages.module.css';

type ReadWhat = { id: number } | { all: 1; channel?: string };

/**
 * message/index: the user's messages by channel, each channel with its unread count; unread ones marked
 * and markable one by one or all at once (in the channel shown). Opening one (message/message) reads it.
 */
export default function MessageListPage({ props, module, title }: WidgetPageProps<MessageCenterProps>) {
  const { t } = useTranslation('message-center');
  const api = useApi();
  const dialogs = useDialogs();
  const [channel, setChannel] = useState<string>();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const query = useMemo(() => ({ channel, filter: unreadOnly ? 'unread' : undefined }), [channel, unreadOnly]);
  const messages = usePagedList('message-center.list', query, props.pageSize ?? 15, { refreshOnShow: true });
  const last = messages.last;
  /** Marks read on the school's side, then here: the items at once, the counts from a quiet refresh. */
  const markRead = useAction((body: ReadWhat, call) => api.post('message-center.read', body, call), {
    onDone: (answer, body) => {
      messages.update((items) =>
        items.map((item) =>
          ('id' in body ? item.id === body.id : body.channel === undefined || item.channel === body.channel) ? { ...item, read: true } : item,
        ),
      );
      messages.reload({ quiet: true });
      if ('all' in body) dialogs.popup(t('list.markedAll', { count: answer.marked }));
    },
    failed: (reason) => t('list.failed', { message: reason }),
  });

  const channelName = (id: string) => t(`channels.${id}`, { defaultValue: last?.channels.find((c) => c.id === id)?.name ?? id });
  const unreadHere = !last ? 0 : channel === undefined ? last.unread : (last.channels.find((c) => c.id === channel)?.unread ?? 0);
  const nothingAtAll = last !== undefined && last.channels.every((c) => c.unread === 0) && last.total === 0 && channel === undefined && !unreadOnly;

  return (
    <WidgetPage
      title={
        <span className={styles.heading}>
          {title}
          {last && last.unread > 0 ? (
            <span className="portal-badge portal-badge--error" data-testid="message-unread-total">
              {t('list.unreadTotal', { count: last.unread })}
            </span>
          ) : null}
        </span>
      }
      actions={
        <Link className="portal-button portal-button--text" to={props.dndPath ?? '/newsInterruption/indexV2'}>
          {t('list.dnd')}
        </Link>
      }
    >
      {last && !nothingAtAll ? (
        <>
          <div className="portal-chips" role="group" aria-label={t('list.channels')}>
            <button type="button" className="portal-chip" aria-pressed={channel === undefined} onClick={() => setChannel(undefined)}>
              {t('list.all')}
            </button>
            {last.channels.map((c) => (
              <button
                key={c.id}
                type="button"
                className={`portal-chip ${styles.tab}`}
                aria-pressed={channel === c.id}
                onClick={() => setChannel(c.id)}
                data-channel={c.id}
              >
                {channelName(c.id)}
                {c.unread > 0 ? (
                  <span className="portal-badge portal-badge--error" aria-label={t('list.unreadBadge', { count: c.unread })}>
                    {c.unread > 99 ? '99+' : c.unread}
                  </span>
                ) : null}
              </button>
            ))}
          </div>
          <div className={styles.toolbar}>
            <label className={styles.toggle}>
              <input type="checkbox" checked={unreadOnly} onChange={(event) => setUnreadOnly(event.target.checked)} />
              {t('list.unreadOnly')}
            </label>
            <button
              type="button"
              className="portal-button portal-button--text"
              disabled={markRead.busy || unreadHere === 0}
              onClick={() => void markRead.run({ all: 1, ...(channel ? { channel } : {}) })}
            >
              {t('list.markAllRead')}
            </button>
          </div>
          <p className={styles.problem}>
            <ActionMessage action={markRead} />
          </p>
        </>
      ) : null}
      <ListView list={messages} empty={nothingAtAll ? t('list.empty') : unreadOnly ? t('list.noUnread') : t('list.noMatch')}>
        {(items) => (
          <ul className={styles.list} data-testid="message-list">
            {items.map((message) => (
              <li key={message.id}>
                <Link className={styles.entry} to={`/${module}/message?id=${message.id}`} data-read={message.read}>
                  <span className={styles.titleRow}>
                    {message.read ? null : <span className="portal-unread-dot" role="img" aria-label={t('list.unreadMark')} data-testid="unread-mark" />}
                    <span className={styles.title} data-testid="message-title">
                      {message.title}
                    </span>
                  </span>
                  {message.summary ? <span className="portal-summary">{message.summary}</span> : null}
                  <span className={styles.meta}>
                    {channel === undefined ? <span>{channelName(message.channel)}</span> : null}
                    <time dateTime={new Date(message.createdAt * 1000).toISOString()}>{formatTime(message.createdAt, 'YYYY-MM-DD HH:mm')}</time>
                    {message.silent ? <span className={styles.silent}>{t('list.silent')}</span> : null}
                  </span>
                </Link>
                {message.read ? null : (
                  <button
                    type="button"
                    className={styles.markOne}
                    disabled={markRead.busy}
                    aria-label={t('list.markReadOf', { title: message.title })}
                    onClick={() => void markRead.run({ id: message.id })}
                  >
                    {t('list.markRead')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </WidgetPage>
  );
}
