import { useMemo, type CSSProperties } from 'react';
import { Link } from 'react-router';
import {
  FilteredList,
  useTranslation,
  QueryView,
  WidgetPage,
  formatDate,
  useApiQuery,
  useKeptQuery,
  useListSearch,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { GuideListData, GuideProps } from '../generated/types.ts';
import styles from './guide.module.css';

/**
 * guide/index: the school's guide articles grouped by category, with a title search (answered by the
 * school in its own language) and category chips. Full width on desktop: groups side by side.
 */
export default function GuideIndexPage({ props, module, title }: WidgetPageProps<GuideProps>) {
  const { t } = useTranslation('guide');
  // The school answers the whole guide at once: of the list search it takes the text and the category, never a page.
  const search = useListSearch();
  const { q, category } = search;
  const query = useMemo(() => ({ ...(q ? { q } : {}), ...(category ? { category } : {}) }), [q, category]);
  // A new search or page keeps the last answer on screen.
  const shown = useKeptQuery(useApiQuery('guide.list', query));
  const data = shown.data;

  const count = data ? shownGuides(data, props.categories).list.length : 0;

  return (
    <WidgetPage title={title} intro={count > 0 || search.filtered ? t('list.count', { count }) : undefined}>
      <QueryView query={shown} empty={t('list.empty')} isEmpty={(guide) => shownGuides(guide, props.categories).list.length === 0 && !search.filtered}>
        {(guide) => {
          const { categories, list } = shownGuides(guide, props.categories);
          const groups = categories
            .filter((c) => category === undefined || c.id === category)
            .map((c) => ({ ...c, items: list.filter((item) => item.category === c.id) }))
            .filter((group) => group.items.length > 0);
          return (
            <FilteredList
              namespace="guide"
              search={search}
              showSearch={props.showSearch !== false}
              categories={categories}
              busy={shown.refreshing}
              noMatch={groups.length === 0 ? (q ? t('list.noMatch', { q }) : t('list.empty')) : undefined}
              noMatchTestId="guide-no-match"
            >
              <div className={styles.groups} style={{ '--guide-columns': props.columns ?? 2 } as CSSProperties} data-testid="guide-list">
                {groups.map((group) => (
                  <section key={group.id} className={`portal-card ${styles.group}`} aria-labelledby={`guide-group-${group.id}`} data-category={group.id}>
                    <h2 id={`guide-group-${group.id}`} className={styles.groupTitle}>
                      {group.name}
                      <span className="portal-chip__count">{group.items.length}</span>
                    </h2>
                    <ul className={styles.list}>
                      {group.items.map((item) => (
                        <li key={item.id}>
                          <Link className={styles.entry} to={`/${module}/detail?id=${item.id}`}>
                            <span className={styles.entryTitle}>{item.title}</span>
                            {item.summary ? <span className="portal-summary">{item.summary}</span> : null}
                            <time className={styles.meta} dateTime={new Date(item.updatedAt * 1000).toISOString()}>
                              {t('list.updated', { date: formatDate(item.updatedAt) })}
                            </time>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </div>
            </FilteredList>
          );
        }}
      </QueryView>
    </WidgetPage>
  );
}

/** The categories the app shows (its `categories` prop, else all) and their guides. */
function shownGuides(data: GuideListData, allowed: GuideProps['categories']) {
  const categories = allowed ? data.categories.filter((c) => allowed.includes(c.id)) : data.categories;
  return { categories, list: data.list.filter((item) => categories.some((c) => c.id === item.category)) };
}
