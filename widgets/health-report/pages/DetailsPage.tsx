/**
 * epideState/details: one report (`?id=`: the student's own, or one a member of staff may see: who, class
 * and college, each answer in words), or without an id the student's past reports.
 */
import { Link } from 'react-router';
import {
  DetailPage,
  FormValuesView,
  ListView,
  WidgetPage,
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
        // The report's own heading: whose report, of which day.
        <WidgetPage title={t('details.title', { name: report.student.name, day: report.day })}>
          <p className={styles.meta}>
            {report.student.collegeName} · {report.student.className} · {report.student.studentNumber}
          </p>
          <p className={`portal-notice ${report.abnormal ? 'portal-notice--error' : 'portal-notice--success'}`}>
            {report.abnormal ? t('details.abnormal', { summary: report.summary }) : t('details.normal')}
          </p>
          <div className="portal-card" data-testid="health-report-answers">
            <FormValuesView definition={report.definition} values={report.values} />
          </div>
          <p className={styles.meta}>{t('details.times', { submitted: formatDate(report.submittedAt, true), updated: formatDate(report.updatedAt, true) })}</p>
        </WidgetPage>
      )}
    </DetailPage>
  );
}

function MyReports({ appKey, module, props }: WidgetPageProps<HealthReportProps>) {
  const { t } = useTranslation('health-report');
  const reports = usePagedList('health-report.mine', { variant: variantOf(appKey, module, props) }, props.pageSize ?? 20);
  return (
    <WidgetPage title={t('details.mine')}>
      {/* No report yet: said in a line of the page's own (ListView's empty view carries no test id of the widget's). */}
      {reports.last?.total === 0 ? (
        <p className={styles.meta} data-testid="health-mine-empty">
          {t('details.noneMine')}
        </p>
      ) : (
        <ListView list={reports} empty={t('details.noneMine')}>
          {(items) => (
            <ul className="portal-stack" data-testid="health-mine">
              {items.map((report) => (
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
          )}
        </ListView>
      )}
    </WidgetPage>
  );
}
