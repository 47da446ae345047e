/**
 * dailyReport/applyAdmin: apply to administer a unit (the unit and why), my applications and their state;
 * for the approvers (学工部, the administrator: the backend says who) the applications waiting, each
 * approved or refused with a note. Approval makes the applicant an admin of the unit at once.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  ApiErrorView,
  DecisionForm,
  LoadingView,
  formatDate,
  isApiError,
  useApi,
  useApiQuery,
  useTranslation,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { DailyReportApplicationsData } from '../generated/types.ts';
import styles from './dailyReport.module.css';

type Application = DailyReportApplicationsData['mine'][number];

const reasonOf = (error: unknown) => (isApiError(error) ? error.message : String(error));

export default function ApplyAdminPage({ module, title }: WidgetPageProps) {
  const { t } = useTranslation('daily-report');
  const api = useApi();
  const applications = useApiQuery('daily-report.applications', {});
  const [unitId, setUnitId] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);

  if (applications.status === 'error') return <ApiErrorView error={applications.error} onRetry={applications.reload} />;
  if (applications.status === 'loading') return <LoadingView />;
  const data = applications.data;

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    if (!unitId) return setProblem(t('apply.needUnit'));
    if ([...reason.trim()].length < 4) return setProblem(t('apply.needReason'));
    setProblem(undefined);
    setSending(true);
    try {
      await api.post('daily-report.apply', { unitId: Number(unitId), reason: reason.trim() });
      setSent(true);
      setUnitId('');
      setReason('');
      applications.reload();
    } catch (error) {
      setProblem(t('apply.failed', { reason: reasonOf(error) }));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={styles.page} aria-labelledby="daily-apply">
      <h1 id="daily-apply" className={styles.heading}>
        {title}
      </h1>
      {data.reviewer ? <Pending applications={data.pending} onDecided={applications.reload} /> : null}
      <form className={styles.card} aria-labelledby="daily-apply-form" noValidate onSubmit={(event) => void apply(event)}>
        <h2 id="daily-apply-form">{t('apply.form')}</h2>
        <div className={styles.fields}>
          <label>
            {t('apply.unit')}
            <select id="daily-apply-unit" value={unitId} onChange={(event) => setUnitId(event.target.value)}>
              <option value="">{t('apply.chooseUnit')}</option>
              {data.units.map((unit) => (
                <option key={unit.id} value={unit.id} disabled={unit.admin}>
                  {unit.admin ? `${unit.name}（${t('apply.adminOf')}）` : unit.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('apply.reason')}
            <textarea rows={3} maxLength={200} value={reason} placeholder={t('apply.reasonHint')} onChange={(event) => setReason(event.target.value)} />
          </label>
          {problem ? (
            <p role="alert" className={styles.problem}>
              {problem}
            </p>
          ) : null}
          {sent ? (
            <p role="status" className={styles.doneBanner}>
              {t('apply.sent')}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="submit" className="portal-button portal-button--primary" disabled={sending}>
              {sending ? t('apply.sending') : t('apply.send')}
            </button>
          </div>
        </div>
      </form>
      <section className={styles.card} aria-labelledby="daily-mine">
        <h2 id="daily-mine">{t('apply.mine')}</h2>
        {data.mine.length === 0 ? (
          <p className={styles.meta}>{t('apply.noneMine')}</p>
        ) : (
          <ul className={styles.rows} data-testid="daily-mine">
            {data.mine.map((application) => (
              <li key={application.id} className={styles.row}>
                <span>{application.unitName}</span>
                <StateBadge state={application.state} />
                <Reviewed application={application} />
                {application.state === 'approved' ? <Link to={`/${module}/statistics`}>{t('apply.toStatistics')}</Link> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

function StateBadge({ state }: { state: Application['state'] }) {
  const { t } = useTranslation('daily-report');
  return (
    <span className={styles.state} data-state={state}>
      {t(`apply.state.${state}`)}
    </span>
  );
}

function Reviewed({ application }: { application: Application }) {
  const { t } = useTranslation('daily-report');
  return (
    <span className={styles.meta}>
      {t('apply.at', { time: formatDate(application.createdAt, true) })}
      {application.reviewedAt && application.reviewer
        ? ` · ${t('apply.reviewedBy', { reviewer: application.reviewer, time: formatDate(application.reviewedAt, true) })}`
        : ''}
      {application.note ? ` · ${application.note}` : ''}
    </span>
  );
}

function Pending({ applications, onDecided }: { applications: readonly Application[]; onDecided(): void }) {
  const { t } = useTranslation('daily-report');
  return (
    <section className={styles.card} aria-labelledby="daily-pending">
      <h2 id="daily-pending">{t('apply.pending', { count: applications.length })}</h2>
      {applications.length === 0 ? (
        <p className={styles.meta}>{t('apply.nonePending')}</p>
      ) : (
        <ul className={styles.rows} data-testid="daily-pending">
          {applications.map((application) => (
            <PendingRow key={application.id} application={application} onDecided={onDecided} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PendingRow({ application, onDecided }: { application: Application; onDecided(): void }) {
  const { t } = useTranslation('daily-report');
  const api = useApi();
  return (
    <li className={styles.row} data-unit={application.unitName}>
      <strong>{t('apply.applied', { applicant: application.applicant, unit: application.unitName })}</strong>
      <span className={styles.meta}>{t('apply.at', { time: formatDate(application.createdAt, true) })}</span>
      <p className={styles.meta}>{application.reason}</p>
      <DecisionForm
        choices={[
          { action: 'approve', label: t('apply.approve'), primary: true },
          { action: 'refuse', label: t('apply.refuse'), needsNote: true },
        ]}
        noteLabel={t('apply.note')}
        notePlaceholder={t('apply.notePlaceholder')}
        noteMissing={t('apply.needNote')}
        failed={(reason) => t('apply.reviewFailed', { reason })}
        onDecide={async (decision, note) => {
          await api.post('daily-report.review', { id: application.id, decision, note });
          onDecided();
        }}
      />
    </li>
  );
}
