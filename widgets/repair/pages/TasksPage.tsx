/** repair/repairman (我的工单): the orders assigned to me (module work): start a dispatched one, finish one in progress with a note. */
import { WidgetPage, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { RepairProps } from '../generated/types.ts';
import { OrderList, WorkForm, variantOf } from './repairKit.tsx';

export default function TasksPage({ appKey, module, title, props }: WidgetPageProps<RepairProps>) {
  const { t } = useTranslation('repair');
  const variant = variantOf(appKey, module);
  return (
    <WidgetPage title={title}>
      <OrderList
        variant={variant}
        view="tasks"
        module={module}
        detailPage="mandetail"
        states={['open', 'dispatched', 'inProgress', 'done', 'rated', 'all']}
        pageSize={props.pageSize ?? 10}
        emptyText={t('list.tasksEmpty')}
        actions={(order, _workers, done) => <WorkForm variant={variant} id={order.id} state={order.state} onDone={done} />}
      />
    </WidgetPage>
  );
}
