/**
 * ticket/success?id=: after a grab, the user's ticket for the event as the server holds it: the
 * redemption code (兑换码) and its QR code, or the form still to send, or no ticket at all.
 */
import { Link } from 'react-router';
import { DetailPage, WidgetPage, formatTime, useLocalize, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import { TicketCard } from './ticketParts.tsx';
import styles from './ticket.module.css';

export default function SuccessPage({ query, module, title }: WidgetPageProps) {
  const { t } = useTranslation('ticket');
  const localize = useLocalize();
  return (
    <DetailPage apiKey="ticket.detail" query={query} missingMessage={t('detail.missingId')}>
      {(event) => {
        const ticket = event.mine;
        const toEvent = `/${module}/detail?id=${event.id}`;
        return (
          <WidgetPage title={title} intro={localize(event.title)}>
            {!ticket ? (
              <p className="portal-notice portal-notice--warning" data-testid="ticket-none">
                {t('success.none')} <Link to={toEvent}>{t('success.toEvent')}</Link>
              </p>
            ) : ticket.state === 'held' ? (
              <p className="portal-notice portal-notice--warning" data-testid="ticket-held">
                {t('success.held')} <Link to={toEvent}>{t('success.fillForm')}</Link>
              </p>
            ) : (
              <>
                <p className="portal-notice portal-notice--success" role="status" data-testid="ticket-success">
                  {t('success.done')}
                </p>
                <p className={styles.meta}>
                  {formatTime(event.startsAt, 'YYYY-MM-DD HH:mm')} · {localize(event.place)}
                </p>
                <TicketCard ticket={ticket} />
              </>
            )}
            <p className={styles.links}>
              <Link to={toEvent}>{t('success.toEvent')}</Link> · <Link to={`/${module}/index`}>{t('success.allEvents')}</Link>
            </p>
          </WidgetPage>
        );
      }}
    </DetailPage>
  );
}
