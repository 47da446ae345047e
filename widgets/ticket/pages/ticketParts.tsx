/** What the ticket pages share: an event's state badge, a ticket with its redemption code and QR code. */
import { QrCode, formatTime, useTranslation } from '../../../runtime/app/index.ts';
import type { EventSummary, Ticket } from '../generated/types.ts';
import styles from './ticket.module.css';

const BADGE: Record<EventSummary['state'], string> = {
  open: 'portal-badge--success',
  upcoming: 'portal-badge--info',
  soldOut: 'portal-badge--warning',
  ended: '',
};

export function SaleBadge({ state }: { state: EventSummary['state'] }) {
  const { t } = useTranslation('ticket');
  return <span className={`portal-badge ${BADGE[state]}`}>{t(`state.${state}`)}</span>;
}

/** `11-28 19:30`: an event's times, China time. */
export const shortTime = (seconds: number) => formatTime(seconds, 'MM-DD HH:mm');

/** The user's ticket: its state, seat, the redemption code as text and as a QR code. */
export function TicketCard({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('ticket');
  return (
    <section className={`portal-card ${styles.ticket}`} data-testid="ticket-mine" aria-label={t('detail.mine')}>
      <p className={styles.ticketHead}>
        <span className={`portal-badge ${ticket.state === 'checked' ? '' : 'portal-badge--success'}`}>{t(`ticketState.${ticket.state}`)}</span>
        {ticket.seat ? <span className={styles.seatText}>{t('ticket.seat', { row: ticket.seat.row, seat: ticket.seat.seat })}</span> : null}
      </p>
      {ticket.state === 'held' ? null : (
        <>
          <QrCode value={ticket.code} label={t('ticket.qr', { code: ticket.code })} size={200} testId="ticket-qr" />
          <p className={styles.code}>
            <span className="portal-muted">{t('ticket.code')}</span>
            <strong data-testid="ticket-code">{ticket.code}</strong>
          </p>
          <p className="portal-muted">{ticket.checkedAt ? t('ticket.checkedAt', { time: formatTime(ticket.checkedAt, 'MM-DD HH:mm') }) : t('ticket.show')}</p>
        </>
      )}
    </section>
  );
}
