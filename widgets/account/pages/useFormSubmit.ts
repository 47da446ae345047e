import { useState, type FormEvent } from 'react';
import { useErrorText } from './accountErrors.ts';

/** A problem by field (undefined where the field is fine), and `form` for what the school answered. */
export type FormErrors<Field extends string> = { [name in Field | 'form']?: string | undefined };

/**
 * An account form's submit. The page's own checks come first: their problems show by field and nothing
 * is sent while one stands. Then the call to the school, `busy` meanwhile; a refusal shows as the
 * form's error, in the reader's language.
 */
export function useFormSubmit<Field extends string>() {
  const errorText = useErrorText();
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [busy, setBusy] = useState(false);

  const run = async (problems: FormErrors<Field>, send: () => Promise<unknown>) => {
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    setBusy(true);
    try {
      await send();
    } catch (failure) {
      setErrors({ form: errorText(failure) });
    } finally {
      setBusy(false);
    }
  };

  /** The form's onSubmit: `check` gives each field's problem when the user submits; `send` runs when there are none. */
  const onSubmit = (check: () => FormErrors<Field>, send: () => Promise<unknown>) => (event: FormEvent) => {
    event.preventDefault();
    void run(check(), send);
  };
  return { errors, setErrors, busy, onSubmit };
}
