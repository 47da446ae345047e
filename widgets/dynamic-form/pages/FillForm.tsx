/**
 * Filling one form (formtemplat, and index with a form id: newForm/commonForm/universalForm links): its
 * definition from the backend, a closed form or one already filled said plainly, else the form engine
 * with a draft per user and form version under the form's title; once sent, the submission's page.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  FormRunner,
  QueryView,
  StatusScreen,
  WidgetPage,
  formatDate,
  useAccess,
  useApi,
  useApiQuery,
  useLocalize,
  useTranslation,
  type ApiError,
} from '../../../runtime/app/index.ts';
import type { DynamicFormDefinitionData } from '../generated/types.ts';
import { asDefinition } from './useFormAnswer.ts';

/** The school's refusals that mean "not this form for you" (no such form, not for you): said with the way back, not retried. */
const unavailable = (error: ApiError) => error.kind === 'envelope' && (error.detail.e === 403 || error.detail.e === 404);

export function FillForm({ formId, module }: { formId: string; module: string }) {
  const { t } = useTranslation('dynamic-form');
  const answer = useApiQuery('dynamic-form.definition', { formId });
  if (answer.error && unavailable(answer.error))
    return (
      <StatusScreen testId="dynamic-form-unavailable" title={t('fill.unavailable')} message={answer.error.message}>
        <BackToList module={module} />
      </StatusScreen>
    );
  return <QueryView query={answer}>{(data) => <Fill answer={data} module={module} />}</QueryView>;
}

function BackToList({ module }: { module: string }) {
  const { t } = useTranslation('dynamic-form');
  return (
    <Link className="portal-button" to={`/${module}/index`}>
      {t('fill.backToList')}
    </Link>
  );
}

function Fill({ answer, module }: { answer: DynamicFormDefinitionData; module: string }) {
  const { t } = useTranslation('dynamic-form');
  const localize = useLocalize();
  const api = useApi();
  const access = useAccess();
  const navigate = useNavigate();
  // When the page opened: enough to tell "not open yet" from "closed".
  const [openedAt] = useState(() => Date.now() / 1000);
  const { form, definition, mine } = answer;
  const title = localize(form.title);

  if (!form.open)
    return (
      <StatusScreen
        title={title}
        message={form.opensAt && form.opensAt > openedAt ? t('fill.notYet', { time: formatDate(form.opensAt, true) }) : t('fill.closed')}
      >
        <BackToList module={module} />
      </StatusScreen>
    );
  if (form.onePerUser && form.filled && mine !== undefined)
    return (
      <StatusScreen title={title} message={t('fill.alreadyFilled')}>
        <Link className="portal-button portal-button--primary" to={`/${module}/detail?id=${mine}`}>
          {t('fill.seeMine')}
        </Link>
      </StatusScreen>
    );

  return (
    <WidgetPage title={title} intro={form.closesAt ? t('fill.closesAt', { time: formatDate(form.closesAt, true) }) : undefined}>
      <FormRunner
        key={`${form.id}@${form.version}`}
        definition={asDefinition(definition)}
        formId={`dynamic-form:${form.id}`}
        draftKey={`dynamic-form.${access.userName ?? 'me'}.${form.id}.${form.version}`}
        submit={(values, submissionId) => api.post('dynamic-form.submit', { formId: form.id, values, _submission: submissionId })}
        onSubmitted={({ id }) => navigate(`/${module}/detail?id=${id}`, { replace: true })}
      />
    </WidgetPage>
  );
}
