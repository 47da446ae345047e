/**
 * epideState/index (and the nine other variants): the student's report of the day. Not yet filled: the
 * report type's form, kept as a draft until sent. Filled: what was sent, and while the day's deadline has
 * not passed, the same form to change it (the backend keeps one report a day). After the deadline
 * unfilled: said plainly.
 */
import { Link } from 'react-router';
import {
  ApiErrorView,
  FormRunner,
  FormValuesView,
  LoadingView,
  formatDate,
  useAccess,
  useApi,
  useApiQuery,
  useTranslation,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { HealthReportProps } from '../generated/types.ts';
import { variantOf } from './reportKit.tsx';
import styles from './healthReport.module.css';

export default function TodayPage({ appKey, module, title }: WidgetPageProps<HealthReportProps>) {
  const { t } = useTranslation('health-report');
  const api = useApi();
  const access = useAccess();
  const variant = variantOf(appKey, module);
  const today = useApiQuery('health-report.today', { variant });

  if (today.status === 'error') return <ApiErrorView error={today.error} onRetry={today.reload} />;
  if (today.status === 'loading') return <LoadingView />;
  const { type, definition, day, mine, open } = today.data;

  return (
    <section className={styles.page} aria-labelledby="health-today">
      <h1 id="health-today" className={styles.heading}>
        {title}
      </h1>
      <p className={styles.meta}>{t('today.dayAndDeadline', { day, deadline: type.deadline })}</p>
      {mine ? (
        <p className={mine.abnormal ? styles.abnormalBanner : styles.doneBanner} role="status" data-testid="health-filled">
          {t(mine.abnormal ? 'today.filledAbnormal' : 'today.filled', { time: formatDate(mine.updatedAt, true) })}
          {mine.editable ? ` ${t('today.editable', { deadline: type.deadline })}` : ''}
        </p>
      ) : null}
      {mine && !mine.editable ? (
        <div className={styles.sheet}>
          <FormValuesView definition={definition} values={mine.values} />
        </div>
      ) : !mine && !open ? (
        <p className={styles.closedBanner} role="status" data-testid="health-closed">
          {t('today.closed', { deadline: type.deadline })}
        </p>
      ) : (
        <FormRunner
          key={`${type.key}@${type.version}:${mine?.updatedAt ?? 'new'}`}
          definition={definition}
          formId={`health-report:${type.key}`}
          draftKey={`health-report.${access.userName ?? 'me'}.${type.key}.${day}`}
          initialValues={mine?.values}
          note={t('today.note', { deadline: type.deadline })}
          submit={(values, submissionId) => api.post('health-report.submit', { variant, values, _submission: submissionId })}
          onSubmitted={() => today.reload()}
        />
      )}
      <p className={styles.links}>
        <Link to={`/${module}/details`}>{t('today.history')}</Link>
      </p>
    </section>
  );
}
