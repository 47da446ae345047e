/**
 * epideState/instructor and epideState/leader: the day's reports of the classes the user looks after (an
 * instructor's classes, a leader's college; the backend decides which): counts, the fill rate per class,
 * the trend, who has not reported (with one reminder for all of them) and the abnormal reports.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiErrorView, LoadingView, formatDate, isApiError, useApi, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { HealthReportProps } from '../generated/types.ts';
import { DayPicker, RateChart, SummaryTiles, TrendChart, variantOf } from './reportKit.tsx';
import styles from './healthReport.module.css';

export default function ClassesPage({ appKey, module, props, routePath }: WidgetPageProps<HealthReportProps>) {
  const { t } = useTranslation('health-report');
  const api = useApi();
  const variant = variantOf(appKey, module);
  const [day, setDay] = useState<string>();
  const classes = useApiQuery('health-report.classes', { variant, ...(day ? { day } : {}) });
  const [reminding, setReminding] = useState(false);
  const [reminded, setReminded] = useState<string>();

  if (classes.status === 'error') return <ApiErrorView error={classes.error} onRetry={classes.reload} />;
  if (classes.status === 'loading') return <LoadingView />;
  const data = classes.data;
  const leader = routePath.endsWith('/leader');

  const remind = async () => {
    setReminding(true);
    try {
      const answer = await api.post('health-report.remind', { variant, day: data.day });
      setReminded(
        answer.repeated
          ? t('staff.remindedAlready', { count: answer.reminded, time: formatDate(answer.remindedAt, true) })
          : t('staff.reminded', { count: answer.reminded }),
      );
      classes.reload();
    } catch (error) {
      setReminded(t('staff.remindFailed', { reason: isApiError(error) ? error.message : String(error) }));
    } finally {
      setReminding(false);
    }
  };

  return (
    <section className={styles.page} aria-labelledby="health-classes">
      <header className={styles.pageHeader}>
        <h1 id="health-classes" className={styles.heading}>
          {t(leader ? 'staff.leaderTitle' : 'staff.instructorTitle')}
        </h1>
        <DayPicker day={data.day} onDay={setDay} />
      </header>
      {data.classes.length === 0 ? (
        <p className={styles.closedBanner} data-testid="health-no-classes">
          {t('staff.noClasses')}
        </p>
      ) : null}
      <SummaryTiles counts={data.total} />
      <RateChart title={t('staff.rateByClass')} category={t('staff.class')} units={data.classes} />
      <TrendChart variant={variant} days={props.trendDays ?? 7} />
      <section aria-labelledby="health-unfilled" className={styles.card}>
        <div className={styles.cardHeader}>
          <h2 id="health-unfilled">{t('staff.unfilled', { count: data.unfilled.length })}</h2>
          {data.unfilled.length > 0 ? (
            <button type="button" className="portal-button portal-button--primary" disabled={reminding} onClick={() => void remind()}>
              {reminding ? t('staff.reminding') : t('staff.remind')}
            </button>
          ) : null}
        </div>
        {reminded ? (
          <p role="status" className={styles.meta}>
            {reminded}
          </p>
        ) : data.lastReminder ? (
          <p className={styles.meta}>{t('staff.lastReminder', { time: formatDate(data.lastReminder.at, true), count: data.lastReminder.reminded })}</p>
        ) : null}
        {data.unfilled.length === 0 ? (
          <p className={styles.meta}>{t('staff.allFilled')}</p>
        ) : (
          <ul className={styles.names} data-testid="health-unfilled">
            {data.unfilled.map((student) => (
              <li key={student.studentNumber}>
                {student.name}
                <span className={styles.meta}>
                  {' '}
                  {student.className} {student.studentNumber}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="health-abnormal" className={styles.card}>
        <h2 id="health-abnormal">{t('staff.abnormalReports', { count: data.abnormal.length })}</h2>
        {data.abnormal.length === 0 ? (
          <p className={styles.meta}>{t('staff.noAbnormal')}</p>
        ) : (
          <ul className={styles.rows} data-testid="health-abnormal">
            {data.abnormal.map((report) => (
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
        )}
      </section>
      {leader ? (
        <p className={styles.links}>
          <Link to={`/${module}/fenji`}>{t('staff.toGraded')}</Link>
        </p>
      ) : null}
    </section>
  );
}
