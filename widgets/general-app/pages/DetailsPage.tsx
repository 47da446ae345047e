/**
 * generalApp/details (预约详情): one booking of the user (`?id=`): its state, every fact, the reason of a
 * rejection, the sign-in, cancelling before the start (confirmed; a refusal shows beside the button), and
 * for a group booking the way to its attendees (detailsmuc).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError, useApi, useDialogs, useTranslation } from '../../../runtime/app/index.ts';
import type { Booking } from '../generated/types.ts';
import { AppointPage, BookingFacts, BookingLoader, StateBadge, useKeeper, type PageProps } from './appointKit.tsx';
import styles from './generalApp.module.css';

export default function DetailsPage({ title, module, appKey, query }: PageProps) {
  const keeper = useKeeper({ appKey, module });
  return (
    <AppointPage title={title} module={module} keeper={keeper} labelledBy="appoint-details">
      <BookingLoader id={Number(query.get('id'))}>{(booking, reload) => <Details booking={booking} module={module} onChanged={reload} />}</BookingLoader>
    </AppointPage>
  );
}

function Details({ booking, module, onChanged }: { booking: Booking; module: string; onChanged(): void }) {
  const { t } = useTranslation('general-app');
  const api = useApi();
  const dialogs = useDialogs();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    if (!(await dialogs.confirm({ message: t('details.confirmCancel'), details: booking.spaceName, confirmLabel: t('details.cancel') }))) return;
    setBusy(true);
    setProblem(undefined);
    try {
      await api.post('general-app.cancel', { id: booking.id });
      onChanged();
    } catch (error) {
      setProblem(isApiError(error) ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const group = booking.people > 1 || booking.attendees.length > 0 || booking.slots > 1;
  return (
    <div data-testid="booking-details">
      <div className={styles.toolbar}>
        <h2 className={styles.section}>{booking.spaceName}</h2>
        <StateBadge booking={booking} />
      </div>
      <p className={styles.meta}>{t(`details.stateHint.${booking.state}`)}</p>
      <BookingFacts booking={booking} />
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.actions}>
        {group ? (
          <Link className="portal-button" to={`/${module}/detailsmuc?id=${booking.id}`}>
            {t('details.group')}
          </Link>
        ) : null}
        {booking.canCancel ? (
          <button type="button" className="portal-button" disabled={busy} onClick={() => void cancel()}>
            {t('details.cancel')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
