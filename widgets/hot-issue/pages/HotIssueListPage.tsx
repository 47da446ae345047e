import { useMemo } from 'react';
import { Link } from 'react-router';
import {
  useTranslation,
  ApiErrorView,
  EmptyView,
  LoadMoreFooter,
  LoadingView,
  useApiQuery,
  useImageUrl,
  usePagedList,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { HotIssueProps } from '../generated/types.ts';
import { IssueEntries } from './IssueEntries.tsx';
import styles from './hotIssue.module.css';

/**
 * hotissue/list: the questions of one category (`?category=`; all without it), most viewed first, paged,
 * with the categories as chips to switch.
 */
export default function HotIssueListPage({ props, module, query, title }: WidgetPageProps<HotIssueProps>) {
  const { t } = useTranslation('hot-issue');
  const image = useImageUrl();
  const category = query.get('category') ?? '';
  const filter = useMemo(() => (category ? { category } : {}), [category]);
  const paged = usePagedList('hot-issue.list', filter, props.pageSize ?? 10);
  // The chips: the categories (and their counts) come with the overview's answer.
  const home = useApiQuery('hot-issue.home', { top: 3 });

  if (paged.status === 'loading' && paged.items.length === 0) return <LoadingView />;
  if (paged.status === 'error' && paged.error) return <ApiErrorView error={paged.error} onRetry={paged.retry} />;

  const chips = home.status === 'ready' ? home.data.categories : [];
  return (
    <div className={styles.page}>
      <header className={styles.sectionHeader}>
        <h1 className={styles.heading}>{paged.last?.category?.name ?? title}</h1>
        <span className={styles.muted}>{t('list.total', { total: paged.total })}</span>
      </header>
      {chips.length > 0 ? (
        <nav className={styles.chips} aria-label={t('home.categories')}>
          <Link className={styles.chip} to={`/${module}/list`} aria-current={category === '' ? 'page' : undefined}>
            {t('list.all')}
          </Link>
          {chips.map((chip) => (
            <Link
              key={chip.id}
              className={styles.chip}
              to={`/${module}/list?category=${encodeURIComponent(chip.id)}`}
              aria-current={chip.id === category ? 'page' : undefined}
            >
              {chip.name}
            </Link>
          ))}
        </nav>
      ) : null}
      {paged.items.length === 0 ? (
        <EmptyView message={t('list.empty')} image={image('empty.svg')} />
      ) : (
        <section className={styles.section}>
          <IssueEntries items={paged.items} module={module} showViews={props.showViews !== false} testId="hot-issue-list" />
          <LoadMoreFooter paged={paged} />
        </section>
      )}
    </div>
  );
}
