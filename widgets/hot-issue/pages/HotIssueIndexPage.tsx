import { Link } from 'react-router';
import { useTranslation, ApiErrorView, EmptyView, LoadingView, useApiQuery, useImageUrl, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { HotIssueProps } from '../generated/types.ts';
import { IssueEntries } from './IssueEntries.tsx';
import styles from './hotIssue.module.css';

/** hotissue/index: the categories with their question counts, and the most viewed questions. */
export default function HotIssueIndexPage({ props, module }: WidgetPageProps<HotIssueProps>) {
  const { t } = useTranslation('hot-issue');
  const image = useImageUrl();
  const answer = useApiQuery('hot-issue.home', { top: props.topCount ?? 6 });

  if (answer.status === 'loading') return <LoadingView />;
  if (answer.status === 'error') return <ApiErrorView error={answer.error} onRetry={answer.reload} />;
  const { categories, top } = answer.data;
  if (top.length === 0) return <EmptyView message={t('home.empty')} image={image('empty.svg')} />;

  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby="hot-issue-categories">
        <header className={styles.sectionHeader}>
          <h2 id="hot-issue-categories" className={styles.sectionTitle}>
            {t('home.categories')}
          </h2>
        </header>
        <ul className={styles.categories} data-testid="hot-issue-categories">
          {categories.map((category) => (
            <li key={category.id}>
              <Link className={styles.category} to={`/${module}/list?category=${encodeURIComponent(category.id)}`}>
                <span>{category.name}</span>
                <span className={styles.muted}>{t('home.count', { count: category.count })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="hot-issue-top">
        <header className={styles.sectionHeader}>
          <h2 id="hot-issue-top" className={styles.sectionTitle}>
            {t('home.top')}
          </h2>
          <Link to={`/${module}/list`} className={styles.muted}>
            {t('home.more')}
          </Link>
        </header>
        <IssueEntries items={top} module={module!} ranked showViews={props.showViews !== false} testId="hot-issue-top" />
      </section>
    </div>
  );
}
