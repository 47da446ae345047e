import { useMemo, useRef, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiErrorView, EmptyView, LoadingView, Pager, formatDate, useApiQuery, useListSearch, useImageUrl, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { MaterialListData, MaterialProps } from '../generated/types.ts';
import styles from './material.module.css';

/**
 * material/index (and materialHnu/index): the study materials, newest first, page by page, with a search
 * over titles and summaries (answered by the school) and category chips with their counts.
 */
export default function MaterialIndexPage({ props, routePath }: WidgetPageProps<MaterialProps>) {
  const { t } = useTranslation('material');
  const image = useImageUrl();
  const module = routePath.split('/')[0];
  const search = useListSearch();
  const size = props.pageSize ?? 10;
  const query = useMemo(
    () => ({ page: search.page, size, ...(search.q ? { q: search.q } : {}), ...(search.category ? { category: search.category } : {}) }),
    [search.page, size, search.q, search.category],
  );
  const answer = useApiQuery('material.list', query);

  // A new search or page keeps the last answer on screen instead of flashing the loading view.
  const last = useRef<MaterialListData | undefined>(undefined);
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

  return (
    <section className={styles.page} aria-labelledby="material-heading" aria-busy={answer.status === 'loading'}>
      <header className={styles.listHeader}>
        <h1 id="material-heading" className={styles.heading}>
          {t('pages.index')}
        </h1>
        <span className={styles.count}>{t('list.count', { count: data.total })}</span>
      </header>
      {props.showSearch !== false ? (
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
      ) : null}
      {data.categories.length > 1 ? (
        <nav className={styles.chips} aria-label={t('list.categories')}>
          <button type="button" className={styles.chip} aria-pressed={search.category === undefined} onClick={() => search.chooseCategory(undefined)}>
            {t('list.all')}
          </button>
          {data.categories.map((c) => (
            <button key={c.id} type="button" className={styles.chip} aria-pressed={search.category === c.id} onClick={() => search.chooseCategory(c.id)}>
              {c.name}
              <span className={styles.chipCount}>{c.count}</span>
            </button>
          ))}
        </nav>
      ) : null}
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
      <Pager page={data.page} size={data.size} total={data.total} onPage={turnPage} busy={answer.status === 'loading'} />
    </section>
  );
}
