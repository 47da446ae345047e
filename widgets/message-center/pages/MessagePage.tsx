import { useEffect } from 'react';
import { Link } from 'react-router';
import { useApi, useTranslation, DetailPage, WidgetPage, formatTime, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { MessageCenterDetailData, MessageCenterProps } from '../generated/types.ts';
import styles from './messages.module.css';

/**
 * message/message?id=…: one message (plain text) headed by its title, read by opening it; a message about something in the
 * portal (a new notice) links there.
 */
export default function MessagePage({ query, module }: WidgetPageProps<MessageCenterProps>) {
  const { t } = useTranslation('message-center');
  return (
    <DetailPage apiKey="message-center.detail" query={query} missingMessage={t('detail.missingId')}>
      {(message) => <Message message={message} module={module} />}
    </DetailPage>
  );
}

function Message({ message, module }: { message: MessageCenterDetailData; module: string }) {
  const { t } = useTranslation('message-center');
  const api = useApi();
  // Opening an unread message reads it. The detail GET changes nothing; if marking fails (offline), the
  // message simply stays unread in the list, which is true, so there is nothing to tell the reader.
  useEffect(() => {
    if (!message.read) api.post('message-center.read', { id: message.id }).catch(() => undefined);
  }, [api, message.id, message.read]);
  return (
    <WidgetPage title={message.title}>
      <article className={`portal-card ${styles.article}`} aria-label={message.title}>
        <dl className={styles.facts} data-testid="message-facts">
          <dt>{t('detail.channel')}</dt>
          <dd>{t(`channels.${message.channel}`, { defaultValue: message.channelName })}</dd>
          <dt>{t('detail.time')}</dt>
          <dd>
            <time dateTime={new Date(message.createdAt * 1000).toISOString()}>{formatTime(message.createdAt, 'YYYY-MM-DD HH:mm')}</time>
            {message.silent ? <span className={styles.silent}> · {t('list.silent')}</span> : null}
          </dd>
        </dl>
        <p className={styles.body} data-testid="message-body">
          {message.body}
        </p>
      </article>
      <p className={styles.actions}>
        {message.link ? (
          <Link to={message.link} className="portal-button portal-button--primary">
            {t('detail.open')}
          </Link>
        ) : null}
        <Link to={`/${module}/index`} className="portal-button">
          {t('detail.backToList')}
        </Link>
      </p>
    </WidgetPage>
  );
}
