/** leave/apply: the leave application, the school's form from its backend; once sent, my leaves with the new one under approval. */
import { useNavigate } from 'react-router';
import { ApiErrorView, FormRunner, LoadingView, useAccess, useApi, useApiQuery, type WidgetPageProps } from '../../../runtime/app/index.ts';
import styles from './campusLeave.module.css';

export default function ApplyPage({ module, title }: WidgetPageProps) {
  const api = useApi();
  const access = useAccess();
  const navigate = useNavigate();
  const form = useApiQuery('campus-leave.form', { kind: 'leave' });
  if (form.status === 'error') return <ApiErrorView error={form.error} onRetry={form.reload} />;
  if (form.status === 'loading') return <LoadingView />;
  const { definition } = form.data;
  return (
    <section className={styles.page} aria-labelledby="campus-leave-apply">
      <h1 id="campus-leave-apply" className={styles.heading}>
        {title}
      </h1>
      <FormRunner
        definition={definition}
        formId="campus-leave"
        draftKey={`campus-leave.${access.userName ?? 'me'}.${definition.version ?? 1}`}
        submit={(values, submissionId) => api.post('campus-leave.apply', { values, _submission: submissionId })}
        onSubmitted={() => navigate(`/${module}/index`, { replace: true })}
      />
    </section>
  );
}
