import { useEffect, useMemo, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiErrorView, EmptyView, LoadingView, formatDate, useApiQuery, useImageUrl, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { GuideListData, GuideProps } from '../generated/types.ts';
import styles from './guide.module.css';

/** Typing waits this long before it searches; pressing Enter searches at once. */
export const GUIDE_SEARCH_DELAY_MS = 300;

/**
 * guide/index: the school's guide articles grouped by category, with a title search (answered by the
 * school in its own language) and category chips. Full width on desktop: groups side by side.
 */
export default function GuideIndexPage({ props, routePath }: WidgetPageProps<GuideProps>) {
  const { t } = useTranslation('guide');
  const image = useImageUrl();
  const module = routePath.split('/')[0];
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [category, setCategory] = useState<string>();
  const query = useMemo(() => ({ ...(q ? { q } : {}), ...(category ? { category } : {}) }), [q, category]);
  const answer = useApiQuery('guide.list', query);

  // Typing searches after a pause.
  useEffect(() => {
    const next = text.trim();
    if (next === q) return;
    const timer = setTimeout(() => setQ(next), GUIDE_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q]);

  // A new search keeps the last answer on screen instead of flashing the loading view.
  const last = useRef<GuideListData | undefined>(undefined);
  if (answer.status === 'ready') last.current = answer.data;
  const data = answer.status === 'ready' ? answer.data : last.current;

  if (answer.status === 'error') return <ApiErrorView error={answer.error} onRetry={answer.reload} />;
  if (!data) return <LoadingView />;

  const allowed = props.categories;
  const categories = allowed ? data.categories.filter((c) => allowed.includes(c.id)) : data.categories;
  const list = data.list.filter((item) => categories.some((c) => c.id === item.category));
  const filtered = q !== '' || category !== undefined;
  if (list.length === 0 && !filtered) return <EmptyView message={t('list.empty')} image={image('empty.svg')} />;

  const groups = categories
    .filter((c) => category === undefined || c.id === category)
    .map((c) => ({ ...c, items: list.filter((item) => item.category === c.id) }))
    .filter((group) => group.items.length > 0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
  };
  const columns = props.columns ?? 2;

  return (
    <section className={styles.page} aria-labelledby="guide-heading" aria-busy={answer.status === 'loading'}>
      <header className={styles.listHeader}>
        <h1 id="guide-heading" className={styles.heading}>
          {t('pages.index')}
        </h1>
        <span className={styles.count}>{t('list.count', { count: list.length })}</span>
      </header>
      {props.showSearch !== false ? (
        <form className={styles.search} role="search" onSubmit={submit}>
          <input
            type="search"
            className={styles.searchInput}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('search.placeholder')}
            aria-label={t('search.label')}
            maxLength={40}
          />
          <button type="submit" className="portal-button">
            {t('search.submit')}
          </button>
        </form>
      ) : null}
      {categories.length > 1 ? (
        <nav className={styles.chips} aria-label={t('list.categories')}>
          <button type="button" className={styles.chip} aria-pressed={category === undefined} onClick={() => setCategory(undefined)}>
            {t('list.all')}
          </button>
          {categories.map((c) => (
            <button key={c.id} type="button" className={styles.chip} aria-pressed={category === c.id} onClick={() => setCategory(c.id)}>
              {c.name}
              <span className={styles.chipCount}>{c.count}</span>
            </button>
          ))}
        </nav>
      ) : null}
      {groups.length === 0 ? (
        <p className={styles.noMatch} data-testid="guide-no-match">
          {q ? t('list.noMatch', { q }) : t('list.empty')}
        </p>
      ) : (
        <div className={styles.groups} style={{ '--guide-columns': columns } as CSSProperties} data-testid="guide-list">
          {groups.map((group) => (
            <section key={group.id} className={styles.group} aria-labelledby={`guide-group-${group.id}`} data-category={group.id}>
              <h2 id={`guide-group-${group.id}`} className={styles.groupTitle}>
                {group.name}
                <span className={styles.chipCount}>{group.items.length}</span>
              </h2>
              <ul className={styles.list}>
                {group.items.map((item) => (
                  <li key={item.id}>
                    <Link className={styles.entry} to={`/${module}/detail?id=${item.id}`}>
                      <span className={styles.entryTitle}>{item.title}</span>
                      {item.summary ? <span className={styles.summary}>{item.summary}</span> : null}
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
      )}
    </section>
  );
}
