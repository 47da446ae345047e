import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  ActionButton,
  Facts,
  QueryView,
  WidgetPage,
  isRecordId,
  useAction,
  useApi,
  useApiQuery,
  useTranslation,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { SeatBookingData } from '../generated/types.ts';
import { StateBadge, chinaClock } from './seatParts.tsx';
import styles from './seat.module.css';

/**
 * seat/chooseSeatcheck?id=: checking in with the code the room's desk shows (and back in after a
 * temporary leave), stepping away, checking out. Without an id: the reader's current or next booking.
 */
export default function CheckInPage({ query, module }: WidgetPageProps) {
  const id = query.get('id');
  const booking = useApiQuery('seat.booking', isRecordId(id) ? { id: Number(id) } : {});
  return (
    <WidgetPage>
      <QueryView query={booking}>{(data, reload) => <Check booking={data} reload={reload} module={module} />}</QueryView>
    </WidgetPage>
  );
}

function Check({ booking, reload, module }: { booking: SeatBookingData; reload: () => void; module: string }) {
  const { t } = useTranslation('seat');
  const api = useApi();
  const codeId = useId();
  const [code, setCode] = useState('');
  const away = booking.state === 'away';
  const checkIn = useAction((input: string, call) => api.post('seat.checkin', { id: booking.id, code: input }, call), {
    done: away ? t('check.backDone') : t('check.checkedIn'),
    onDone: () => {
      setCode('');
      reload();
    },
  });
  const leave = useAction((_: void, call) => api.post('seat.change', { id: booking.id, action: 'leave' }, call), {
    confirm: t('check.leaveConfirm', { count: booking.leaveMinutes }),
    done: t('check.leaveDone'),
    onDone: reload,
  });
  const checkout = useAction((_: void, call) => api.post('seat.change', { id: booking.id, action: 'checkout' }, call), {
    confirm: t('check.checkoutConfirm'),
    done: t('check.checkoutDone'),
    onDone: reload,
  });
  const canEnterCode = booking.state === 'upcoming' || booking.state === 'checkInOpen' || away;
  const inside = booking.state === 'inUse' || away;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void checkIn.run(code);
  };
  return (
    <section className="portal-card" data-testid="seat-check" data-state={booking.state}>
      <Facts
        facts={[
          [t('info.room'), `${booking.room} ${booking.seat}`, 'room'],
          [t('info.time'), `${booking.day} ${booking.start}–${booking.end}`],
          [t('info.state'), <StateBadge key="state" state={booking.state} />, 'state'],
        ]}
      />
      {booking.state === 'upcoming' || booking.state === 'checkInOpen' ? (
        <p className={styles.meta}>{t('check.window', { from: chinaClock(booking.checkInFrom), until: chinaClock(booking.checkInUntil) })}</p>
      ) : null}
      {booking.state === 'inUse' ? <p className={styles.meta}>{t('check.inUse', { end: booking.end })}</p> : null}
      {away && booking.awayUntil !== null ? (
        <p className="portal-notice portal-notice--warning" role="note">
          {t('check.awayUntil', { time: chinaClock(booking.awayUntil) })}
        </p>
      ) : null}
      {canEnterCode ? (
        <form onSubmit={submit} className={styles.summary}>
          <div className="portal-field">
            <label htmlFor={codeId}>{t('check.code')}</label>
            <input
              id={codeId}
              className={styles.codeInput}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              aria-describedby={`${codeId}-hint`}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                checkIn.reset();
              }}
            />
            <span id={`${codeId}-hint`} className="portal-field__hint">
              {t('check.codeHint')}
            </span>
          </div>
          <div className="portal-form-actions">
            <ActionButton action={checkIn} type="submit" primary busyLabel={t('check.checkingIn')}>
              {away ? t('check.back') : t('check.checkIn')}
            </ActionButton>
          </div>
        </form>
      ) : null}
      {inside ? (
        <div className="portal-form-actions">
          {booking.state === 'inUse' ? <ActionButton action={leave}>{t('check.leave')}</ActionButton> : null}
          <ActionButton action={checkout}>{t('check.checkout')}</ActionButton>
        </div>
      ) : null}
      {!canEnterCode && !inside ? (
        <p className="portal-muted">
          {t('check.over')} · <Link to={`/${module}/index`}>{t('check.toIndex')}</Link>
        </p>
      ) : null}
    </section>
  );
}
