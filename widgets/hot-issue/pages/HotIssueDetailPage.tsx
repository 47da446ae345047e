import { BackLink, RelatedLinks, useTranslation, DetailPage, SafeHtml, WidgetPage, formatDate, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { HotIssueDetailData, HotIssueProps } from '../generated/types.ts';
import { IssueFeedback } from './IssueFeedback.tsx';
import styles from './hotIssue.module.css';

/** hotissue/detail: the question as the heading, the office's answer (sanitized), "was this helpful?" and related questions. */
export default function HotIssueDetailPage({ props, query, module }: WidgetPageProps<HotIssueProps>) {
  const { t } = useTranslation('hot-issue');
  return (
    <DetailPage apiKey="hot-issue.detail" query={query} missingMessage={t('detail.missingId')}>
      {(issue) => <HotIssue issue={issue} module={module} props={props} />}
    </DetailPage>
  );
}

function HotIssue({ issue, module, props }: { issue: HotIssueDetailData; module: string; props: HotIssueProps }) {
  const { t } = useTranslation('hot-issue');
  return (
    <WidgetPage title={issue.title}>
      <article className="portal-card">
        <p className={styles.crumb}>{issue.categoryName}</p>
        <p className={styles.meta} data-testid="hot-issue-meta">
          <span>{t('detail.department', { department: issue.department })}</span>
          <time dateTime={new Date(issue.updatedAt * 1000).toISOString()}>{t('detail.updated', { date: formatDate(issue.updatedAt) })}</time>
          {props.showViews !== false ? <span>{t('item.views', { count: issue.views })}</span> : null}
        </p>
        <SafeHtml className={styles.answer} html={issue.answer} />
      </article>
      {props.feedback !== false ? <IssueFeedback key={issue.id} issue={issue} /> : null}
      {issue.related.length > 0 ? (
        <RelatedLinks
          id="hot-issue-related"
          title={t('detail.related')}
          items={issue.related}
          to={(item) => `/${module}/detail?id=${item.id}`}
          testId="hot-issue-related"
        />
      ) : null}
      <BackLink to={`/${module}/list?category=${encodeURIComponent(issue.category)}`}>{t('detail.backToList')}</BackLink>
    </WidgetPage>
  );
}
