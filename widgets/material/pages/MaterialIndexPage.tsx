import { useMemo } from 'react';
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
import type { MaterialProps } from '../generated/types.ts';
import styles from './material.module.css';

/**
 * material/index (and materialHnu/index): the study materials, newest first, page by page, with a search
 * over titles and summaries (answered by the school) and category chips with their counts.
 */
export default function MaterialIndexPage({ props, module, title }: WidgetPageProps<MaterialProps>) {
  const { t } = useTranslation('material');
  const search = useListSearch();
  const size = props.pageSize ?? 10;
  const query = useMemo(() => ({ size, ...search.params }), [size, search.params]);
  // A new search or page keeps the last answer on screen.
  const shown = useKeptQuery(useApiQuery('material.list', query));
  const data = shown.data;
  const noMatch = search.q ? t('list.noMatch', { q: search.q }) : t('list.emptyCategory');
  return (
    <WidgetPage title={title} intro={data && (data.total > 0 || search.filtered) ? t('list.count', { count: data.total }) : undefined}>
      <QueryView query={shown} empty={t('list.empty')} isEmpty={(list) => list.total === 0 && !search.filtered}>
        {(list) => (
          <FilteredList
            namespace="material"
            search={search}
            showSearch={props.showSearch !== false}
            categories={list.categories}
            busy={shown.refreshing}
            noMatch={list.list.length === 0 ? noMatch : undefined}
            noMatchTestId="material-no-match"
            pages={list}
          >
            <ul className="portal-entries" data-testid="material-list">
              {list.list.map((item) => (
                <li key={item.id}>
                  <Link className="portal-entry" to={`/${module}/detail?id=${item.id}`}>
                    <span className="portal-entry__title">{item.title}</span>
                    {item.summary ? <span className="portal-summary">{item.summary}</span> : null}
                    <span className="portal-meta">
                      <span>{item.publisher}</span>
                      <time dateTime={new Date(item.publishedAt * 1000).toISOString()}>{formatDate(item.publishedAt)}</time>
                      {item.attachmentCount > 0 ? <span className={styles.files}>{t('list.files', { count: item.attachmentCount })}</span> : null}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </FilteredList>
        )}
      </QueryView>
    </WidgetPage>
  );
}
