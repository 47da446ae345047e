/** generalApp/message (消息): the notices of the keepers' decisions on the user's bookings, newest first. */
import { Link } from 'react-router';
import { ApiErrorView, EmptyView, LoadingView, formatDate, useApiQuery, useTranslation } from '../../../runtime/app/index.ts';
import { AppointPage, useKeeper, whenOf, type PageProps } from './appointKit.tsx';
import styles from './generalApp.module.css';

export default function MessagePage({ title, module, appKey }: PageProps) {
  const { t } = useTranslation('general-app');
  const keeper = useKeeper({ appKey, module });
  const messages = useApiQuery('general-app.messages', {});
  let body;
  if (messages.status === 'error') body = <ApiErrorView error={messages.error} onRetry={messages.reload} />;
  else if (messages.status === 'loading') body = <LoadingView />;
  else if (messages.data.list.length === 0) body = <EmptyView message={t('message.none')} />;
  else
    body = (
      <ul className={styles.list} data-testid="message-list">
        {messages.data.list.map((one) => (
          <li key={one.id} className={styles.card} data-kind={one.kind}>
            <Link to={`/${module}/details?id=${one.bookingId}`} className={styles.cardLink}>
              <strong>{t(`message.${one.kind}`, { space: one.spaceName })}</strong>
              <span className={styles.meta}>{formatDate(one.at, true)}</span>
              <span className={styles.meta}>{t('message.when', { when: whenOf(one.start, one.end), by: one.by })}</span>
              {one.reason ? <span className={styles.meta}>{t('facts.reasonLine', { reason: one.reason })}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    );
  return (
    <AppointPage title={title} module={module} keeper={keeper} labelledBy="appoint-message">
      {body}
    </AppointPage>
  );
}
