/**
 * paperApply/index: printed certificates. A student (module `apply`) applies with the school's form, shown
 * under 我要申请, and follows each application to pickup or delivery; the office (module `handle`) works
 * through the queue below (OfficeQueue). One page, as the old module had; what shows is the user's grants.
 */
import { useState } from 'react';
import {
  EmptyView,
  FormRunner,
  QueryView,
  WidgetPage,
  formatDate,
  useAccess,
  useApi,
  useApiQuery,
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
    <WidgetPage title={title}>
      {applicant ? <MyApplications /> : null}
      {office ? <OfficeQueue pageSize={props.pageSize ?? 10} /> : null}
      {!applicant && !office ? (
        <p className="portal-card portal-muted" data-testid="paper-apply-students-only">
          {t('onlyStudents')}
        </p>
      ) : null}
    </WidgetPage>
  );
}

function MyApplications() {
  const { t } = useTranslation('paper-apply');
  const mine = useApiQuery('paper-apply.mine', {});
  const [applying, setApplying] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <QueryView query={mine}>
      {(data, reload) => (
        <>
          <div className="portal-card">
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
              <p role="status" className={`portal-notice portal-notice--success ${styles.said}`}>
                {t('apply.sent')}
              </p>
            ) : null}
            {applying ? (
              <ApplyForm
                onSent={() => {
                  setApplying(false);
                  setSent(true);
                  reload();
                }}
              />
            ) : null}
          </div>
          <h2 className={styles.subheading}>{t('mine.title')}</h2>
          {data.list.length === 0 ? (
            <EmptyView message={t('mine.empty')} />
          ) : (
            <ul className="portal-stack" data-testid="paper-apply-mine">
              {data.list.map((one) => (
                <MyApplication key={one.id} application={one} />
              ))}
            </ul>
          )}
        </>
      )}
    </QueryView>
  );
}

/** The school's form, fetched when the student opens it. */
function ApplyForm({ onSent }: { onSent(): void }) {
  const api = useApi();
  const access = useAccess();
  const form = useApiQuery('paper-apply.form', {});
  return (
    <QueryView query={form}>
      {({ definition }) => (
        <FormRunner
          definition={definition}
          formId="paper-apply"
          draftKey={`paper-apply.${access.userName ?? 'me'}.${definition.version ?? 1}`}
          submit={(values, submissionId) => api.post('paper-apply.submit', { values, _submission: submissionId })}
          onSubmitted={onSent}
        />
      )}
    </QueryView>
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
    <li className={`portal-card ${styles.item}`} data-id={one.id} data-state={one.state}>
      <div className="portal-toolbar">
        <strong>{t(`certificate.${one.certificate}`)}</strong>
        <PaperState state={one.state} />
      </div>
      <p className="portal-card__meta">{t('mine.line', { language: t(`language.${one.language}`), count: one.copies, pickup: t(`pickup.${one.pickup}`) })}</p>
      <p className={styles.says} data-testid="paper-apply-says">
        {says}
      </p>
      {one.note ? <p className={styles.note}>{t('mine.note', { note: one.note })}</p> : null}
      <p className="portal-card__meta">
        {t('mine.purpose', { purpose: one.purpose })} · {t('mine.submitted', { time: formatDate(one.submittedAt, true) })}
        {one.updatedAt !== one.submittedAt ? ` · ${t('mine.updated', { time: formatDate(one.updatedAt, true) })}` : ''}
      </p>
    </li>
  );
}
