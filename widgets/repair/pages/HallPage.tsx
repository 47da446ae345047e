/**
 * repair/login (报修大厅): the hall's own entry, not a second password page (the portal has logged the
 * user in): who I am here — reporter, dispatcher, repairman, statistics — as the server reads my
 * permission map for this hall, with what waits for me and links to my views.
 */
import { Link } from 'react-router';
import { QueryView, WidgetPage, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { RepairHallData, RepairProps } from '../generated/types.ts';
import { variantOf } from './repairKit.tsx';
import styles from './repair.module.css';

export default function HallPage({ appKey, module, title }: WidgetPageProps<RepairProps>) {
  const hall = useApiQuery('repair.hall', { variant: variantOf(appKey, module) });
  return (
    <WidgetPage title={title}>
      <QueryView query={hall}>{(data) => <Roles hall={data} module={module} />}</QueryView>
    </WidgetPage>
  );
}

function Roles({ hall: { roles, counts }, module }: { hall: RepairHallData; module: string }) {
  const { t } = useTranslation('repair');
  const to = (page: string) => `/${module}/${page}`;
  return (
    <>
      <p className="portal-card__meta">{t('hall.whoAmI')}</p>
      <ul className={styles.roles} data-testid="repair-roles">
        <li className="portal-card" data-role="reporter">
          <h2 className="portal-card__title">{t('hall.reporter')}</h2>
          <p className="portal-card__meta">{t('hall.reporterText')}</p>
          <p>{t('hall.mineOpen', { count: counts.mineOpen })}</p>
          <div className={styles.links}>
            <Link to={to('index')}>{t('hall.toReport')}</Link>
            <Link to={to('back')}>{t('hall.toMine')}</Link>
          </div>
        </li>
        {roles.dispatcher ? (
          <li className="portal-card" data-role="dispatcher">
            <h2 className="portal-card__title">{t('hall.dispatcher')}</h2>
            <p className="portal-card__meta">{t('hall.dispatcherText')}</p>
            <p>{t('hall.awaiting', { count: counts.awaiting })}</p>
            <div className={styles.links}>
              <Link to={to('sendorder')}>{t('hall.toQueue')}</Link>
            </div>
          </li>
        ) : null}
        {roles.repairman ? (
          <li className="portal-card" data-role="repairman">
            <h2 className="portal-card__title">{t('hall.repairman')}</h2>
            <p className="portal-card__meta">{t('hall.repairmanText')}</p>
            <p>{t('hall.tasks', { count: counts.tasks })}</p>
            <div className={styles.links}>
              <Link to={to('repairman')}>{t('hall.toTasks')}</Link>
            </div>
          </li>
        ) : null}
        {roles.statistic ? (
          <li className="portal-card" data-role="statistic">
            <h2 className="portal-card__title">{t('hall.statistic')}</h2>
            <div className={styles.links}>
              <Link to={to('statistic')}>{t('hall.toStatistic')}</Link>
            </div>
          </li>
        ) : null}
      </ul>
    </>
  );
}
