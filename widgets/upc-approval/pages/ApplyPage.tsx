/**
 * The application form of one type (upcApproval/upcTypeOne, upcTypeTwo, upcTypeThree): the type's steps
 * with their deciders (a conditional step says when it applies), then the school's form from the backend;
 * once sent, the application's page.
 */
import { useNavigate } from 'react-router';
import {
  FormRunner,
  QueryView,
  WidgetPage,
  useAccess,
  useApi,
  useApiQuery,
  useLocalize,
  useTranslation,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { UpcApprovalFormData } from '../generated/types.ts';
import styles from './upcApproval.module.css';

export type TypePage = 'upcTypeOne' | 'upcTypeTwo' | 'upcTypeThree';

export function ApplyPage({ module, title, type }: WidgetPageProps & { type: TypePage }) {
  const form = useApiQuery('upc-approval.form', { type });
  return (
    <WidgetPage title={title}>
      <QueryView query={form}>{(data) => <Apply form={data} module={module} />}</QueryView>
    </WidgetPage>
  );
}

function Apply({ form, module }: { form: UpcApprovalFormData; module: string }) {
  const { t } = useTranslation('upc-approval');
  const localize = useLocalize();
  const api = useApi();
  const access = useAccess();
  const navigate = useNavigate();
  const { definition, levels } = form;
  return (
    <>
      <section className={`portal-card ${styles.card}`} aria-label={t('apply.chain')}>
        <h2 className={styles.subheading}>{t('apply.chain')}</h2>
        <ol className={styles.steps} data-testid="upc-steps">
          {levels.map((level, index) => (
            <li key={index}>
              <strong>{localize(level.name)}</strong>
              <span className="portal-card__meta">{t('apply.decider', { name: level.decider })}</span>
              {level.condition ? <span className="portal-card__meta">{t('apply.only', { condition: localize(level.condition) })}</span> : null}
            </li>
          ))}
        </ol>
      </section>
      <FormRunner
        definition={definition}
        formId={`upc-approval:${form.type}`}
        draftKey={`upc-approval.${form.type}.${access.userName ?? 'me'}.${definition.version ?? 1}`}
        submit={(values, submissionId) => api.post('upc-approval.submit', { type: form.type, values, _submission: submissionId })}
        onSubmitted={({ id }) => void navigate(`/${module}/upcdetail?id=${id}`, { replace: true })}
      />
    </>
  );
}
