/**
 * Filling one form (formtemplat, and index with a form id: newForm/commonForm/universalForm links): its
 * definition from the backend, a closed form or one already filled said plainly, else the form engine
 * with a draft per user and form version; once sent, the submission's page.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  ApiErrorView,
  FormRunner,
  LoadingView,
  StatusScreen,
  formatDate,
  useAccess,
  useApi,
  useApiQuery,
  useLocalize,
  useTranslation,
} from '../../../runtime/app/index.ts';
import { asDefinition } from './useFormAnswer.ts';
import styles from './dynamicForm.module.css';

export function FillForm({ formId, module }: { formId: string; module: string }) {
  const { t } = useTranslation('dynamic-form');
  const localize = useLocalize();
  const api = useApi();
  const access = useAccess();
  const navigate = useNavigate();
  const answer = useApiQuery('dynamic-form.definition', { formId });
  // When the page opened: enough to tell "not open yet" from "closed".
  const [openedAt] = useState(() => Date.now() / 1000);

  if (answer.status === 'error') {
    // The school's refusal (no such form, not for you, closed) in its own words, with the way back.
    if (answer.error.kind === 'envelope' && (answer.error.detail.e === 403 || answer.error.detail.e === 404))
      return (
        <StatusScreen testId="dynamic-form-unavailable" title={t('fill.unavailable')} message={answer.error.message}>
          <Link className="portal-button" to={`/${module}/index`}>
            {t('fill.backToList')}
          </Link>
        </StatusScreen>
      );
    return <ApiErrorView error={answer.error} onRetry={answer.reload} />;
  }
  if (answer.status === 'loading') return <LoadingView />;
  const { form, definition, mine } = answer.data;
  const title = localize(form.title);

  if (!form.open)
    return (
      <StatusScreen
        title={title}
        message={form.opensAt && form.opensAt > openedAt ? t('fill.notYet', { time: formatDate(form.opensAt, true) }) : t('fill.closed')}
      >
        <Link className="portal-button" to={`/${module}/index`}>
          {t('fill.backToList')}
        </Link>
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
    <section className={styles.page} aria-labelledby="dynamic-form-title">
      <h1 id="dynamic-form-title" className={styles.heading}>
        {title}
      </h1>
      {form.closesAt ? <p className={styles.meta}>{t('fill.closesAt', { time: formatDate(form.closesAt, true) })}</p> : null}
      <FormRunner
        key={`${form.id}@${form.version}`}
        definition={asDefinition(definition)}
        formId={`dynamic-form:${form.id}`}
        draftKey={`dynamic-form.${access.userName ?? 'me'}.${form.id}.${form.version}`}
        submit={(values, submissionId) => api.post('dynamic-form.submit', { formId: form.id, values, _submission: submissionId })}
        onSubmitted={({ id }) => navigate(`/${module}/detail?id=${id}`, { replace: true })}
      />
    </section>
  );
}
