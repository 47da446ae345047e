import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiErrorView, LoadingView, NoDataView, SafeHtml, formatDate, useApiQuery, useImageUrl, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { HotIssueProps } from '../generated/types.ts';
import { IssueFeedback } from './IssueFeedback.tsx';
import styles from './hotIssue.module.css';

/** hotissue/detail: the question, the office's answer (sanitized), "was this helpful?" and related questions. */
export default function HotIssueDetailPage({ props, query, routePath }: WidgetPageProps<HotIssueProps>) {
  const { t } = useTranslation('hot-issue');
  const image = useImageUrl();
  const module = routePath.split('/')[0];
  const id = query.get('id') ?? '';
  const validId = /^[1-9]\d{0,9}$/.test(id);
  const answer = useApiQuery('hot-issue.detail', validId ? { id } : undefined);

  if (!validId) return <NoDataView message={t('detail.missingId')} image={image('empty.svg')} />;
  if (answer.status === 'loading') return <LoadingView />;
  if (answer.status === 'error') {
    if (answer.error.kind === 'envelope' && answer.error.detail.e === 404) return <NoDataView message={answer.error.message} image={image('empty.svg')} />;
    return <ApiErrorView error={answer.error} onRetry={answer.reload} />;
  }
  const issue = answer.data;
  return (
    <div className={styles.page}>
      <article className={styles.section} aria-labelledby="hot-issue-title">
        <p className={styles.crumb}>{issue.categoryName}</p>
        <h1 id="hot-issue-title" className={styles.title}>
          {issue.title}
        </h1>
        <p className={styles.meta} data-testid="hot-issue-meta">
          <span>{t('detail.department', { department: issue.department })}</span>
          <time dateTime={new Date(issue.updatedAt * 1000).toISOString()}>{t('detail.updated', { date: formatDate(issue.updatedAt) })}</time>
          {props.showViews !== false ? <span>{t('item.views', { count: issue.views })}</span> : null}
        </p>
        <SafeHtml className={styles.answer} html={issue.answer} />
      </article>
      {props.feedback !== false ? <IssueFeedback key={issue.id} issue={issue} /> : null}
      {issue.related.length > 0 ? (
        <section className={styles.section} aria-labelledby="hot-issue-related">
          <h2 id="hot-issue-related" className={styles.sectionTitle}>
            {t('detail.related')}
          </h2>
          <ul className={styles.related} data-testid="hot-issue-related">
            {issue.related.map((item) => (
              <li key={item.id}>
                <Link to={`/${module}/detail?id=${item.id}`}>{item.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        <Link to={`/${module}/list?category=${encodeURIComponent(issue.category)}`} className="portal-button">
          {t('detail.backToList')}
        </Link>
      </p>
    </div>
  );
}
