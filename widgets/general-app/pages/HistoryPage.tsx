/** generalApp/history (历史预约): the user's past, rejected and cancelled bookings, newest first, paged. */
import { useTranslation } from '../../../runtime/app/index.ts';
import { AppointPage, BookingCard, BookingPages, useKeeper, type PageProps } from './appointKit.tsx';

export default function HistoryPage({ title, module, appKey, props }: PageProps) {
  const { t } = useTranslation('general-app');
  const keeper = useKeeper({ appKey, module });
  return (
    <AppointPage title={title} module={module} keeper={keeper} labelledBy="appoint-history">
      <BookingPages
        apiKey="general-app.mine"
        query={{ scope: 'history' }}
        size={props.pageSize ?? 20}
        empty={t('history.none')}
        testId="history-list"
        item={(booking) => <BookingCard key={booking.id} booking={booking} to={`/${module}/details?id=${booking.id}`} />}
      />
    </AppointPage>
  );
}
