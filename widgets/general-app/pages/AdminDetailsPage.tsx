/**
 * generalApp/AdminDetails (预约详情·管理): a keeper's view of one booking (`?id=`): the booker's account,
 * the decision's trail, the sign-in, and the decision itself while it waits.
 */
import { WidgetPage, useTranslation } from '../../../runtime/app/index.ts';
import { BookingDecision, BookingFacts, BookingLoader, KeeperOnly, StateBadge, useKeeper, type PageProps } from './bookingParts.tsx';
import styles from './generalApp.module.css';

export default function AdminDetailsPage({ title, module, appKey, query }: PageProps) {
  const { t } = useTranslation('general-app');
  const keeper = useKeeper({ appKey, module });
  return (
    <WidgetPage title={title}>
      {!keeper ? (
        <KeeperOnly />
      ) : (
        <BookingLoader id={Number(query.get('id'))}>
          {(booking, reload) => (
            <div data-testid="admin-details">
              <div className="portal-toolbar">
                <h2 className={styles.section}>{booking.spaceName}</h2>
                <StateBadge booking={booking} />
              </div>
              <BookingFacts booking={booking} keeper />
              {booking.attendees.length > 0 ? <p className="portal-card__meta">{t('admin.attendees', { names: booking.attendees.join('、') })}</p> : null}
              {booking.state === 'pending' ? <BookingDecision booking={booking} onDecided={reload} /> : null}
            </div>
          )}
        </BookingLoader>
      )}
    </WidgetPage>
  );
}
