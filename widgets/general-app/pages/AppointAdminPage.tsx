/**
 * generalApp/appointAdmin (预约管理): for the keepers, the spaces with their rules and a day's bookings
 * (today unless `?day=` says otherwise, kept in the address), each leading to its AdminDetails.
 */
import { useNavigate } from 'react-router';
import { EmptyView, QueryView, TableScroll, WidgetPage, useApiQuery, useTranslation, type QueryState } from '../../../runtime/app/index.ts';
import type { GeneralAppTodayData, Space } from '../generated/types.ts';
import { BookingCard, KeeperOnly, useKeeper, type PageProps } from './bookingParts.tsx';
import styles from './generalApp.module.css';

export default function AppointAdminPage({ title, module, appKey, query }: PageProps) {
  const keeper = useKeeper({ appKey, module });
  return <WidgetPage title={title}>{keeper ? <Admin module={module} day={query.get('day') ?? ''} /> : <KeeperOnly />}</WidgetPage>;
}

function Admin({ module, day }: { module: string; day: string }) {
  const spaces = useApiQuery('general-app.spaces', {});
  const bookings = useApiQuery('general-app.today', day ? { day } : {});
  // The two calls go to the same backend: while the spaces are missing, one view (loading, or one
  // failure whose retry asks both again) stands for the page.
  const retryBoth = () => {
    spaces.reload();
    bookings.reload();
  };
  return (
    <QueryView query={{ ...spaces, reload: retryBoth }}>
      {(data) => (
        <>
          <Spaces list={data.list} />
          <DayBookings module={module} day={day} bookings={bookings} />
        </>
      )}
    </QueryView>
  );
}

function Spaces({ list }: { list: Space[] }) {
  const { t } = useTranslation('general-app');
  return (
    <>
      <h2 className={styles.section}>{t('admin.spaces')}</h2>
      {list.length === 0 ? (
        <EmptyView message={t('spaces.none')} />
      ) : (
        <TableScroll label={t('admin.spaces')}>
          <table className={`portal-table ${styles.table}`} data-testid="admin-spaces">
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
              {list.map((space) => (
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
    </>
  );
}

function DayBookings({ module, day, bookings }: { module: string; day: string; bookings: QueryState<GeneralAppTodayData> & { reload: () => void } }) {
  const { t } = useTranslation('general-app');
  const navigate = useNavigate();
  // The day shown is the backend's answer: "today" is the school's clock, not the device's.
  const shownDay = bookings.data?.day ?? day;
  return (
    <>
      <div className="portal-toolbar">
        <h2 className={styles.section}>{t('admin.dayBookings', { day: shownDay })}</h2>
        <label className={`portal-field ${styles.inlineField}`}>
          {t('admin.day')}
          <input
            type="date"
            value={shownDay}
            onChange={(event) => void navigate(`/${module}/appointAdmin${event.target.value ? `?day=${event.target.value}` : ''}`, { replace: true })}
          />
        </label>
      </div>
      <QueryView query={bookings}>
        {(data) =>
          data.list.length === 0 ? (
            <p className="portal-card__meta" role="status" data-testid="admin-day-none">
              {t('admin.noBookings')}
            </p>
          ) : (
            <ul className={styles.list} data-testid="admin-day">
              {data.list.map((booking) => (
                <BookingCard key={booking.id} booking={booking} showBooker to={`/${module}/AdminDetails?id=${booking.id}`} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </>
  );
}
