/** activity/manage: the activities I organise, latest first, with their sign-ups waiting, accepted and checked in, and the way to each of their pages. */
import { Link } from 'react-router';
import { QueryView, WidgetPage, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import { ActivityCard, ActivityLinks } from './activityKit.tsx';
import styles from './activity.module.css';

export default function ManagePage({ module, title }: WidgetPageProps) {
  const { t } = useTranslation('activity');
  const owned = useApiQuery('activity.owned', {});
  return (
    <WidgetPage
      title={title}
      actions={
        <Link to={`/${module}/addnew`} className="portal-button portal-button--primary">
          {t('manage.addNew')}
        </Link>
      }
    >
      <QueryView query={owned} empty={t('manage.empty')} isEmpty={(data) => data.list.length === 0}>
        {({ list }) => (
          <ul className={styles.list} data-testid="activity-owned">
            {list.map(({ activity, pending, accepted, checkedIn }) => (
              <li key={activity.id}>
                <ActivityCard activity={activity} module={module}>
                  <p className="portal-card__meta" data-testid="activity-counts">
                    {t('manage.counts', { pending, accepted, checkedIn })}
                  </p>
                  <ActivityLinks id={activity.id} module={module} manage />
                </ActivityCard>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </WidgetPage>
  );
}
