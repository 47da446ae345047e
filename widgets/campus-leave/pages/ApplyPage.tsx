/** leave/apply: the leave application, the school's form from its backend; once sent, my leaves with the new one under approval. */
import { useNavigate } from 'react-router';
import { FormRunner, QueryView, WidgetPage, useAccess, useApi, useApiQuery, type WidgetPageProps } from '../../../runtime/app/index.ts';

export default function ApplyPage({ module, title }: WidgetPageProps) {
  const api = useApi();
  const access = useAccess();
  const navigate = useNavigate();
  const form = useApiQuery('campus-leave.form', { kind: 'leave' });
  return (
    <WidgetPage title={title}>
      <QueryView query={form}>
        {({ definition }) => (
          <FormRunner
            definition={definition}
            formId="campus-leave"
            draftKey={`campus-leave.${access.userName ?? 'me'}.${definition.version ?? 1}`}
            submit={(values, submissionId) => api.post('campus-leave.apply', { values, _submission: submissionId })}
            onSubmitted={() => navigate(`/${module}/index`, { replace: true })}
          />
        )}
      </QueryView>
    </WidgetPage>
  );
}
