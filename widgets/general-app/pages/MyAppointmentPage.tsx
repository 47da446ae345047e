/**
 * generalApp/myAppointment (我的预约): the user's bookings still to come (pending or approved), soonest
 * first. Scanning a place's QR code opens this page with `?sign=<token>`: the sign-in panel on top sends
 * it, and the backend finds the booking of that place whose sign-in window is open.
 */
import { useState } from 'react';
import { ActionButton, WidgetPage, formatDate, useAction, useApi, useTranslation } from '../../../runtime/app/index.ts';
import type { Booking } from '../generated/types.ts';
import { BookingCard, BookingPages, type PageProps } from './bookingParts.tsx';
import styles from './generalApp.module.css';

export default function MyAppointmentPage({ title, module, query, props }: PageProps) {
  const { t } = useTranslation('general-app');
  const token = query.get('sign')?.trim() ?? '';
  const [signed, setSigned] = useState(0);
  return (
    <WidgetPage title={title}>
      {token ? <SignInPanel token={token} onSigned={() => setSigned((n) => n + 1)} /> : null}
      <BookingPages
        key={signed}
        apiKey="general-app.mine"
        size={props.pageSize ?? 20}
        empty={t('mine.none')}
        testId="mine-list"
        item={(booking) => <BookingCard key={booking.id} booking={booking} to={`/${module}/details?id=${booking.id}`} />}
      />
    </WidgetPage>
  );
}

function SignInPanel({ token, onSigned }: { token: string; onSigned(): void }) {
  const { t } = useTranslation('general-app');
  const api = useApi();
  const [done, setDone] = useState<Booking>();
  const sign = useAction((_: void, call) => api.post('general-app.signin', { token }, call), {
    onDone: (answer) => {
      setDone(answer.booking);
      onSigned();
    },
  });
  return (
    <section className="portal-card" aria-labelledby="appoint-sign" data-testid="sign-panel">
      <h2 id="appoint-sign" className={styles.section}>
        {t('sign.title')}
      </h2>
      {done ? (
        <p className="portal-notice portal-notice--success" role="status">
          {t(done.late ? 'sign.doneLate' : 'sign.done', { space: done.spaceName, time: formatDate(done.signedAt ?? 0, true) })}
        </p>
      ) : (
        <>
          <p className="portal-card__meta">{t('sign.hint')}</p>
          <ActionButton action={sign} primary>
            {t('sign.confirm')}
          </ActionButton>
        </>
      )}
    </section>
  );
}
