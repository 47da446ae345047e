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

/** Each part one may play in a hall: whether the hall gives it to me, what waits for me there, my views. */
type Role = { role: string; mine: boolean; text?: string; waiting?: string; links: Array<[page: string, label: string]> };

function Roles({ hall: { roles, counts }, module }: { hall: RepairHallData; module: string }) {
  const { t } = useTranslation('repair');
  const parts: Role[] = [
    {
      role: 'reporter',
      mine: true,
      text: t('hall.reporterText'),
      waiting: t('hall.mineOpen', { count: counts.mineOpen }),
      links: [
        ['index', t('hall.toReport')],
        ['back', t('hall.toMine')],
      ],
    },
    {
      role: 'dispatcher',
      mine: roles.dispatcher,
      text: t('hall.dispatcherText'),
      waiting: t('hall.awaiting', { count: counts.awaiting }),
      links: [['sendorder', t('hall.toQueue')]],
    },
    {
      role: 'repairman',
      mine: roles.repairman,
      text: t('hall.repairmanText'),
      waiting: t('hall.tasks', { count: counts.tasks }),
      links: [['repairman', t('hall.toTasks')]],
    },
    { role: 'statistic', mine: roles.statistic, links: [['statistic', t('hall.toStatistic')]] },
  ];
  return (
    <>
      <p className="portal-card__meta">{t('hall.whoAmI')}</p>
      <ul className={styles.roles} data-testid="repair-roles">
        {parts
          .filter((part) => part.mine)
          .map(({ role, text, waiting, links }) => (
            <li key={role} className="portal-card" data-role={role}>
              <h2 className="portal-card__title">{t(`hall.${role}`)}</h2>
              {text ? <p className="portal-card__meta">{text}</p> : null}
              {waiting ? <p>{waiting}</p> : null}
              <div className={styles.links}>
                {links.map(([page, label]) => (
                  <Link key={page} to={`/${module}/${page}`}>
                    {label}
                  </Link>
                ))}
              </div>
            </li>
          ))}
      </ul>
    </>
  );
}
