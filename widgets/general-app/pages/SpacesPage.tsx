/**
 * generalApp/index (预约首页): the spaces and services by category, each with its rules in a line
 * (opening hours, slot length, how far ahead, approval or not), leading to its slots.
 */
import { Link } from 'react-router';
import { QueryView, WidgetPage, useApiQuery, useTranslation } from '../../../runtime/app/index.ts';
import type { Space } from '../generated/types.ts';
import type { PageProps } from './bookingParts.tsx';
import styles from './generalApp.module.css';

const CATEGORIES: readonly Space['category'][] = ['room', 'sports', 'service', 'hall'];

export default function SpacesPage({ title, module }: PageProps) {
  const { t } = useTranslation('general-app');
  const spaces = useApiQuery('general-app.spaces', {});
  return (
    <WidgetPage title={title}>
      <QueryView query={spaces} empty={t('spaces.none')} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <div data-testid="appoint-spaces">
            {CATEGORIES.map((category) => {
              const own = data.list.filter((space) => space.category === category);
              return own.length === 0 ? null : <Category key={category} category={category} spaces={own} module={module} />;
            })}
          </div>
        )}
      </QueryView>
    </WidgetPage>
  );
}

function Category({ category, spaces, module }: { category: Space['category']; spaces: Space[]; module: string }) {
  const { t } = useTranslation('general-app');
  return (
    <section aria-labelledby={`appoint-category-${category}`}>
      <h2 id={`appoint-category-${category}`} className={styles.section}>
        {t(`category.${category}`)}
      </h2>
      <ul className={styles.list}>
        {spaces.map((space) => (
          <li key={space.id} className="portal-card" data-space={space.id}>
            <Link to={`/${module}/space?id=${space.id}`} className={styles.cardLink}>
              <strong>{space.name}</strong>
              <span className={`portal-badge ${space.needsApproval ? 'portal-badge--warning' : 'portal-badge--success'} ${styles.badge}`}>
                {t(space.needsApproval ? 'spaces.needsApproval' : 'spaces.auto')}
              </span>
              <span className="portal-card__meta">
                {space.location}
                {space.host ? ` · ${space.host}` : ''}
              </span>
              <span className="portal-card__meta">
                {t('spaces.rules', { from: space.openFrom, to: space.openTo, minutes: space.slotMinutes, days: space.windowDays })}
              </span>
              <span className="portal-card__meta">
                {t(space.seats > 1 ? 'spaces.seats' : 'spaces.capacity', { count: space.seats > 1 ? space.seats : space.capacity })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
