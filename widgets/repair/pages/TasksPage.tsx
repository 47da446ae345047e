/** repair/repairman (我的工单): the orders assigned to me (module work): start a dispatched one, finish one in progress with a note. */
import { useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { RepairProps } from '../generated/types.ts';
import { OrderListPage, WorkForm } from './repairKit.tsx';

export default function TasksPage(page: WidgetPageProps<RepairProps>) {
  const { t } = useTranslation('repair');
  return (
    <OrderListPage
      page={page}
      view="tasks"
      detailPage="mandetail"
      states={['open', 'dispatched', 'inProgress', 'done', 'rated', 'all']}
      emptyText={t('list.tasksEmpty')}
      actions={(order, _workers, done, variant) => <WorkForm variant={variant} id={order.id} state={order.state} onDone={done} />}
    />
  );
}
