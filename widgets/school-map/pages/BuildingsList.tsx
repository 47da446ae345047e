import { useMemo } from 'react';
import { Link } from 'react-router';
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
import type { Category, SchoolMapProps } from '../generated/types.ts';
import styles from './schoolMap.module.css';

/**
 * The buildings by category, searched by the school (names in any language and aliases, spaces ignored);
 * each opens the map on it (`map?id=`), where its card and "take me there" are.
 */
export function BuildingsList({ module, title }: WidgetPageProps<SchoolMapProps>) {
  const { t } = useTranslation('school-map');
  const search = useListSearch();
  const { q, category } = search;
  // The category is one of the answer's chips, so one of the contract's.
  const query = useMemo(() => ({ ...(q ? { q } : {}), ...(category ? { category: category as Category } : {}) }), [q, category]);
  // A new search keeps the last answer on screen while the next one loads.
  const shown = useKeptQuery(useApiQuery('school-map.buildings', query));
  const total = shown.data?.total ?? 0;
  return (
    <WidgetPage
      title={title}
      intro={shown.data ? t('list.count', { count: total }) : undefined}
      actions={
        <Link className="portal-button" to={`/${module}/map`}>
          {t('list.openMap')}
        </Link>
      }
    >
      <QueryView query={shown} empty={t('list.empty')} isEmpty={(d) => d.total === 0 && !search.filtered}>
        {(d) => (
          <FilteredList
            namespace="school-map"
            search={search}
            categories={d.categories}
            busy={shown.refreshing}
            noMatch={d.total === 0 ? t('list.noMatch', { q }) : undefined}
            noMatchTestId="school-map-no-match"
          >
            <ul className={styles.buildings} data-testid="school-map-buildings">
              {d.buildings.map((building) => (
                <li key={building.id} className="portal-card">
                  <Link className={styles.buildingLink} to={`/${module}/map?id=${building.id}`}>
                    <span className={styles.buildingName}>{building.name}</span>
                    <span className="portal-badge portal-badge--info">{d.categories.find((c) => c.id === building.category)?.name}</span>
                  </Link>
                  {building.summary ? <p className={styles.summary}>{building.summary}</p> : null}
                  <p className={styles.meta}>{t('list.hours', { hours: building.hours ?? t('card.alwaysOpen') })}</p>
                </li>
              ))}
            </ul>
          </FilteredList>
        )}
      </QueryView>
    </WidgetPage>
  );
}
