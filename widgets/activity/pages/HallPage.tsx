/**
 * activity/hall: the activity hall — activities open and coming (and those ended in the last 30 days),
 * soonest first, page by page, with a search over title, place and organiser and category chips.
 */
import { useMemo } from 'react';
import {
  FilteredList,
  QueryView,
  WidgetPage,
  useApiQuery,
  useKeptQuery,
  useListSearch,
  useTranslation,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { ActivityHallQuery, ActivityProps } from '../generated/types.ts';
import { ActivityCard } from './activityKit.tsx';
import styles from './activity.module.css';

export default function HallPage({ props, module, title }: WidgetPageProps<ActivityProps>) {
  const { t } = useTranslation('activity');
  const search = useListSearch();
  const size = props.pageSize ?? 10;
  // The chips offer only the answer's categories: the search's category is one of them.
  const query = useMemo(() => ({ size, ...search.params }) as ActivityHallQuery, [size, search.params]);
  const shown = useKeptQuery(useApiQuery('activity.hall', query));
  return (
    <WidgetPage title={title} intro={shown.data && shown.data.total > 0 ? t('hall.count', { count: shown.data.total }) : undefined}>
      <QueryView query={shown} empty={t('hall.empty')} isEmpty={(hall) => hall.total === 0 && !search.filtered}>
        {(hall) => (
          <FilteredList
            namespace="activity"
            search={search}
            categories={hall.categories.map((category) => ({ ...category, name: t(`category.${category.id}`) }))}
            busy={shown.refreshing}
            noMatch={hall.list.length === 0 ? (search.q ? t('hall.noMatch', { q: search.q }) : t('hall.noneInCategory')) : undefined}
            noMatchTestId="activity-no-match"
            pages={hall}
          >
            <ul className={styles.list} data-testid="activity-hall">
              {hall.list.map((activity) => (
                <li key={activity.id}>
                  <ActivityCard activity={activity} module={module} />
                </li>
              ))}
            </ul>
          </FilteredList>
        )}
      </QueryView>
    </WidgetPage>
  );
}
