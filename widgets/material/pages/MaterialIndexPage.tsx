import { useMemo } from 'react';
import { Link } from 'react-router';
import {
  useTranslation,
  ApiErrorView,
  EmptyView,
  ListFilters,
  ListHeader,
  LoadingView,
  Pager,
  formatDate,
  useApiQuery,
  useLastData,
  useListSearch,
  useImageUrl,
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
  const image = useImageUrl();
  const search = useListSearch();
  const size = props.pageSize ?? 10;
  const query = useMemo(
    () => ({ page: search.page, size, ...(search.q ? { q: search.q } : {}), ...(search.category ? { category: search.category } : {}) }),
    [search.page, size, search.q, search.category],
  );
  const answer = useApiQuery('material.list', query);
  // A new search or page keeps the last answer on screen.
  const data = useLastData(answer);

  if (answer.status === 'error') return <ApiErrorView error={answer.error} onRetry={answer.reload} />;
  if (!data) return <LoadingView />;
  if (data.total === 0 && !search.filtered) return <EmptyView message={t('list.empty')} image={image('empty.svg')} />;

  return (
    <section className={styles.page} aria-labelledby="material-heading" aria-busy={answer.status === 'loading'}>
      <ListHeader id="material-heading" title={title} count={t('list.count', { count: data.total })} />
      <ListFilters namespace="material" search={search} showSearch={props.showSearch !== false} categories={data.categories} />
      {data.list.length === 0 ? (
        <p className={styles.noMatch} data-testid="material-no-match">
          {search.q ? t('list.noMatch', { q: search.q }) : t('list.emptyCategory')}
        </p>
      ) : (
        <ul className={styles.list} data-testid="material-list">
          {data.list.map((item) => (
            <li key={item.id}>
              <Link className={styles.entry} to={`/${module}/detail?id=${item.id}`}>
                <span className={styles.entryTitle}>{item.title}</span>
                {item.summary ? <span className={styles.summary}>{item.summary}</span> : null}
                <span className={styles.meta}>
                  <span>{item.publisher}</span>
                  <time dateTime={new Date(item.publishedAt * 1000).toISOString()}>{formatDate(item.publishedAt)}</time>
                  {item.attachmentCount > 0 ? <span className={styles.files}>{t('list.files', { count: item.attachmentCount })}</span> : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager page={data.page} size={data.size} total={data.total} onPage={search.turnPage} busy={answer.status === 'loading'} />
    </section>
  );
}
