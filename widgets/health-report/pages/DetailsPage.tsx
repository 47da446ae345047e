/**
 * epideState/details: one report (`?id=`: the student's own, or one a member of staff may see: who, class
 * and college, each answer in words), or without an id the student's past reports.
 */
import { Link } from 'react-router';
import {
  DetailPage,
  FormValuesView,
  LoadMoreFooter,
  LoadingView,
  ApiErrorView,
  formatDate,
  usePagedList,
  useTranslation,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { HealthReportProps } from '../generated/types.ts';
import { variantOf } from './reportKit.tsx';
import styles from './healthReport.module.css';

export default function DetailsPage(page: WidgetPageProps<HealthReportProps>) {
  return page.query.has('id') ? <OneReport {...page} /> : <MyReports {...page} />;
}

function OneReport({ query }: WidgetPageProps<HealthReportProps>) {
  const { t } = useTranslation('health-report');
  return (
    <DetailPage apiKey="health-report.detail" query={query} missingMessage={t('details.missingId')}>
      {(report) => (
        <article className={styles.page} aria-labelledby="health-report-detail">
          <h1 id="health-report-detail" className={styles.heading}>
            {t('details.title', { name: report.student.name, day: report.day })}
          </h1>
          <p className={styles.meta}>
            {report.student.collegeName} · {report.student.className} · {report.student.studentNumber}
          </p>
          <p className={report.abnormal ? styles.abnormalBanner : styles.doneBanner}>
            {report.abnormal ? t('details.abnormal', { summary: report.summary }) : t('details.normal')}
          </p>
          <div className={styles.sheet} data-testid="health-report-answers">
            <FormValuesView definition={report.definition} values={report.values} />
          </div>
          <p className={styles.meta}>{t('details.times', { submitted: formatDate(report.submittedAt, true), updated: formatDate(report.updatedAt, true) })}</p>
        </article>
      )}
    </DetailPage>
  );
}

function MyReports({ appKey, module, props }: WidgetPageProps<HealthReportProps>) {
  const { t } = useTranslation('health-report');
  const reports = usePagedList('health-report.mine', { variant: variantOf(appKey, module) }, props.pageSize ?? 20);
  if (reports.status === 'error' && reports.error) return <ApiErrorView error={reports.error} onRetry={reports.retry} />;
  if (!reports.last) return <LoadingView />;
  return (
    <section className={styles.page} aria-labelledby="health-mine">
      <h1 id="health-mine" className={styles.heading}>
        {t('details.mine')}
      </h1>
      {reports.items.length === 0 ? (
        <p className={styles.meta} data-testid="health-mine-empty">
          {t('details.noneMine')}
        </p>
      ) : (
        <>
          <ul className={styles.rows} data-testid="health-mine">
            {reports.items.map((report) => (
              <li key={report.id}>
                <Link className={styles.row} to={`/${module}/details?id=${report.id}`}>
                  <span>{report.day}</span>
                  <span>{report.temperature === null ? '' : `${report.temperature} ℃`}</span>
                  <span className={report.abnormal ? styles.abnormalText : styles.meta}>
                    {report.abnormal ? report.summary || t('summary.abnormal') : t('details.normalShort')}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <LoadMoreFooter paged={reports} />
        </>
      )}
    </section>
  );
}
