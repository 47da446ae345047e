import { useMemo } from 'react';
import {
  useTranslation,
  ApiErrorView,
  AttachmentList,
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
import type { FileLibraryProps } from '../generated/types.ts';
import styles from './fileLibrary.module.css';

/**
 * commonFile/index and file/index: one of the school's document libraries (props.library), newest
 * first, page by page, with a search over titles and file names and category chips. Each file previews
 * in place (PDF, images) or downloads.
 */
export default function FileLibraryPage({ props, title }: WidgetPageProps<FileLibraryProps>) {
  const { t } = useTranslation('file-library');
  const image = useImageUrl();
  const search = useListSearch();
  const size = props.pageSize ?? 10;
  const library = props.library ?? 'download';
  const query = useMemo(
    () => ({ library, page: search.page, size, ...(search.q ? { q: search.q } : {}), ...(search.category ? { category: search.category } : {}) }),
    [library, search.page, size, search.q, search.category],
  );
  const answer = useApiQuery('file-library.list', query);
  // A new search or page keeps the last answer on screen.
  const data = useLastData(answer);

  if (answer.status === 'error') return <ApiErrorView error={answer.error} onRetry={answer.reload} />;
  if (!data) return <LoadingView />;
  if (data.total === 0 && !search.filtered) return <EmptyView message={t('list.empty')} image={image('empty.svg')} />;

  const categories = data.categories.filter((c) => c.count > 0 || c.id === search.category);

  return (
    <section className={styles.page} aria-labelledby="file-library-heading" aria-busy={answer.status === 'loading'}>
      <ListHeader id="file-library-heading" title={title} count={t('list.count', { count: data.total })} />
      <ListFilters namespace="file-library" search={search} categories={categories} />
      {data.list.length === 0 ? (
        <p className={styles.noMatch} data-testid="file-no-match">
          {search.q ? t('list.noMatch', { q: search.q }) : t('list.emptyCategory')}
        </p>
      ) : (
        <ul className={styles.list} data-testid="file-list">
          {data.list.map((item) => (
            <li key={item.id} className={styles.item}>
              <h2 className={styles.title}>{item.title}</h2>
              <p className={styles.meta}>
                {props.showDepartment !== false ? <span>{item.department}</span> : null}
                <time dateTime={new Date(item.publishedAt * 1000).toISOString()}>{formatDate(item.publishedAt)}</time>
              </p>
              <AttachmentList files={[item.file]} preview={props.preview !== false} className={styles.file} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={data.page} size={data.size} total={data.total} onPage={search.turnPage} busy={answer.status === 'loading'} />
    </section>
  );
}
