/**
 * generalApp/index (预约首页): the spaces and services by category, each with its rules in a line
 * (opening hours, slot length, how far ahead, approval or not), leading to its slots.
 */
import { Link } from 'react-router';
import { ApiErrorView, EmptyView, LoadingView, useApiQuery, useTranslation } from '../../../runtime/app/index.ts';
import type { Space } from '../generated/types.ts';
import { AppointPage, useKeeper, type PageProps } from './appointKit.tsx';
import styles from './generalApp.module.css';

const CATEGORIES: readonly Space['category'][] = ['room', 'sports', 'service', 'hall'];

export default function SpacesPage({ title, module, appKey }: PageProps) {
  const { t } = useTranslation('general-app');
  const keeper = useKeeper({ appKey, module });
  const spaces = useApiQuery('general-app.spaces', {});
  let body;
  if (spaces.status === 'error') body = <ApiErrorView error={spaces.error} onRetry={spaces.reload} />;
  else if (spaces.status === 'loading') body = <LoadingView />;
  else if (spaces.data.list.length === 0) body = <EmptyView message={t('spaces.none')} />;
  else
    body = (
      <div data-testid="appoint-spaces">
        {CATEGORIES.map((category) => {
          const own = spaces.data.list.filter((space) => space.category === category);
          if (own.length === 0) return null;
          return (
            <section key={category} aria-labelledby={`appoint-category-${category}`}>
              <h2 id={`appoint-category-${category}`} className={styles.section}>
                {t(`category.${category}`)}
              </h2>
              <ul className={styles.list}>
                {own.map((space) => (
                  <li key={space.id} className={styles.card} data-space={space.id}>
                    <Link to={`/${module}/space?id=${space.id}`} className={styles.cardLink}>
                      <strong>{space.name}</strong>
                      <span className={styles.state} data-state={space.needsApproval ? 'pending' : 'approved'}>
                        {t(space.needsApproval ? 'spaces.needsApproval' : 'spaces.auto')}
                      </span>
                      <span className={styles.meta}>
                        {space.location}
                        {space.host ? ` · ${space.host}` : ''}
                      </span>
                      <span className={styles.meta}>
                        {t('spaces.rules', { from: space.openFrom, to: space.openTo, minutes: space.slotMinutes, days: space.windowDays })}
                      </span>
                      <span className={styles.meta}>
                        {t(space.seats > 1 ? 'spaces.seats' : 'spaces.capacity', { count: space.seats > 1 ? space.seats : space.capacity })}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    );
  return (
    <AppointPage title={title} module={module} keeper={keeper} labelledBy="appoint-index">
      {body}
    </AppointPage>
  );
}
