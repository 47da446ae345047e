import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation, ListView, WidgetPage, useApiQuery, usePagedList, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { HotIssueProps } from '../generated/types.ts';
import { IssueEntries } from './IssueEntries.tsx';
import styles from './hotIssue.module.css';

/**
 * hotissue/list: the questions of one category (`?category=`; all without it), most viewed first, paged,
 * with the category as the heading and the categories as chips to switch.
 */
export default function HotIssueListPage({ props, module, query, title }: WidgetPageProps<HotIssueProps>) {
  const { t } = useTranslation('hot-issue');
  const category = query.get('category') ?? '';
  const filter = useMemo(() => (category ? { category } : {}), [category]);
  const paged = usePagedList('hot-issue.list', filter, props.pageSize ?? 10);
  return (
    <WidgetPage title={paged.last?.category?.name ?? title} intro={paged.last ? t('list.total', { total: paged.total }) : undefined}>
      <CategoryChips module={module} category={category} />
      <ListView list={paged} empty={t('list.empty')}>
        {(items) => (
          <div className="portal-card">
            <IssueEntries items={items} module={module} showViews={props.showViews !== false} testId="hot-issue-list" />
          </div>
        )}
      </ListView>
    </WidgetPage>
  );
}

/** The categories as chips (links to this list for each), the current one marked; they come with the overview's answer. */
function CategoryChips({ module, category }: { module: string; category: string }) {
  const { t } = useTranslation('hot-issue');
  const home = useApiQuery('hot-issue.home', { top: 3 });
  const chips = home.status === 'ready' ? home.data.categories : [];
  if (chips.length === 0) return null;
  return (
    <nav className="portal-chips" aria-label={t('home.categories')}>
      <Link className={`portal-chip ${styles.chip}`} to={`/${module}/list`} aria-current={category === '' ? 'page' : undefined}>
        {t('list.all')}
      </Link>
      {chips.map((chip) => (
        <Link
          key={chip.id}
          className={`portal-chip ${styles.chip}`}
          to={`/${module}/list?category=${encodeURIComponent(chip.id)}`}
          aria-current={chip.id === category ? 'page' : undefined}
        >
          {chip.name}
        </Link>
      ))}
    </nav>
  );
}
