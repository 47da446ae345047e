/**
 * The application form of one type (upcApproval/upcTypeOne, upcTypeTwo, upcTypeThree): the type's steps
 * with their deciders (a conditional step says when it applies), then the school's form from the backend;
 * once sent, the application's page.
 */
import { useNavigate } from 'react-router';
import {
  ApiErrorView,
  FormRunner,
  LoadingView,
  useAccess,
  useApi,
  useApiQuery,
  useLocalize,
  useTranslation,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import styles from './upcApproval.module.css';

export type TypePage = 'upcTypeOne' | 'upcTypeTwo' | 'upcTypeThree';

export function ApplyPage({ module, title, type }: WidgetPageProps & { type: TypePage }) {
  const { t } = useTranslation('upc-approval');
  const localize = useLocalize();
  const api = useApi();
  const access = useAccess();
  const navigate = useNavigate();
  const form = useApiQuery('upc-approval.form', { type });
  if (form.status === 'error') return <ApiErrorView error={form.error} onRetry={form.reload} />;
  if (form.status === 'loading') return <LoadingView />;
  const { definition, levels } = form.data;
  return (
    <section className={styles.page} aria-labelledby="upc-apply">
      <h1 id="upc-apply" className={styles.heading}>
        {title}
      </h1>
      <section className={styles.card} aria-label={t('apply.chain')}>
        <h2 className={styles.subheading}>{t('apply.chain')}</h2>
        <ol className={styles.steps} data-testid="upc-steps">
          {levels.map((level, index) => (
            <li key={index}>
              <strong>{localize(level.name)}</strong>
              <span className={styles.meta}>{t('apply.decider', { name: level.decider })}</span>
              {level.condition ? <span className={styles.meta}>{t('apply.only', { condition: localize(level.condition) })}</span> : null}
            </li>
          ))}
        </ol>
      </section>
      <FormRunner
        definition={definition}
        formId={`upc-approval:${form.data.type}`}
        draftKey={`upc-approval.${form.data.type}.${access.userName ?? 'me'}.${definition.version ?? 1}`}
        submit={(values, submissionId) => api.post('upc-approval.submit', { type: form.data.type, values, _submission: submissionId })}
        onSubmitted={({ id }) => void navigate(`/${module}/upcdetail?id=${id}`, { replace: true })}
      />
    </section>
  );
}
