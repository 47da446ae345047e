/**
 * epideState/instructor and epideState/leader: the day's reports of the classes the user looks after (an
 * instructor's classes, a leader's college; the backend decides which): counts, the fill rate per class,
 * the trend, who has not reported (with one reminder for all of them) and the abnormal reports.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import {
  ActionButton,
  QueryView,
  WidgetPage,
  formatDate,
  useAction,
  useApi,
  useApiQuery,
  useTranslation,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { HealthReportClassesData, HealthReportProps } from '../generated/types.ts';
import { DayPicker, RateChart, SummaryTiles, TrendChart, variantOf } from './reportKit.tsx';
import styles from './healthReport.module.css';

export default function ClassesPage({ appKey, module, props, routePath }: WidgetPageProps<HealthReportProps>) {
  const { t } = useTranslation('health-report');
  const api = useApi();
  const variant = variantOf(appKey, module, props);
  const [day, setDay] = useState<string>();
  const classes = useApiQuery('health-report.classes', { variant, ...(day ? { day } : {}) });
  const [reminded, setReminded] = useState<string>();
  const remind = useAction((remindDay: string, call) => api.post('health-report.remind', { variant, day: remindDay }, call), {
    onDone: (answer) => {
      setReminded(
        answer.repeated
          ? t('staff.remindedAlready', { count: answer.reminded, time: formatDate(answer.remindedAt, true) })
          : t('staff.reminded', { count: answer.reminded }),
      );
      classes.reload();
    },
    failed: (reason) => t('staff.remindFailed', { reason }),
  });
  const leader = routePath.endsWith('/leader');

  return (
    <QueryView query={classes}>
      {(data) => (
        <WidgetPage title={t(leader ? 'staff.leaderTitle' : 'staff.instructorTitle')} actions={<DayPicker day={data.day} onDay={setDay} />}>
          {data.classes.length === 0 ? (
            <p className="portal-notice portal-notice--warning" data-testid="health-no-classes">
              {t('staff.noClasses')}
            </p>
          ) : null}
          <SummaryTiles counts={data.total} />
          <RateChart title={t('staff.rateByClass')} category={t('staff.class')} units={data.classes} />
          <TrendChart variant={variant} days={props.trendDays ?? 7} />
          <section aria-labelledby="health-unfilled" className={`portal-card ${styles.card}`}>
            <div className="portal-toolbar portal-card__head">
              <h2 id="health-unfilled" className="portal-card__title">
                {t('staff.unfilled', { count: data.unfilled.length })}
              </h2>
              {data.unfilled.length > 0 ? (
                <ActionButton action={remind} input={data.day} primary busyLabel={t('staff.reminding')}>
                  {t('staff.remind')}
                </ActionButton>
              ) : null}
            </div>
            {reminded ? (
              <p role="status" className={styles.meta}>
                {reminded}
              </p>
            ) : data.lastReminder ? (
              <p className={styles.meta}>{t('staff.lastReminder', { time: formatDate(data.lastReminder.at, true), count: data.lastReminder.reminded })}</p>
            ) : null}
            <Unfilled students={data.unfilled} />
          </section>
          <section aria-labelledby="health-abnormal" className={`portal-card ${styles.card}`}>
            <h2 id="health-abnormal" className="portal-card__title">
              {t('staff.abnormalReports', { count: data.abnormal.length })}
            </h2>
            <Abnormal reports={data.abnormal} module={module} />
          </section>
          {leader ? (
            <p className={styles.links}>
              <Link to={`/${module}/fenji`}>{t('staff.toGraded')}</Link>
            </p>
          ) : null}
        </WidgetPage>
      )}
    </QueryView>
  );
}

function Unfilled({ students }: { students: HealthReportClassesData['unfilled'] }) {
  const { t } = useTranslation('health-report');
  if (students.length === 0) return <p className={styles.meta}>{t('staff.allFilled')}</p>;
  return (
    <ul className={styles.names} data-testid="health-unfilled">
      {students.map((student) => (
        <li key={student.studentNumber}>
          {student.name}
          <span className={styles.meta}>
            {' '}
            {student.className} {student.studentNumber}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Abnormal({ reports, module }: { reports: HealthReportClassesData['abnormal']; module: string }) {
  const { t } = useTranslation('health-report');
  if (reports.length === 0) return <p className={styles.meta}>{t('staff.noAbnormal')}</p>;
  return (
    <ul className="portal-stack" data-testid="health-abnormal">
      {reports.map((report) => (
        <li key={report.id}>
          <Link className={styles.row} to={`/${module}/details?id=${report.id}`}>
            <span>
              {report.name} <span className={styles.meta}>{report.className}</span>
            </span>
            <span className={styles.abnormalText}>{report.summary}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
