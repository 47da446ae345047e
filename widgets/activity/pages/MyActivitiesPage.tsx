/** activity/index: my activities — my sign-ups, the coming ones first, each with its state (and a rejection's reason). */
import { Link } from 'react-router';
import { QueryView, WidgetPage, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import { ActivityCard, SignupBadge } from './activityKit.tsx';
import styles from './activity.module.css';

export default function MyActivitiesPage({ module, title }: WidgetPageProps) {
  const { t } = useTranslation('activity');
  const mine = useApiQuery('activity.mine', {});
  return (
    <WidgetPage title={title}>
      <QueryView query={mine} empty={t('mine.empty')} isEmpty={(data) => data.list.length === 0}>
        {({ list }) => (
          <ul className={styles.list} data-testid="activity-mine">
            {list.map(({ activity, signup }) => (
              <li key={activity.id}>
                <ActivityCard activity={activity} module={module}>
                  <p className={styles.badges}>
                    <SignupBadge signup={signup} />
                    {signup.state === 'accepted' && signup.checkedInAt === null && (activity.phase === 'ongoing' || activity.phase === 'closed') ? (
                      <Link to={`/${module}/activitycode?id=${activity.id}`}>{t('mine.checkIn')}</Link>
                    ) : null}
                  </p>
                  {signup.reason ? <p className="portal-card__meta">{t('signup.reason', { reason: signup.reason })}</p> : null}
                </ActivityCard>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <p>
        <Link to={`/${module}/hall`} className="portal-button">
          {t('mine.toHall')}
        </Link>
      </p>
    </WidgetPage>
  );
}
