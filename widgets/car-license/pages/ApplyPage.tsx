/** carLicense/savepage: the application, the school's form from its backend; once sent, the application's page. */
import { useNavigate } from 'react-router';
import { ApiErrorView, FormRunner, LoadingView, useAccess, useApi, useApiQuery, type WidgetPageProps } from '../../../runtime/app/index.ts';
import styles from './carLicense.module.css';

export default function ApplyPage({ module, title }: WidgetPageProps) {
  const api = useApi();
  const access = useAccess();
  const navigate = useNavigate();
  const form = useApiQuery('car-license.form', {});
  if (form.status === 'error') return <ApiErrorView error={form.error} onRetry={form.reload} />;
  if (form.status === 'loading') return <LoadingView />;
  const { definition } = form.data;
  return (
    <section className={styles.page} aria-labelledby="car-license-apply">
      <h1 id="car-license-apply" className={styles.heading}>
        {title}
      </h1>
      <FormRunner
        definition={definition}
        formId="car-license"
        draftKey={`car-license.${access.userName ?? 'me'}.${definition.version ?? 1}`}
        submit={(values, submissionId) => api.post('car-license.submit', { values, _submission: submissionId })}
        onSubmitted={({ id }) => navigate(`/${module}/lookpage?id=${id}`, { replace: true })}
      />
    </section>
  );
}
