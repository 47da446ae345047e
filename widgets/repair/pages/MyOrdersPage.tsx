/** repair/back (我的报修): my orders with their state and the overdue flag; a done one is rated here (1–5 stars, a comment). */
import { Link } from 'react-router';
import { WidgetPage, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { RepairProps } from '../generated/types.ts';
import { OrderList, RateForm, variantOf } from './repairKit.tsx';
import styles from './repair.module.css';

export default function MyOrdersPage({ appKey, module, title, props }: WidgetPageProps<RepairProps>) {
  const { t } = useTranslation('repair');
  const variant = variantOf(appKey, module);
  return (
    <WidgetPage title={title}>
      <div className={styles.links}>
        <Link to={`/${module}/index`}>{t('hall.toReport')}</Link>
      </div>
      <OrderList
        variant={variant}
        view="mine"
        module={module}
        detailPage="detail"
        states={['all', 'open', 'done', 'rated', 'returned']}
        pageSize={props.pageSize ?? 10}
        emptyText={t('list.mineEmpty')}
        actions={(order, _workers, done) => (order.state === 'done' ? <RateForm variant={variant} id={order.id} onDone={done} /> : null)}
      />
    </WidgetPage>
  );
}
