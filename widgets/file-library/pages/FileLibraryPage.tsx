import { useMemo } from 'react';
import {
  FilteredList,
  useTranslation,
  AttachmentList,
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
  const query = useMemo(() => ({ library, size, ...search.params }), [library, size, search.params]);
  // A new search or page keeps the last answer on screen.
  const shown = useKeptQuery(useApiQuery('file-library.list', query));
  const data = shown.data;
  const noMatch = search.q ? t('list.noMatch', { q: search.q }) : t('list.emptyCategory');
  return (
    <WidgetPage title={title} intro={data && (data.total > 0 || search.filtered) ? t('list.count', { count: data.total }) : undefined}>
      <QueryView query={shown} empty={t('list.empty')} isEmpty={(files) => files.total === 0 && !search.filtered}>
        {(files) => (
          <FilteredList
            namespace="file-library"
            search={search}
            categories={files.categories.filter((c) => c.count > 0 || c.id === search.category)}
            busy={shown.refreshing}
            noMatch={files.list.length === 0 ? noMatch : undefined}
            noMatchTestId="file-no-match"
            pages={files}
          >
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
          </FilteredList>
        )}
      </QueryView>
    </WidgetPage>
  );
}
