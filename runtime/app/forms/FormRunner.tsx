/**
 * A form drawn from its definition and filled: sections and fields as data, conditions that
 * show and require fields, data sources, a draft on this device, and a submit that happens once. The page
 * that shows it says where the definition comes from and what submitting calls:
 *
 *   <FormRunner definition={definition} formId="health-report:epideState" draftKey={`health:${day}`}
 *     submit={(values, submissionId) => api.post('health-report.submit', { variant, values, _submission: submissionId })}
 *     onSubmitted={({ id }) => navigate(`../details?id=${id}`)} />
 *
 * Runs on the shared form state (runtime/app/formState): plugins and status (1 until the initial data
 * sources answered), the loading counter, child tables, the warning list, the repeat-operation alert.
 */
import { useAtomValue } from 'jotai';
import { useId, type FormEvent } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { useLocalize } from '../i18n/useLocalized.ts';
import { formStatusAtom, isFormLoadingAtom, repeatOperationAlertAtom, warningListAtom, FORM_STATUS_READY, type FormId } from '../formState/index.ts';
import { holds, type FormDefinition, type FormValues } from '../../shared/forms/index.ts';
import { addFormTexts, FORMS_NAMESPACE } from './formTexts.ts';
import { useFormValues } from './useFormValues.ts';
import { sourceIdOfWarning, useDataSources } from './useDataSources.ts';
import { useFormSubmit } from './useFormSubmit.ts';
import { FieldShell } from './FieldShell.tsx';
import { FormValuesView } from './FormValuesView.tsx';
import styles from './forms.module.css';

export interface FormRunnerProps<Result> {
  definition: FormDefinition;
  /** Names the form's shared state; two forms on screen need two ids. Default: the definition's id. */
  formId?: FormId;
  /** Where this filling's draft is kept on the device (per user, day or record as the page needs); none without. */
  draftKey?: string;
  /** Values to start from when no draft is restored (an earlier submission being changed). */
  initialValues?: FormValues;
  submit(values: Record<string, unknown>, submissionId: string): Promise<Result>;
  onSubmitted?(result: Result): void;
  /** Shown above the button (a deadline, who will see the answers). */
  note?: string;
  disabled?: boolean;
}

export function FormRunner<Result>(props: FormRunnerProps<Result>) {
  const { definition, draftKey, initialValues, note, disabled } = props;
  const formId = props.formId ?? definition.id;
  const { t, i18n } = useTranslation(FORMS_NAMESPACE);
  addFormTexts(i18n);
  const localize = useLocalize();
  const idPrefix = useId();

  const form = useFormValues({ definition, formId, draftKey, initialValues });
  const sources = useDataSources(definition, formId, form.values, form.setValue);
  const submitting = useFormSubmit({
    definition,
    formId,
    values: form.values,
    sourcedOptions: sources.sourcedOptions,
    submissionId: form.submissionId,
    submit: props.submit,
    onSubmitted: props.onSubmitted,
    forgetDraft: form.forgetDraft,
    summary: <FormValuesView definition={definition} values={form.values} sourcedOptions={sources.sourcedOptions} />,
  });
  const status = useAtomValue(formStatusAtom(formId));
  const loading = useAtomValue(isFormLoadingAtom(formId));
  const warnings = useAtomValue(warningListAtom(formId));
  const repeatAlert = useAtomValue(repeatOperationAlertAtom(formId));
  const ready = status.status === FORM_STATUS_READY;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submitting.send();
  };

  return (
    <form className={styles.form} data-testid="form-runner" noValidate onSubmit={onSubmit} aria-busy={loading || undefined} data-form-status={status.status}>
      {definition.description ? <p className={styles.description}>{localize(definition.description)}</p> : null}
      {form.restored ? (
        <p className={styles.draftNote} role="status">
          {t('draftRestored')}{' '}
          <button type="button" className={styles.linkButton} onClick={form.clear}>
            {t('clearDraft')}
          </button>
        </p>
      ) : null}
      {warnings.map((warning) => {
        const sourceId = sourceIdOfWarning(warning.key);
        return (
          <p key={warning.key} role="alert" className={styles.warning}>
            {warning.message}{' '}
            {sourceId ? (
              <button type="button" className={styles.linkButton} onClick={() => sources.rerun(sourceId)}>
                {t('retry')}
              </button>
            ) : null}
          </p>
        );
      })}
      {definition.sections
        .filter((section) => holds(section.visibleIf, form.values))
        .map((section) => {
          const fields = section.fields.filter((field) => holds(field.visibleIf, form.values));
          const content = fields.map((field) => (
            <FieldShell
              key={field.name}
              field={field}
              id={`${idPrefix}-${field.name}`}
              value={form.values[field.name]}
              onChange={(value) => {
                form.setValue(field.name, value);
                submitting.fieldChanged(field.name);
              }}
              problem={submitting.problems.find((problem) => problem.path.length === 1 && problem.path[0] === field.name)}
              problems={submitting.problems}
              sourcedOptions={sources.sourcedOptions}
              required={field.required === true || (field.requiredIf !== undefined && holds(field.requiredIf, form.values))}
              disabled={disabled || submitting.sending}
            />
          ));
          return section.title ? (
            <fieldset key={section.id} className={styles.section}>
              <legend className={styles.sectionTitle}>{localize(section.title)}</legend>
              {content}
            </fieldset>
          ) : (
            <div key={section.id} className={styles.section}>
              {content}
            </div>
          );
        })}
      <div className={styles.footer}>
        {note ? <p className={styles.hint}>{note}</p> : null}
        {draftKey ? <p className={styles.hint}>{t('draftSaved')}</p> : null}
        {!ready ? (
          <p className={styles.hint} role="status">
            {t('loadingSources')}
          </p>
        ) : null}
        {submitting.failure ? (
          <p role="alert" className={styles.failure}>
            {submitting.failure}
          </p>
        ) : null}
        {repeatAlert.open ? (
          <p role="alert" className={styles.warning}>
            {repeatAlert.message ?? t('repeatOperation')}
          </p>
        ) : null}
        <button type="submit" className={styles.submit} disabled={disabled || !ready} aria-disabled={submitting.sending || undefined}>
          {submitting.sending ? t('submitting') : localize(definition.submitLabel) || t('submit')}
        </button>
      </div>
    </form>
  );
}
