/** carLicense/savepage: the application, the school's form from its backend; once sent, the application's page. */
import { useNavigate } from 'react-router';
import { FormRunner, QueryView, WidgetPage, useAccess, useApi, useApiQuery, type WidgetPageProps } from '../../../runtime/app/index.ts';

export default function ApplyPage({ module, title }: WidgetPageProps) {
  const api = useApi();
  const access = useAccess();
  const navigate = useNavigate();
  const form = useApiQuery('car-license.form', {});
  return (
    <WidgetPage title={title}>
      <QueryView query={form}>
        {({ definition }) => (
          <FormRunner
            definition={definition}
            formId="car-license"
            draftKey={`car-license.${access.userName ?? 'me'}.${definition.version ?? 1}`}
            submit={(values, submissionId) => api.post('car-license.submit', { values, _submission: submissionId })}
            onSubmitted={({ id }) => navigate(`/${module}/lookpage?id=${id}`, { replace: true })}
          />
        )}
      </QueryView>
    </WidgetPage>
  );
}
