/**
 * generalApp/details (预约详情): one booking of the user (`?id=`): its state, every fact, the reason of a
 * rejection, the sign-in, cancelling before the start (confirmed; a refusal shows beside the button), and
 * for a group booking the way to its attendees (detailsmuc).
 */
import { Link } from 'react-router';
import { ActionButton, WidgetPage, useAction, useApi, useTranslation } from '../../../runtime/app/index.ts';
import type { Booking } from '../generated/types.ts';
import { BookingFacts, BookingLoader, StateBadge, type PageProps } from './bookingParts.tsx';
import styles from './generalApp.module.css';

export default function DetailsPage({ title, module, query }: PageProps) {
  return (
    <WidgetPage title={title}>
      <BookingLoader id={Number(query.get('id'))}>{(booking, reload) => <Details booking={booking} module={module} onChanged={reload} />}</BookingLoader>
    </WidgetPage>
  );
}

function Details({ booking, module, onChanged }: { booking: Booking; module: string; onChanged(): void }) {
  const { t } = useTranslation('general-app');
  const api = useApi();
  const cancel = useAction((_: void, call) => api.post('general-app.cancel', { id: booking.id }, call), {
    confirm: { message: t('details.confirmCancel'), details: booking.spaceName, confirmLabel: t('details.cancel') },
    onDone: onChanged,
  });
  const group = booking.people > 1 || booking.attendees.length > 0 || booking.slots > 1;
  return (
    <div data-testid="booking-details">
      <div className="portal-toolbar">
        <h2 className={styles.section}>{booking.spaceName}</h2>
        <StateBadge booking={booking} />
      </div>
      <p className="portal-card__meta">{t(`details.stateHint.${booking.state}`)}</p>
      <BookingFacts booking={booking} />
      <div className={styles.actions}>
        {group ? (
          <Link className="portal-button" to={`/${module}/detailsmuc?id=${booking.id}`}>
            {t('details.group')}
          </Link>
        ) : null}
        {booking.canCancel ? <ActionButton action={cancel}>{t('details.cancel')}</ActionButton> : null}
      </div>
    </div>
  );
}
