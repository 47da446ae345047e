import { useMemo, type CSSProperties } from 'react';
import { Link } from 'react-router';
import {
  useTranslation,
  ApiErrorView,
  EmptyView,
  ListFilters,
  ListHeader,
  LoadingView,
  formatDate,
  useApiQuery,
  useLastData,
  useImageUrl,
  useListSearch,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { GuideProps } from '../generated/types.ts';
import styles from './guide.module.css';

/**
 * guide/index: the school's guide articles grouped by category, with a title search (answered by the
 * school in its own language) and category chips. Full width on desktop: groups side by side.
 */
export default function GuideIndexPage({ props, module, title }: WidgetPageProps<GuideProps>) {
  const { t } = useTranslation('guide');
  const image = useImageUrl();
  // The school answers the whole guide at once: of the list search it takes the text and the category, never a page.
  const search = useListSearch();
  const { q, category } = search;
  const query = useMemo(() => ({ ...(q ? { q } : {}), ...(category ? { category } : {}) }), [q, category]);
  const answer = useApiQuery('guide.list', query);
  // A new search keeps the last answer on screen.
  const data = useLastData(answer);

  if (answer.status === 'error') return <ApiErrorView error={answer.error} onRetry={answer.reload} />;
  if (!data) return <LoadingView />;

  const allowed = props.categories;
  const categories = allowed ? data.categories.filter((c) => allowed.includes(c.id)) : data.categories;
  const list = data.list.filter((item) => categories.some((c) => c.id === item.category));
  if (list.length === 0 && !search.filtered) return <EmptyView message={t('list.empty')} image={image('empty.svg')} />;

  const groups = categories
    .filter((c) => category === undefined || c.id === category)
    .map((c) => ({ ...c, items: list.filter((item) => item.category === c.id) }))
    .filter((group) => group.items.length > 0);
  const columns = props.columns ?? 2;

  return (
    <section className={styles.page} aria-labelledby="guide-heading" aria-busy={answer.status === 'loading'}>
      <ListHeader id="guide-heading" title={title} count={t('list.count', { count: list.length })} />
      <ListFilters namespace="guide" search={search} showSearch={props.showSearch !== false} categories={categories} />
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
                <span className={styles.groupCount}>{group.items.length}</span>
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
