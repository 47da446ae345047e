/** activity/addnew: the organiser publishes an activity (the school's new-activity form); once sent, its sign-ups page. */
import { useNavigate } from 'react-router';
import { FormRunner, QueryView, WidgetPage, useAccess, useApi, useApiQuery, type WidgetPageProps } from '../../../runtime/app/index.ts';

export default function AddNewPage({ module, title }: WidgetPageProps) {
  const api = useApi();
  const access = useAccess();
  const navigate = useNavigate();
  const form = useApiQuery('activity.newForm', {});
  return (
    <WidgetPage title={title}>
      <QueryView query={form}>
        {({ definition }) => (
          <FormRunner
            definition={definition}
            formId="activity-new"
            draftKey={`activity.new.${access.userName ?? 'me'}.${definition.version ?? 1}`}
            submit={(values, submissionId) => api.post('activity.create', { values, _submission: submissionId })}
            onSubmitted={({ id }) => navigate(`/${module}/activitydetail?id=${id}`)}
          />
        )}
      </QueryView>
    </WidgetPage>
  );
}
