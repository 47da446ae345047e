/** generalApp/history (历史预约): the user's past, rejected and cancelled bookings, newest first, paged. */
import { WidgetPage, useTranslation } from '../../../runtime/app/index.ts';
import { BookingCard, BookingPages, type PageProps } from './bookingParts.tsx';

export default function HistoryPage({ title, module, props }: PageProps) {
  const { t } = useTranslation('general-app');
  return (
    <WidgetPage title={title}>
      <BookingPages
        apiKey="general-app.mine"
        query={{ scope: 'history' }}
        size={props.pageSize ?? 20}
        empty={t('history.none')}
        testId="history-list"
        item={(booking) => <BookingCard key={booking.id} booking={booking} to={`/${module}/details?id=${booking.id}`} />}
      />
    </WidgetPage>
  );
}
