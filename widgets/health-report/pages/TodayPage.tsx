/**
 * epideState/index (and the nine other variants): the student's report of the day. Not yet filled: the
 * report type's form, kept as a draft until sent. Filled: what was sent, and while the day's deadline has
 * not passed, the same form to change it (the backend keeps one report a day). After the deadline
 * unfilled: said plainly.
 */
import { Link } from 'react-router';
import {
  FormRunner,
  FormValuesView,
  QueryView,
  WidgetPage,
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

export default function TodayPage({ appKey, module, props, title }: WidgetPageProps<HealthReportProps>) {
  const { t } = useTranslation('health-report');
  const api = useApi();
  const access = useAccess();
  const variant = variantOf(appKey, module, props);
  const today = useApiQuery('health-report.today', { variant });

  return (
    <WidgetPage title={title}>
      <QueryView query={today}>
        {({ type, definition, day, mine, open }) => (
          <>
            <p className={styles.meta}>{t('today.dayAndDeadline', { day, deadline: type.deadline })}</p>
            {mine ? (
              <p className={`portal-notice ${mine.abnormal ? 'portal-notice--error' : 'portal-notice--success'}`} role="status" data-testid="health-filled">
                {t(mine.abnormal ? 'today.filledAbnormal' : 'today.filled', { time: formatDate(mine.updatedAt, true) })}
                {mine.editable ? ` ${t('today.editable', { deadline: type.deadline })}` : ''}
              </p>
            ) : null}
            {mine && !mine.editable ? (
              <div className="portal-card">
                <FormValuesView definition={definition} values={mine.values} />
              </div>
            ) : !mine && !open ? (
              <p className="portal-notice portal-notice--warning" role="status" data-testid="health-closed">
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
          </>
        )}
      </QueryView>
    </WidgetPage>
  );
}
