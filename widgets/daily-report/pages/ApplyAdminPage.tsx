/**
 * dailyReport/applyAdmin: apply to administer a unit (the unit and why), my applications and their state;
 * for the approvers (学工部, the administrator: the backend says who) the applications waiting, each
 * approved or refused with a note. Approval makes the applicant an admin of the unit at once.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import {
  DecisionForm,
  QueryView,
  WidgetPage,
  formatDate,
  useAction,
  useApi,
  useApiQuery,
  useTranslation,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { DailyReportApplicationsData } from '../generated/types.ts';
import styles from './dailyReport.module.css';

type Application = DailyReportApplicationsData['mine'][number];

export default function ApplyAdminPage({ module, title }: WidgetPageProps) {
  const { t } = useTranslation('daily-report');
  const api = useApi();
  const applications = useApiQuery('daily-report.applications', {});
  const [unitId, setUnitId] = useState('');
  const [reason, setReason] = useState('');
  // What is wrong with the form before it is sent; the server's refusal is the action's.
  const [problem, setProblem] = useState<string>();
  const apply = useAction((sent: { unitId: number; reason: string }, call) => api.post('daily-report.apply', sent, call), {
    onDone: () => {
      setUnitId('');
      setReason('');
      applications.reload();
    },
    failed: (why) => t('apply.failed', { reason: why }),
  });

  const send = () => {
    const problemNow = !unitId ? t('apply.needUnit') : [...reason.trim()].length < 4 ? t('apply.needReason') : undefined;
    setProblem(problemNow);
    if (problemNow) return apply.reset();
    void apply.run({ unitId: Number(unitId), reason: reason.trim() });
  };
  const said = problem ?? apply.error;

  return (
    <WidgetPage title={title}>
      <QueryView query={applications}>
        {(data) => (
          <>
            {data.reviewer ? <Pending applications={data.pending} onDecided={applications.reload} /> : null}
            <form
              className="portal-card"
              aria-labelledby="daily-apply-form"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                send();
              }}
            >
              <h2 id="daily-apply-form" className="portal-card__title">
                {t('apply.form')}
              </h2>
              <div className={styles.fields}>
                <label className="portal-field">
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
                <label className="portal-field">
                  {t('apply.reason')}
                  <textarea rows={3} maxLength={200} value={reason} placeholder={t('apply.reasonHint')} onChange={(event) => setReason(event.target.value)} />
                </label>
                {said ? (
                  <p role="alert" className="portal-problem">
                    {said}
                  </p>
                ) : null}
                {apply.succeeded ? (
                  <p role="status" className="portal-notice portal-notice--success">
                    {t('apply.sent')}
                  </p>
                ) : null}
                <div className={styles.actions}>
                  <button type="submit" className="portal-button portal-button--primary" disabled={apply.busy} aria-busy={apply.busy || undefined}>
                    {apply.busy ? t('apply.sending') : t('apply.send')}
                  </button>
                </div>
              </div>
            </form>
            <section className="portal-card" aria-labelledby="daily-mine">
              <h2 id="daily-mine" className="portal-card__title">
                {t('apply.mine')}
              </h2>
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
          </>
        )}
      </QueryView>
    </WidgetPage>
  );
}

const BADGE: Record<Application['state'], string> = {
  pending: 'portal-badge--warning',
  approved: 'portal-badge--success',
  refused: 'portal-badge--error',
};

function StateBadge({ state }: { state: Application['state'] }) {
  const { t } = useTranslation('daily-report');
  return (
    <span className={`portal-badge ${BADGE[state]}`} data-state={state}>
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
        onDecide={async (decision, note, call) => {
          await api.post('daily-report.review', { id: application.id, decision, note }, call);
          onDecided();
        }}
      />
    </li>
  );
}
