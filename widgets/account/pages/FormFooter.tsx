import { useTranslation, type Action } from '../../../runtime/app/index.ts';

/**
 * What the school refused (useAction's error), announced (role=alert) where the reader is about to act
 * again. The kit's ActionMessage takes no test id, and the account tests find the refusal by one.
 */
export function FormError({ action }: { action: Pick<Action<never, unknown>, 'error'> }) {
  return action.error ? (
    <p className="portal-notice portal-notice--error" role="alert" data-testid="form-error">
      {action.error}
    </p>
  ) : null;
}

/**
 * A form's submit button, which says it is working while the action runs (the form's onSubmit runs it;
 * ActionButton would draw the refusal a second time, beside itself).
 */
export function SubmitButton<Input>({ action, label, disabled = false }: { action: Action<Input, unknown>; label: string; disabled?: boolean }) {
  const { t } = useTranslation('account');
  return (
    <button type="submit" className="portal-button portal-button--primary" disabled={disabled || action.busy} aria-busy={action.busy || undefined}>
      {action.busy ? t('form.submitting') : label}
    </button>
  );
}

/** A form's end: the school's refusal, then the submit button. */
export function SubmitRow<Input>({ action, label }: { action: Action<Input, unknown>; label: string }) {
  return (
    <>
      <FormError action={action} />
      <SubmitButton action={action} label={label} />
    </>
  );
}
