/**
 * repair/index (我要报修): the hall's report form from its backend (category, building and room,
 * description, up to 3 photos uploaded to the school, phone), kept as a draft on the device; once sent,
 * the order's page.
 */
import { useNavigate } from 'react-router';
import { ApiErrorView, FormRunner, LoadingView, useAccess, useApi, useApiQuery, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { RepairProps } from '../generated/types.ts';
import { variantOf } from './repairKit.tsx';
import styles from './repair.module.css';

export default function ReportPage({ appKey, module, title }: WidgetPageProps<RepairProps>) {
  const api = useApi();
  const access = useAccess();
  const navigate = useNavigate();
  const variant = variantOf(appKey, module);
  const form = useApiQuery('repair.form', { variant });
  if (form.status === 'error') return <ApiErrorView error={form.error} onRetry={form.reload} />;
  if (form.status === 'loading') return <LoadingView />;
  const definition = form.data.definition as unknown as Parameters<typeof FormRunner>[0]['definition'];
  return (
    <section className={styles.page} aria-labelledby="repair-report">
      <h1 id="repair-report" className={styles.heading}>
        {title}
      </h1>
      <FormRunner
        definition={definition}
        formId={`repair:${variant}`}
        draftKey={`repair.${variant}.${access.userName ?? 'me'}.${definition.version ?? 1}`}
        submit={(values, submissionId) => api.post('repair.submit', { variant, values, _submission: submissionId })}
        onSubmitted={({ id }) => navigate(`/${module}/detail?id=${id}`, { replace: true })}
      />
    </section>
  );
}
