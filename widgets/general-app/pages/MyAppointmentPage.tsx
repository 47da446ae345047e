/**
 * generalApp/myAppointment (我的预约): the user's bookings still to come (pending or approved), soonest
 * first. Scanning a place's QR code opens this page with `?sign=<token>`: the sign-in panel on top sends
 * it, and the backend finds the booking of that place whose sign-in window is open.
 */
import { useState } from 'react';
import { formatDate, isApiError, useApi, useTranslation } from '../../../runtime/app/index.ts';
import type { Booking } from '../generated/types.ts';
import { AppointPage, BookingCard, BookingPages, useKeeper, type PageProps } from './appointKit.tsx';
import styles from './generalApp.module.css';

export default function MyAppointmentPage({ title, module, appKey, query, props }: PageProps) {
  const { t } = useTranslation('general-app');
  const keeper = useKeeper({ appKey, module });
  const token = query.get('sign')?.trim() ?? '';
  const [signed, setSigned] = useState(0);
  return (
    <AppointPage title={title} module={module} keeper={keeper} labelledBy="appoint-mine">
      {token ? <SignInPanel token={token} onSigned={() => setSigned((n) => n + 1)} /> : null}
      <BookingPages
        key={signed}
        apiKey="general-app.mine"
        size={props.pageSize ?? 20}
        empty={t('mine.none')}
        testId="mine-list"
        item={(booking) => <BookingCard key={booking.id} booking={booking} to={`/${module}/details?id=${booking.id}`} />}
      />
    </AppointPage>
  );
}

function SignInPanel({ token, onSigned }: { token: string; onSigned(): void }) {
  const { t } = useTranslation('general-app');
  const api = useApi();
  const [done, setDone] = useState<Booking>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const sign = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const answer = await api.post('general-app.signin', { token });
      setDone(answer.booking);
      onSigned();
    } catch (error) {
      setProblem(isApiError(error) ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.card} aria-labelledby="appoint-sign" data-testid="sign-panel">
      <h2 id="appoint-sign" className={styles.section}>
        {t('sign.title')}
      </h2>
      {done ? (
        <p className={styles.done} role="status">
          {t(done.late ? 'sign.doneLate' : 'sign.done', { space: done.spaceName, time: formatDate(done.signedAt ?? 0, true) })}
        </p>
      ) : (
        <>
          <p className={styles.meta}>{t('sign.hint')}</p>
          {problem ? (
            <p className={styles.problem} role="alert">
              {problem}
            </p>
          ) : null}
          <button type="button" className="portal-button portal-button--primary" disabled={busy} onClick={() => void sign()}>
            {t('sign.confirm')}
          </button>
        </>
      )}
    </section>
  );
}
