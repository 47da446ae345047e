import { Link } from 'react-router';
import { QueryView, WidgetPage, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { SeatRoomsData } from '../generated/types.ts';
import { BookingLine } from './BookingLine.tsx';
import { chinaTime } from './seatParts.tsx';
import styles from './seat.module.css';

/** seat/index: the rooms with their free seats now, and the reader's bookings. */
export default function SeatIndexPage({ module }: WidgetPageProps) {
  const { t } = useTranslation('seat');
  const rooms = useApiQuery('seat.rooms', {});
  return (
    <WidgetPage>
      <QueryView query={rooms} empty={t('index.empty')} isEmpty={(data) => data.rooms.length === 0}>
        {(data) => (
          <>
            <section className={styles.section} aria-labelledby="seat-mine-title">
              <h2 id="seat-mine-title" className="portal-card__title">
                {t('index.mine')}
              </h2>
              {data.bookings.length === 0 ? (
                <p className="portal-muted" data-testid="seat-no-bookings">
                  {t('index.noBookings')}
                </p>
              ) : (
                <ul className={styles.bookings} data-testid="seat-bookings">
                  {data.bookings.map((booking) => (
                    <BookingLine key={booking.id} booking={booking} module={module} />
                  ))}
                </ul>
              )}
            </section>
            <section className={styles.section} aria-labelledby="seat-rooms-title">
              <h2 id="seat-rooms-title" className="portal-card__title">
                {t('index.rooms')}
              </h2>
              <ul className={styles.rooms} data-testid="seat-rooms">
                {data.rooms.map((room) => (
                  <Room key={room.id} room={room} module={module} />
                ))}
              </ul>
            </section>
          </>
        )}
      </QueryView>
    </WidgetPage>
  );
}

function Room({ room, module }: { room: SeatRoomsData['rooms'][number]; module: string }) {
  const { t } = useTranslation('seat');
  return (
    <li className="portal-card" data-room={room.name}>
      <div className={styles.roomHead}>
        <h3 className={styles.roomName}>{room.name}</h3>
        {room.openNow ? (
          <span className={styles.free} data-testid="seat-free-now">
            {t('index.free', { free: room.freeNow, total: room.seats })}
          </span>
        ) : (
          <span className="portal-badge portal-badge--info">{t('index.closed')}</span>
        )}
      </div>
      <p className={styles.meta}>
        {room.place} · {t('index.hours', { from: room.openFrom, to: room.openTo })} ·{' '}
        {t('index.featureCounts', { window: room.windowSeats, power: room.powerSeats })}
      </p>
      {room.bannedUntil !== null ? (
        <p className="portal-notice portal-notice--warning" role="note">
          {t('index.banned', { until: chinaTime(room.bannedUntil) })}
        </p>
      ) : null}
      <div className={styles.links}>
        <Link className="portal-button portal-button--primary" to={`/${module}/chooseSeat?roomId=${room.id}`}>
          {t('index.choose')}
        </Link>
        <Link to={`/${module}/chooseSeatNew?roomId=${room.id}`}>{t('index.listChoose')}</Link>
        <Link to={`/${module}/detail?id=${room.id}`}>{t('index.details')}</Link>
      </div>
    </li>
  );
}
