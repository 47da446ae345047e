/** repair/back (我的报修): my orders with their state and the overdue flag; a done one is rated here (1–5 stars, a comment). */
import { Link } from 'react-router';
import { useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { RepairProps } from '../generated/types.ts';
import { OrderListPage, RateForm } from './repairKit.tsx';
import styles from './repair.module.css';

export default function MyOrdersPage(page: WidgetPageProps<RepairProps>) {
  const { t } = useTranslation('repair');
  return (
    <OrderListPage
      page={page}
      before={
        <div className={styles.links}>
          <Link to={`/${page.module}/index`}>{t('hall.toReport')}</Link>
        </div>
      }
      view="mine"
      detailPage="detail"
      states={['all', 'open', 'done', 'rated', 'returned']}
      emptyText={t('list.mineEmpty')}
      actions={(order, _workers, done, variant) => (order.state === 'done' ? <RateForm variant={variant} id={order.id} onDone={done} /> : null)}
    />
  );
}
