import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './account.module.css';

/** A labelled input with its problem (announced, and tied to the input) and an optional button beside it. */
export function Field({
  label,
  error,
  note,
  aside,
  ...input
}: { label: string; error?: string; note?: ReactNode; aside?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const input_ = <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />;
  return (
    <div className="portal-field">
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {aside ? (
        <div className={styles.inline}>
          {input_}
          {aside}
        </div>
      ) : (
        input_
      )}
      {error ? (
        <p id={`${id}-error`} className="portal-problem" role="alert">
          {error}
        </p>
      ) : null}
      {note}
    </div>
  );
}

/** A field that keeps only digits (a phone number, an SMS code): whatever else is typed or pasted is dropped. */
export function DigitsField({ onDigits, ...field }: Omit<Parameters<typeof Field>[0], 'onChange' | 'inputMode'> & { onDigits: (digits: string) => void }) {
  return <Field inputMode="numeric" onChange={(event) => onDigits(event.target.value.replace(/\D/g, ''))} {...field} />;
}
