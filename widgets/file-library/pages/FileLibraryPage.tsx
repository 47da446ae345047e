import { useMemo } from 'react';
import {
  useTranslation,
  AttachmentList,
  ListFilters,
  Pager,
  QueryView,
  WidgetPage,
  formatDate,
  useApiQuery,
  useKeptQuery,
  useListSearch,
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
  const search = useListSearch();
  const size = props.pageSize ?? 10;
  const library = props.library ?? 'download';
  const query = useMemo(
    () => ({ library, page: search.page, size, ...(search.q ? { q: search.q } : {}), ...(search.category ? { category: search.category } : {}) }),
    [library, search.page, size, search.q, search.category],
  );
  // A new search or page keeps the last answer on screen.
  const shown = useKeptQuery(useApiQuery('file-library.list', query));
  const data = shown.data;
  return (
    <WidgetPage title={title} intro={data && (data.total > 0 || search.filtered) ? t('list.count', { count: data.total }) : undefined}>
      <QueryView query={shown} empty={t('list.empty')} isEmpty={(files) => files.total === 0 && !search.filtered}>
        {(files) => (
          <div aria-busy={shown.refreshing}>
            <ListFilters namespace="file-library" search={search} categories={files.categories.filter((c) => c.count > 0 || c.id === search.category)} />
            {files.list.length === 0 ? (
              <p className={styles.noMatch} data-testid="file-no-match">
                {search.q ? t('list.noMatch', { q: search.q }) : t('list.emptyCategory')}
              </p>
            ) : (
              <ul className={styles.list} data-testid="file-list">
                {files.list.map((item) => (
                  <li key={item.id} className="portal-card">
                    <h2 className="portal-card__title">{item.title}</h2>
                    <p className={styles.meta}>
                      {props.showDepartment !== false ? <span>{item.department}</span> : null}
                      <time dateTime={new Date(item.publishedAt * 1000).toISOString()}>{formatDate(item.publishedAt)}</time>
                    </p>
                    <AttachmentList files={[item.file]} preview={props.preview !== false} className={styles.file} />
                  </li>
                ))}
              </ul>
            )}
            <Pager page={files.page} size={files.size} total={files.total} onPage={search.turnPage} busy={shown.refreshing} />
          </div>
        )}
      </QueryView>
    </WidgetPage>
  );
}
