/** generalApp/message (消息): the notices of the keepers' decisions on the user's bookings, newest first. */
import { Link } from 'react-router';
import { QueryView, WidgetPage, formatDate, useApiQuery, useTranslation } from '../../../runtime/app/index.ts';
import { whenOf, type PageProps } from './bookingParts.tsx';
import styles from './generalApp.module.css';

export default function MessagePage({ title, module }: PageProps) {
  const { t } = useTranslation('general-app');
  const messages = useApiQuery('general-app.messages', {});
  return (
    <WidgetPage title={title}>
      <QueryView query={messages} empty={t('message.none')} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <ul className={styles.list} data-testid="message-list">
            {data.list.map((one) => (
              <li key={one.id} className="portal-card" data-kind={one.kind}>
                <Link to={`/${module}/details?id=${one.bookingId}`} className={styles.cardLink}>
                  <strong>{t(`message.${one.kind}`, { space: one.spaceName })}</strong>
                  <span className="portal-card__meta">{formatDate(one.at, true)}</span>
                  <span className="portal-card__meta">{t('message.when', { when: whenOf(one.start, one.end), by: one.by })}</span>
                  {one.reason ? <span className="portal-card__meta">{t('facts.reasonLine', { reason: one.reason })}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </WidgetPage>
  );
}
