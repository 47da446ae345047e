/**
 * repair/login (报修大厅): the hall's own entry, not a second password page (the portal has logged the
 * user in): who I am here — reporter, dispatcher, repairman, statistics — as the server reads my
 * permission map for this hall, with what waits for me and links to my views.
 */
import { Link } from 'react-router';
import { ApiErrorView, LoadingView, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { RepairProps } from '../generated/types.ts';
import { variantOf } from './repairKit.tsx';
import styles from './repair.module.css';

export default function HallPage({ appKey, module, title }: WidgetPageProps<RepairProps>) {
  const { t } = useTranslation('repair');
  const hall = useApiQuery('repair.hall', { variant: variantOf(appKey, module) });
  if (hall.status === 'error') return <ApiErrorView error={hall.error} onRetry={hall.reload} />;
  if (hall.status === 'loading') return <LoadingView />;
  const { roles, counts } = hall.data;
  const to = (page: string) => `/${module}/${page}`;
  return (
    <section className={styles.page} aria-labelledby="repair-hall">
      <h1 id="repair-hall" className={styles.heading}>
        {title}
      </h1>
      <p className={styles.meta}>{t('hall.whoAmI')}</p>
      <ul className={styles.roles} data-testid="repair-roles">
        <li className={styles.role} data-role="reporter">
          <h2>{t('hall.reporter')}</h2>
          <p className={styles.meta}>{t('hall.reporterText')}</p>
          <p>{t('hall.mineOpen', { count: counts.mineOpen })}</p>
          <div className={styles.links}>
            <Link to={to('index')}>{t('hall.toReport')}</Link>
            <Link to={to('back')}>{t('hall.toMine')}</Link>
          </div>
        </li>
        {roles.dispatcher ? (
          <li className={styles.role} data-role="dispatcher">
            <h2>{t('hall.dispatcher')}</h2>
            <p className={styles.meta}>{t('hall.dispatcherText')}</p>
            <p>{t('hall.awaiting', { count: counts.awaiting })}</p>
            <div className={styles.links}>
              <Link to={to('sendorder')}>{t('hall.toQueue')}</Link>
            </div>
          </li>
        ) : null}
        {roles.repairman ? (
          <li className={styles.role} data-role="repairman">
            <h2>{t('hall.repairman')}</h2>
            <p className={styles.meta}>{t('hall.repairmanText')}</p>
            <p>{t('hall.tasks', { count: counts.tasks })}</p>
            <div className={styles.links}>
              <Link to={to('repairman')}>{t('hall.toTasks')}</Link>
            </div>
          </li>
        ) : null}
        {roles.statistic ? (
          <li className={styles.role} data-role="statistic">
            <h2>{t('hall.statistic')}</h2>
            <div className={styles.links}>
              <Link to={to('statistic')}>{t('hall.toStatistic')}</Link>
            </div>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
