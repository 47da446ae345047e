/**
 * repair/sendorder (派单): the dispatcher's queue (module dispatch), awaiting dispatch first: assign a
 * repairman (with how many orders each has open) or send the order back with a reason; the other states
 * to follow what was assigned, overdue ones flagged.
 */
import { WidgetPage, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { RepairProps } from '../generated/types.ts';
import { DispatchForm, OrderList, variantOf } from './repairKit.tsx';

export default function DispatchPage({ appKey, module, title, props }: WidgetPageProps<RepairProps>) {
  const { t } = useTranslation('repair');
  const variant = variantOf(appKey, module);
  return (
    <WidgetPage title={title}>
      <OrderList
        variant={variant}
        view="queue"
        module={module}
        detailPage="orderdetail"
        states={['awaiting', 'open', 'dispatched', 'inProgress', 'done', 'rated', 'returned', 'all']}
        pageSize={props.pageSize ?? 10}
        emptyText={t('list.queueEmpty')}
        actions={(order, workers, done) =>
          order.state === 'awaiting' ? <DispatchForm variant={variant} id={order.id} workers={workers} onDone={done} /> : null
        }
      />
    </WidgetPage>
  );
}
