/**
 * repair/index (我要报修): the hall's report form from its backend (category, building and room,
 * description, up to 3 photos uploaded to the school, phone), kept as a draft on the device; once sent,
 * the order's page.
 */
import { useNavigate } from 'react-router';
import { FormRunner, QueryView, WidgetPage, useAccess, useApi, useApiQuery, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { RepairProps } from '../generated/types.ts';
import { variantOf } from './repairKit.tsx';

type Definition = Parameters<typeof FormRunner>[0]['definition'];

export default function ReportPage({ appKey, module, title }: WidgetPageProps<RepairProps>) {
  const api = useApi();
  const access = useAccess();
  const navigate = useNavigate();
  const variant = variantOf(appKey, module);
  const form = useApiQuery('repair.form', { variant });
  return (
    <WidgetPage title={title}>
      <QueryView query={form}>
        {(data) => {
          const definition = data.definition as unknown as Definition;
          return (
            <FormRunner
              definition={definition}
              formId={`repair:${variant}`}
              draftKey={`repair.${variant}.${access.userName ?? 'me'}.${definition.version ?? 1}`}
              submit={(values, submissionId) => api.post('repair.submit', { variant, values, _submission: submissionId })}
              onSubmitted={({ id }) => navigate(`/${module}/detail?id=${id}`, { replace: true })}
            />
          );
        }}
      </QueryView>
    </WidgetPage>
  );
}
