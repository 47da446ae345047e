/**
 * upcApproval/upcdetail (申请详情): one application (query id): its state in words, the answers, the chain
 * with each level's decision (who, when, comment) and every step of every round. Its applicant withdraws
 * it before the first decision, or changes and resubmits it once returned (the same application, a new
 * round); a decider whose level it waits at is led to the decision page.
 */
import { Link } from 'react-router';
import { ActionButton, DetailPage, FormRunner, WidgetPage, useAction, useApi, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import { ApplicationView, type Detail } from './approvalParts.tsx';
import styles from './upcApproval.module.css';

export default function ApplicationPage({ query, module, title }: WidgetPageProps) {
  const { t } = useTranslation('upc-approval');
  return (
    <WidgetPage title={title}>
      <DetailPage apiKey="upc-approval.detail" query={query} missingMessage={t('detail.missingId')}>
        {(detail, reload) => (
          <>
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
          </>
        )}
      </DetailPage>
    </WidgetPage>
  );
}

function ApplicantActions({ detail, reload }: { detail: Detail; reload(): void }) {
  const { t } = useTranslation('upc-approval');
  const api = useApi();
  const withdraw = useAction((_: void, call) => api.post('upc-approval.withdraw', { id: detail.id }, call), {
    confirm: t('detail.withdrawConfirm'),
    done: t('detail.withdrawn'),
    onDone: reload,
    failed: (reason) => t('detail.failed', { reason }),
  });
  return (
    <>
      {detail.can.withdraw ? (
        <div className={styles.actions}>
          <ActionButton action={withdraw}>{t('action.withdraw')}</ActionButton>
        </div>
      ) : null}
      {detail.can.resubmit ? (
        <section className={`portal-card ${styles.card}`} aria-labelledby="upc-resubmit" data-testid="upc-resubmit">
          <h3 id="upc-resubmit" className={styles.subheading}>
            {t('detail.resubmit')}
          </h3>
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
