/** form/formtemplat: fill the form of `?formId=` (the list's links lead here). */
import { NoDataView, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { DynamicFormProps } from '../generated/types.ts';
import { FillForm } from './FillForm.tsx';

export default function FormTemplatePage({ props, query, module }: WidgetPageProps<DynamicFormProps>) {
  const formId = query.get('formId') ?? props.formId;
  return formId ? <FillForm formId={formId} module={module} /> : <NoDataView />;
}
