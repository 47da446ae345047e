/**
 * dailyReport/reportAll: a unit member's report of the day with the school's form. Not yet sent: the form
 * (a draft kept on the device). Sent: what was sent, and until the deadline the same form to change it (one
 * report a day). After the deadline: read-only, or said plainly that nothing was sent. My past days below.
 * Whoever is on no unit's roster is told so.
 */
import {
  EmptyView,
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
import type { DailyReportTodayData } from '../generated/types.ts';
import styles from './dailyReport.module.css';
import { ReportRows } from './reportKit.tsx';

export default function ReportAllPage({ title }: WidgetPageProps) {
  const { t } = useTranslation('daily-report');
  const api = useApi();
  const access = useAccess();
  const today = useApiQuery('daily-report.today', {});

  return (
    <WidgetPage title={title}>
      <QueryView query={today}>
        {({ day, deadline, open, member, definition, mine, history, remindedAt }) => (
          <>
            <p className={styles.meta}>{t('report.dayAndDeadline', { day, deadline })}</p>
            {member === null ? (
              <div data-testid="daily-not-member">
                <EmptyView message={t('report.notMember')} />
              </div>
            ) : (
              <>
                <p className={styles.meta} data-testid="daily-member">
                  {t('report.who', { ...member })}
                </p>
                {remindedAt ? (
                  <p className="portal-notice portal-notice--warning" role="status">
                    {t('report.reminded', { time: formatDate(remindedAt, true) })}
                  </p>
                ) : null}
                {mine ? (
                  <p className={`portal-notice ${mine.abnormal ? 'portal-notice--error' : 'portal-notice--success'}`} role="status" data-testid="daily-filled">
                    {t(mine.abnormal ? 'report.filledAbnormal' : 'report.filled', { time: formatDate(mine.updatedAt, true) })}
                    {/* en starts the sentence with a space; zh and tw run on without one */}
                    {open ? t('report.editable', { deadline }) : ''}
                  </p>
                ) : null}
                {mine && !open ? (
                  <div className="portal-card">
                    <FormValuesView definition={definition} values={mine.values} />
                  </div>
                ) : !mine && !open ? (
                  <p className="portal-notice portal-notice--warning" role="status" data-testid="daily-closed">
                    {t('report.closed', { deadline })}
                  </p>
                ) : (
                  <FormRunner
                    key={`${definition.version ?? 1}:${mine?.updatedAt ?? 'new'}`}
                    definition={definition}
                    formId="daily-report"
                    draftKey={`daily-report.${access.userName ?? 'me'}.${day}`}
                    initialValues={mine?.values}
                    note={t('report.note', { deadline })}
                    submit={(values, submissionId) => api.post('daily-report.submit', { values, _submission: submissionId })}
                    onSubmitted={() => today.reload()}
                  />
                )}
                <History history={history} />
              </>
            )}
          </>
        )}
      </QueryView>
    </WidgetPage>
  );
}

function History({ history }: { history: DailyReportTodayData['history'] }) {
  const { t } = useTranslation('daily-report');
  return (
    <ReportRows
      id="daily-history"
      title={t('report.history')}
      none={t('report.noHistory')}
      rows={history.map((past) => ({
        id: past.id,
        label: past.day,
        text: past.abnormal ? `${past.summary} · ${t('report.abnormal')}` : past.summary,
        abnormal: past.abnormal,
      }))}
    />
  );
}
