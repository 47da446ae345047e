/**
 * upcApproval/upcdetail (申请详情): one application (query id): its state in words, the answers, the chain
 * with each level's decision (who, when, comment) and every step of every round. Its applicant withdraws
 * it before the first decision, or changes and resubmits it once returned (the same application, a new
 * round); a decider whose level it waits at is led to the decision page.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { DetailPage, FormRunner, isApiError, useApi, useDialogs, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import { ApplicationView, type Detail } from './approvalKit.tsx';
import styles from './upcApproval.module.css';

export default function ApplicationPage({ query, module }: WidgetPageProps) {
  const { t } = useTranslation('upc-approval');
  return (
    <DetailPage apiKey="upc-approval.detail" query={query} missingMessage={t('detail.missingId')}>
      {(detail, reload) => (
        <article className={styles.page} aria-labelledby="upc-application">
          <ApplicationView detail={detail} />
          <ApplicantActions detail={detail} reload={reload} />
          {detail.can.decide ? (
            <p className={styles.links}>
              <Link
                className="portal-button portal-button--primary"
                to={`/${module}/${detail.can.decide.kind === 'final' ? 'userdetail' : 'trialUserdetail'}?id=${detail.id}`}
              >
                {t('detail.decideHere')}
              </Link>
            </p>
          ) : null}
          <p className={styles.links}>
            <Link to={`/${module}/index`}>{t('detail.back')}</Link>
          </p>
        </article>
      )}
    </DetailPage>
  );
}

function ApplicantActions({ detail, reload }: { detail: Detail; reload(): void }) {
  const { t } = useTranslation('upc-approval');
  const api = useApi();
  const dialogs = useDialogs();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const withdraw = async () => {
    if (!(await dialogs.confirm({ message: t('detail.withdrawConfirm') }))) return;
    setBusy(true);
    setProblem(undefined);
    try {
      await api.post('upc-approval.withdraw', { id: detail.id });
      dialogs.popup(t('detail.withdrawn'));
      reload();
    } catch (error) {
      setProblem(t('detail.failed', { reason: isApiError(error) ? error.message : String(error) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {detail.can.withdraw ? (
        <div className={styles.actions}>
          <button type="button" className="portal-button" disabled={busy} onClick={() => void withdraw()}>
            {t('action.withdraw')}
          </button>
          {problem ? (
            <p className={styles.problem} role="alert">
              {problem}
            </p>
          ) : null}
        </div>
      ) : null}
      {detail.can.resubmit ? (
        <section className={styles.card} aria-labelledby="upc-resubmit" data-testid="upc-resubmit">
          <h2 id="upc-resubmit" className={styles.subheading}>
            {t('detail.resubmit')}
          </h2>
          <FormRunner
            definition={detail.definition}
            formId={`upc-approval:resubmit:${detail.id}`}
            initialValues={detail.values}
            submit={(values, submissionId) => api.post('upc-approval.resubmit', { id: detail.id, values, _submission: submissionId })}
            onSubmitted={() => reload()}
          />
        </section>
      ) : null}
    </>
  );
}
