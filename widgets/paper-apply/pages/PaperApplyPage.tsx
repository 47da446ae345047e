/**
 * paperApply/index: printed certificates. A student (module `apply`) applies with the school's form, shown
 * under 我要申请, and follows each application to pickup or delivery; the office (module `handle`) works
 * through the queue below (OfficeQueue). One page, as the old module had; what shows is the user's grants.
 */
import { useState } from 'react';
import {
  ApiErrorView,
  EmptyView,
  FormRunner,
  LoadingView,
  formatDate,
  useAccess,
  useApi,
  useApiQuery,
  useImageUrl,
  useTranslation,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { Application, PaperApplyProps } from '../generated/types.ts';
import { OfficeQueue } from './OfficeQueue.tsx';
import { PaperState } from './PaperState.tsx';
import styles from './paperApply.module.css';

export default function PaperApplyPage({ module, title, props }: WidgetPageProps<PaperApplyProps>) {
  const { t } = useTranslation('paper-apply');
  const access = useAccess();
  const applicant = access.canUse(module, 'apply');
  const office = access.canUse(module, 'handle');
  return (
    <section className={styles.page} aria-labelledby="paper-apply-heading">
      <h1 id="paper-apply-heading" className={styles.heading}>
        {title}
      </h1>
      {applicant ? <MyApplications /> : null}
      {office ? <OfficeQueue pageSize={props.pageSize ?? 10} /> : null}
      {!applicant && !office ? (
        <p className={styles.banner} data-testid="paper-apply-students-only">
          {t('onlyStudents')}
        </p>
      ) : null}
    </section>
  );
}

function MyApplications() {
  const { t } = useTranslation('paper-apply');
  const image = useImageUrl();
  const mine = useApiQuery('paper-apply.mine', {});
  const [applying, setApplying] = useState(false);
  const [sent, setSent] = useState(false);
  if (mine.status === 'error') return <ApiErrorView error={mine.error} onRetry={mine.reload} />;
  if (mine.status === 'loading') return <LoadingView />;
  return (
    <>
      <div className={styles.card}>
        <button
          type="button"
          className={`portal-button ${applying ? '' : 'portal-button--primary'}`}
          aria-expanded={applying}
          onClick={() => {
            setApplying(!applying);
            setSent(false);
          }}
        >
          {applying ? t('apply.close') : t('apply.open')}
        </button>
        {sent ? (
          <p role="status" className={styles.said}>
            {t('apply.sent')}
          </p>
        ) : null}
        {applying ? (
          <ApplyForm
            onSent={() => {
              setApplying(false);
              setSent(true);
              mine.reload();
            }}
          />
        ) : null}
      </div>
      <h2 className={styles.subheading}>{t('mine.title')}</h2>
      {mine.data.list.length === 0 ? (
        <EmptyView message={t('mine.empty')} image={image('empty.svg')} />
      ) : (
        <ul className={styles.list} data-testid="paper-apply-mine">
          {mine.data.list.map((one) => (
            <MyApplication key={one.id} application={one} />
          ))}
        </ul>
      )}
    </>
  );
}

/** The school's form, fetched when the student opens it. */
function ApplyForm({ onSent }: { onSent(): void }) {
  const api = useApi();
  const access = useAccess();
  const form = useApiQuery('paper-apply.form', {});
  if (form.status === 'error') return <ApiErrorView error={form.error} onRetry={form.reload} />;
  if (form.status === 'loading') return <LoadingView />;
  const { definition } = form.data;
  return (
    <FormRunner
      definition={definition}
      formId="paper-apply"
      draftKey={`paper-apply.${access.userName ?? 'me'}.${definition.version ?? 1}`}
      submit={(values, submissionId) => api.post('paper-apply.submit', { values, _submission: submissionId })}
      onSubmitted={onSent}
    />
  );
}

function MyApplication({ application: one }: { application: Application }) {
  const { t } = useTranslation('paper-apply');
  const says = t(`mine.says.${one.state}`, {
    place: one.pickupPlace ?? '',
    hours: one.pickupHours ?? '',
    courier: one.courier ?? '',
    trackingNumber: one.trackingNumber ?? '',
    address: one.address ?? '',
  });
  return (
    <li className={styles.item} data-id={one.id} data-state={one.state}>
      <div className={styles.itemHead}>
        <strong>{t(`certificate.${one.certificate}`)}</strong>
        <PaperState state={one.state} />
      </div>
      <p className={styles.meta}>{t('mine.line', { language: t(`language.${one.language}`), count: one.copies, pickup: t(`pickup.${one.pickup}`) })}</p>
      <p className={styles.says} data-testid="paper-apply-says">
        {says}
      </p>
      {one.note ? <p className={styles.note}>{t('mine.note', { note: one.note })}</p> : null}
      <p className={styles.meta}>
        {t('mine.purpose', { purpose: one.purpose })} · {t('mine.submitted', { time: formatDate(one.submittedAt, true) })}
        {one.updatedAt !== one.submittedAt ? ` · ${t('mine.updated', { time: formatDate(one.updatedAt, true) })}` : ''}
      </p>
    </li>
  );
}
