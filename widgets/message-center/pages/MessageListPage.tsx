import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  useTranslation,
  ApiErrorView,
  EmptyView,
  LoadMoreFooter,
  LoadingView,
  formatTime,
  isApiError,
  useApi,
  useDialogs,
  useImageUrl,
  usePagedList,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { MessageCenterProps } from '../generated/types.ts';
import styles from './messages.module.css';

/**
 * message/index: the user's messages by channel, each channel with its unread count; unread ones marked
 * and markable one by one or all at once (in the channel shown). Opening one (message/message) reads it.
 */
export default function MessageListPage({ props, module, title }: WidgetPageProps<MessageCenterProps>) {
  const { t } = useTranslation('message-center');
  const image = useImageUrl();
  const api = useApi();
  const dialogs = useDialogs();
  const [channel, setChannel] = useState<string>();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const query = useMemo(() => ({ channel, filter: unreadOnly ? 'unread' : undefined }), [channel, unreadOnly]);
  const messages = usePagedList('message-center.list', query, props.pageSize ?? 15, { refreshOnShow: true });
  const last = messages.last;

  if (messages.status === 'error' && messages.error && !last) return <ApiErrorView error={messages.error} onRetry={messages.retry} />;
  if (!last) return <LoadingView />;
  if (last.channels.every((c) => c.unread === 0) && last.total === 0 && channel === undefined && !unreadOnly)
    return <EmptyView message={t('list.empty')} image={image('empty.svg')} />;

  const channelName = (id: string) => t(`channels.${id}`, { defaultValue: last.channels.find((c) => c.id === id)?.name ?? id });
  const unreadHere = channel === undefined ? last.unread : (last.channels.find((c) => c.id === channel)?.unread ?? 0);

  /** Marks read on the school's side, then here: the items at once, the counts from a quiet refresh. */
  const markRead = async (body: { id: number } | { all: 1; channel?: string }) => {
    setBusy(true);
    setProblem(undefined);
    try {
      const answer = await api.post('message-center.read', body);
      messages.update((items) =>
        items.map((item) =>
          ('id' in body ? item.id === body.id : body.channel === undefined || item.channel === body.channel) ? { ...item, read: true } : item,
        ),
      );
      messages.reload({ quiet: true });
      if ('all' in body) dialogs.popup(t('list.markedAll', { count: answer.marked }));
    } catch (error) {
      setProblem(t('list.failed', { message: isApiError(error) && error.kind !== 'network' ? error.message : t('portal:networkError.message') }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.page} aria-labelledby="message-heading">
      <header className={styles.listHeader}>
        <h1 id="message-heading" className={styles.heading}>
          {title}
          {last.unread > 0 ? (
            <span className={styles.total} data-testid="message-unread-total">
              {t('list.unreadTotal', { count: last.unread })}
            </span>
          ) : null}
        </h1>
        <Link className="portal-button portal-button--text" to={props.dndPath ?? '/newsInterruption/indexV2'}>
          {t('list.dnd')}
        </Link>
      </header>
      <div className={styles.tabs} role="group" aria-label={t('list.channels')}>
        <button type="button" className={styles.tab} aria-pressed={channel === undefined} onClick={() => setChannel(undefined)}>
          {t('list.all')}
        </button>
        {last.channels.map((c) => (
          <button key={c.id} type="button" className={styles.tab} aria-pressed={channel === c.id} onClick={() => setChannel(c.id)} data-channel={c.id}>
            {channelName(c.id)}
            {c.unread > 0 ? (
              <span className={styles.badge} aria-label={t('list.unreadBadge', { count: c.unread })}>
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
          disabled={busy || unreadHere === 0}
          onClick={() => void markRead({ all: 1, ...(channel ? { channel } : {}) })}
        >
          {t('list.markAllRead')}
        </button>
      </div>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      {messages.status === 'loading' ? (
        <LoadingView />
      ) : messages.status === 'error' && messages.error ? (
        <ApiErrorView error={messages.error} onRetry={messages.retry} />
      ) : messages.items.length === 0 ? (
        <p className={styles.noMatch}>{unreadOnly ? t('list.noUnread') : t('list.noMatch')}</p>
      ) : (
        <>
          <ul className={styles.list} data-testid="message-list">
            {messages.items.map((message) => (
              <li key={message.id}>
                <Link className={styles.entry} to={`/${module}/message?id=${message.id}`} data-read={message.read}>
                  <span className={styles.titleRow}>
                    {message.read ? null : <span className={styles.dot} role="img" aria-label={t('list.unreadMark')} data-testid="unread-mark" />}
                    <span className={styles.title} data-testid="message-title">
                      {message.title}
                    </span>
                  </span>
                  {message.summary ? <span className={styles.summary}>{message.summary}</span> : null}
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
                    disabled={busy}
                    aria-label={t('list.markReadOf', { title: message.title })}
                    onClick={() => void markRead({ id: message.id })}
                  >
                    {t('list.markRead')}
                  </button>
                )}
              </li>
            ))}
          </ul>
          <LoadMoreFooter paged={messages} />
        </>
      )}
    </section>
  );
}
