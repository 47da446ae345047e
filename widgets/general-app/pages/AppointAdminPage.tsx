/**
 * generalApp/appointAdmin (预约管理): for the keepers, the spaces with their rules and a day's bookings
 * (today unless `?day=` says otherwise, kept in the address), each leading to its AdminDetails.
 */
import { useNavigate } from 'react-router';
import { ApiErrorView, EmptyView, LoadingView, TableScroll, useApiQuery, useTranslation } from '../../../runtime/app/index.ts';
import { AppointPage, BookingCard, KeeperOnly, useKeeper, type PageProps } from './appointKit.tsx';
import styles from './generalApp.module.css';

export default function AppointAdminPage({ title, module, appKey, query }: PageProps) {
  const keeper = useKeeper({ appKey, module });
  return (
    <AppointPage title={title} module={module} keeper={keeper} labelledBy="appoint-admin">
      {keeper ? <Admin module={module} day={query.get('day') ?? ''} /> : <KeeperOnly />}
    </AppointPage>
  );
}

function Admin({ module, day }: { module: string; day: string }) {
  const { t } = useTranslation('general-app');
  const navigate = useNavigate();
  const spaces = useApiQuery('general-app.spaces', {});
  const bookings = useApiQuery('general-app.today', day ? { day } : {});
  // The day shown is the backend's answer: "today" is the school's clock, not the device's.
  const shownDay = bookings.status === 'ready' ? bookings.data.day : day;
  // One failure, one error view: the two calls go to the same backend.
  const failed = spaces.status === 'error' ? spaces.error : bookings.status === 'error' ? bookings.error : undefined;
  if (failed)
    return (
      <ApiErrorView
        error={failed}
        onRetry={() => {
          spaces.reload();
          bookings.reload();
        }}
      />
    );
  return (
    <>
      <h2 className={styles.section}>{t('admin.spaces')}</h2>
      {spaces.status !== 'ready' ? (
        <LoadingView />
      ) : spaces.data.list.length === 0 ? (
        <EmptyView message={t('spaces.none')} />
      ) : (
        <TableScroll label={t('admin.spaces')}>
          <table className={styles.table} data-testid="admin-spaces">
            <thead>
              <tr>
                <th>{t('admin.name')}</th>
                <th>{t('facts.location')}</th>
                <th>{t('admin.hours')}</th>
                <th>{t('admin.window')}</th>
                <th>{t('admin.approval')}</th>
                <th>{t('admin.seats')}</th>
              </tr>
            </thead>
            <tbody>
              {spaces.data.list.map((space) => (
                <tr key={space.id}>
                  <td>{space.name}</td>
                  <td>{space.location}</td>
                  <td>{t('admin.hoursValue', { from: space.openFrom, to: space.openTo, minutes: space.slotMinutes })}</td>
                  <td>{t('admin.windowValue', { count: space.windowDays })}</td>
                  <td>{t(space.needsApproval ? 'spaces.needsApproval' : 'spaces.auto')}</td>
                  <td>{space.seats > 1 ? t('spaces.seats', { count: space.seats }) : t('spaces.capacity', { count: space.capacity })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <div className={styles.toolbar}>
        <h2 className={styles.section}>{t('admin.dayBookings', { day: shownDay })}</h2>
        <label className={styles.field}>
          {t('admin.day')}
          <input
            type="date"
            value={shownDay}
            onChange={(event) => void navigate(`/${module}/appointAdmin${event.target.value ? `?day=${event.target.value}` : ''}`, { replace: true })}
          />
        </label>
      </div>
      {bookings.status !== 'ready' ? (
        <LoadingView />
      ) : bookings.data.list.length === 0 ? (
        <p className={styles.meta} role="status" data-testid="admin-day-none">
          {t('admin.noBookings')}
        </p>
      ) : (
        <ul className={styles.list} data-testid="admin-day">
          {bookings.data.list.map((booking) => (
            <BookingCard key={booking.id} booking={booking} showBooker to={`/${module}/AdminDetails?id=${booking.id}`} />
          ))}
        </ul>
      )}
    </>
  );
}
