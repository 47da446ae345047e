/**
 * generalApp/detailsmuc (多人预约详情): a group booking (`?id=`): the booker and the attendees, the
 * headcount, and each slot the booking takes.
 */
import { WidgetPage, formatTime, useTranslation } from '../../../runtime/app/index.ts';
import type { Booking } from '../generated/types.ts';
import { BookingLoader, StateBadge, whenOf, type PageProps } from './bookingParts.tsx';
import styles from './generalApp.module.css';

export default function GroupDetailsPage({ title, query }: PageProps) {
  return (
    <WidgetPage title={title}>
      <BookingLoader id={Number(query.get('id'))}>{(booking) => <Group booking={booking} />}</BookingLoader>
    </WidgetPage>
  );
}

function Group({ booking }: { booking: Booking }) {
  const { t } = useTranslation('general-app');
  const length = (booking.end - booking.start) / booking.slots;
  const slots = Array.from({ length: booking.slots }, (_, index) => booking.start + index * length);
  const unnamed = Math.max(0, booking.people - 1 - booking.attendees.length);
  return (
    <div data-testid="group-details">
      <div className="portal-toolbar">
        <h2 className={styles.section}>{booking.spaceName}</h2>
        <StateBadge booking={booking} />
      </div>
      <p className="portal-card__meta">
        {booking.location} · {whenOf(booking.start, booking.end)} · {booking.purpose}
      </p>
      <h3 className={styles.section}>{t('group.slots', { count: booking.slots })}</h3>
      <ol className={styles.list} data-testid="group-slots">
        {slots.map((at) => (
          <li key={at} className="portal-card">
            {formatTime(at, 'HH:mm')}–{formatTime(at + length, 'HH:mm')}
          </li>
        ))}
      </ol>
      <h3 className={styles.section}>{t('group.people', { count: booking.people })}</h3>
      <ul className={styles.list} data-testid="group-people">
        <li className="portal-card">
          {booking.bookerName} <span className="portal-muted">{t('group.booker')}</span>
        </li>
        {booking.attendees.map((name) => (
          <li key={name} className="portal-card">
            {name}
          </li>
        ))}
      </ul>
      {unnamed > 0 ? <p className="portal-card__meta">{t('group.unnamed', { count: unnamed })}</p> : null}
    </div>
  );
}
