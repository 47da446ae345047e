import { Link } from 'react-router';
import { useTranslation, QueryView, WidgetPage, useApiQuery, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { HotIssueHomeData, HotIssueProps } from '../generated/types.ts';
import { IssueEntries } from './IssueEntries.tsx';
import styles from './hotIssue.module.css';

/** hotissue/index: the categories with their question counts, and the most viewed questions. */
export default function HotIssueIndexPage({ props, module, title }: WidgetPageProps<HotIssueProps>) {
  const { t } = useTranslation('hot-issue');
  const home = useApiQuery('hot-issue.home', { top: props.topCount ?? 6 });
  return (
    <WidgetPage title={title}>
      <QueryView query={home} empty={t('home.empty')} isEmpty={(data) => data.top.length === 0}>
        {(data) => <Overview home={data} module={module} showViews={props.showViews !== false} />}
      </QueryView>
    </WidgetPage>
  );
}

function Overview({ home, module, showViews }: { home: HotIssueHomeData; module: string; showViews: boolean }) {
  const { t } = useTranslation('hot-issue');
  return (
    <>
      <section className="portal-card" aria-labelledby="hot-issue-categories">
        <header className={styles.sectionHeader}>
          <h2 id="hot-issue-categories" className="portal-card__title">
            {t('home.categories')}
          </h2>
        </header>
        <ul className={styles.categories} data-testid="hot-issue-categories">
          {home.categories.map((category) => (
            <li key={category.id}>
              <Link className={styles.category} to={`/${module}/list?category=${encodeURIComponent(category.id)}`}>
                <span>{category.name}</span>
                <span className={styles.muted}>{t('home.count', { count: category.count })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="portal-card" aria-labelledby="hot-issue-top">
        <header className={styles.sectionHeader}>
          <h2 id="hot-issue-top" className="portal-card__title">
            {t('home.top')}
          </h2>
          <Link to={`/${module}/list`} className={styles.muted}>
            {t('home.more')}
          </Link>
        </header>
        <IssueEntries items={home.top} module={module} ranked showViews={showViews} testId="hot-issue-top" />
      </section>
    </>
  );
}
