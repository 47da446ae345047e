import { useTranslation } from '../../../runtime/app/index.ts';
import styles from './account.module.css';

/** What the school refused, announced (role=alert) where the reader is about to act again. */
export function FormError({ error }: { error: string | undefined }) {
  return error ? (
    <p className={styles.formError} role="alert" data-testid="form-error">
      {error}
    </p>
  ) : null;
}

/** A form's end: the school's refusal, then the submit button, which says it is working while `busy`. */
export function SubmitRow({ error, busy, label }: { error: string | undefined; busy: boolean; label: string }) {
  const { t } = useTranslation('account');
  return (
    <>
      <FormError error={error} />
      <button type="submit" className="portal-button portal-button--primary" disabled={busy}>
        {busy ? t('form.submitting') : label}
      </button>
    </>
  );
}
