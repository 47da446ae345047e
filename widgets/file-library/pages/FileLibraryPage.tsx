import { useMemo, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorView, AttachmentList, EmptyView, LoadingView, Pager, formatDate, useApiQuery, useListSearch, useImageUrl, useLocalize, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { FileLibraryListData, FileLibraryProps } from '../generated/types.ts';
import styles from './fileLibrary.module.css';

/**
 * commonFile/index and file/index: one of the school's document libraries (props.library), newest
 * first, page by page, with a search over titles and file names and category chips. Each file previews
 * in place (PDF, images) or downloads.
 */
export default function FileLibraryPage({ props, app }: WidgetPageProps<FileLibraryProps>) {
  const { t } = useTranslation('file-library');
  const image = useImageUrl();
  const localize = useLocalize();
  const search = useListSearch();
  const size = props.pageSize ?? 10;
  const library = props.library ?? 'download';
  const query = useMemo(
    () => ({ library, page: search.page, size, ...(search.q ? { q: search.q } : {}), ...(search.category ? { category: search.category } : {}) }),
    [library, search.page, size, search.q, search.category],
  );
  const answer = useApiQuery('fileLibrary.list', query);

  // A new search or page keeps the last answer on screen instead of flashing the loading view.
  const last = useRef<FileLibraryListData | undefined>(undefined);
  if (answer.status === 'ready') last.current = answer.data;
  const data = answer.status === 'ready' ? answer.data : last.current;

  if (answer.status === 'error') return <ApiErrorView error={answer.error} onRetry={answer.reload} />;
  if (!data) return <LoadingView />;
  const filtered = search.q !== '' || search.category !== undefined;
  if (data.total === 0 && !filtered) return <EmptyView message={t('list.empty')} image={image('empty.svg')} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.searchNow();
  };
  const turnPage = (page: number) => {
    search.setPage(page);
    window.scrollTo?.({ top: 0 });
  };
  const categories = data.categories.filter((c) => c.count > 0 || c.id === search.category);

  return (
    <section className={styles.page} aria-labelledby="file-library-heading" aria-busy={answer.status === 'loading'}>
      <header className={styles.listHeader}>
        <h1 id="file-library-heading" className={styles.heading}>
          {app ? localize(app.title) : t('pages.index')}
        </h1>
        <span className={styles.count}>{t('list.count', { count: data.total })}</span>
      </header>
      <form className={styles.search} role="search" onSubmit={submit}>
        <input
          type="search"
          className={styles.searchInput}
          value={search.text}
          onChange={(event) => search.setText(event.target.value)}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          maxLength={40}
        />
        <button type="submit" className="portal-button">
          {t('search.submit')}
        </button>
      </form>
      {categories.length > 1 ? (
        <nav className={styles.chips} aria-label={t('list.categories')}>
          <button type="button" className={styles.chip} aria-pressed={search.category === undefined} onClick={() => search.chooseCategory(undefined)}>
            {t('list.all')}
          </button>
          {categories.map((c) => (
            <button key={c.id} type="button" className={styles.chip} aria-pressed={search.category === c.id} onClick={() => search.chooseCategory(c.id)}>
              {c.name}
              <span className={styles.chipCount}>{c.count}</span>
            </button>
          ))}
        </nav>
      ) : null}
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
      <Pager page={data.page} size={data.size} total={data.total} onPage={turnPage} busy={answer.status === 'loading'} />
    </section>
  );
}
