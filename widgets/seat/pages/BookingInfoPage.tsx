import { Link } from 'react-router';
import { ActionButton, BackLink, DetailPage, Facts, WidgetPage, useAction, useApi, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { SeatBookingData } from '../generated/types.ts';
import { SeatFeatures, StateBadge, chinaClock, chinaTime } from './seatParts.tsx';

/**
 * seat/chooseSeatxinxi?id=: one booking's information: room, seat, time, state and check-in window, with
 * cancelling before check-in. Arriving from a booking the server accepted (`booked=1`) it says so.
 */
export default function BookingInfoPage({ query, module }: WidgetPageProps) {
  const { t } = useTranslation('seat');
  return (
    <DetailPage apiKey="seat.booking" query={query} missingMessage={t('info.missingId')}>
      {(booking, reload) => <BookingInfo booking={booking} reload={reload} module={module} justBooked={query.get('booked') === '1'} />}
    </DetailPage>
  );
}

function BookingInfo({ booking, reload, module, justBooked }: { booking: SeatBookingData; reload: () => void; module: string; justBooked: boolean }) {
  const { t } = useTranslation('seat');
  const api = useApi();
  const cancel = useAction((id: number, call) => api.post('seat.change', { id, action: 'cancel' }, call), {
    confirm: t('info.cancelConfirm'),
    done: t('info.cancelled'),
    onDone: reload,
  });
  const beforeCheckIn = booking.state === 'upcoming' || booking.state === 'checkInOpen';
  const checkable = beforeCheckIn || booking.state === 'inUse' || booking.state === 'away';
  return (
    <WidgetPage>
      {justBooked && beforeCheckIn ? (
        <p className="portal-notice portal-notice--success" role="status" data-testid="seat-booked">
          {t('info.booked', { room: booking.room, seat: booking.seat, day: booking.day, start: booking.start, end: booking.end })}
        </p>
      ) : null}
      <section className="portal-card" data-testid="seat-booking">
        <Facts
          facts={[
            [t('info.room'), booking.room, 'room'],
            [t('info.place'), booking.place],
            [
              t('info.seat'),
              <>
                {booking.seat} <SeatFeatures window={booking.window} power={booking.power} />
              </>,
              'seat',
            ],
            [t('info.time'), `${booking.day} ${booking.start}–${booking.end}`, 'time'],
            [t('info.state'), <StateBadge key="state" state={booking.state} />, 'state'],
            beforeCheckIn && [t('info.checkIn'), t('info.checkInWindow', { from: chinaClock(booking.checkInFrom), until: chinaClock(booking.checkInUntil) })],
            booking.checkedInAt !== null && [t('info.checkedIn'), chinaTime(booking.checkedInAt)],
            [t('info.createdAt'), chinaTime(booking.createdAt)],
          ]}
        />
        <div className="portal-form-actions">
          {checkable ? (
            <Link className="portal-button portal-button--primary" to={`/${module}/chooseSeatcheck?id=${booking.id}`}>
              {t('info.toCheck')}
            </Link>
          ) : null}
          {beforeCheckIn ? (
            <ActionButton action={cancel} input={booking.id}>
              {t('info.cancel')}
            </ActionButton>
          ) : null}
        </div>
      </section>
      <BackLink to={`/${module}/index`}>{t('info.back')}</BackLink>
    </WidgetPage>
  );
}
