/**
 * repair/sendorder (派单): the dispatcher's queue (module dispatch), awaiting dispatch first: assign a
 * repairman (with how many orders each has open) or send the order back with a reason; the other states
 * to follow what was assigned, overdue ones flagged.
 */
import { useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { RepairProps } from '../generated/types.ts';
import { DispatchForm, OrderListPage } from './repairKit.tsx';

export default function DispatchPage(page: WidgetPageProps<RepairProps>) {
  const { t } = useTranslation('repair');
  return (
    <OrderListPage
      page={page}
      view="queue"
      detailPage="orderdetail"
      states={['awaiting', 'open', 'dispatched', 'inProgress', 'done', 'rated', 'returned', 'all']}
      emptyText={t('list.queueEmpty')}
      actions={(order, workers, done, variant) =>
        order.state === 'awaiting' ? <DispatchForm variant={variant} id={order.id} workers={workers} onDone={done} /> : null
      }
    />
  );
}
