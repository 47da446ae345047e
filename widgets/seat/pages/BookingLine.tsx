import { Link } from 'react-router';
import { useTranslation } from '../../../runtime/app/index.ts';
import type { SeatBookingData } from '../generated/types.ts';
import { SeatFeatures, StateBadge } from './seatParts.tsx';
import styles from './seat.module.css';

const CHECKABLE: ReadonlySet<SeatBookingData['state']> = new Set(['upcoming', 'checkInOpen', 'inUse', 'away']);

/** One of the reader's bookings in a list: where, when, its state, and the way to its information and check-in. */
export function BookingLine({ booking, module }: { booking: SeatBookingData; module: string }) {
  const { t } = useTranslation('seat');
  return (
    <li className="portal-card" data-booking={booking.id}>
      <div className={styles.roomHead}>
        <Link className={styles.roomName} to={`/${module}/chooseSeatxinxi?id=${booking.id}`}>
          {booking.room} {booking.seat}
        </Link>
        <StateBadge state={booking.state} />
      </div>
      <p className={styles.meta}>
        {booking.day} {booking.start}–{booking.end} · {booking.place} <SeatFeatures window={booking.window} power={booking.power} />
      </p>
      {CHECKABLE.has(booking.state) ? (
        <div className={styles.links}>
          <Link to={`/${module}/chooseSeatcheck?id=${booking.id}`}>{t('index.check')}</Link>
        </div>
      ) : null}
    </li>
  );
}
