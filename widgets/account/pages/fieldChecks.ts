import { useState, type FormEvent } from 'react';

/** A problem by field (undefined where the field is fine). */
export type FieldProblems<Field extends string> = { [name in Field]?: string | undefined };

/**
 * An account form's own checks, before anything is sent: their problems show by field, and the send
 * (an action's run) happens only when none stands. What the school then refuses is the action's.
 */
export function useFieldChecks<Field extends string>() {
  const [problems, setProblems] = useState<FieldProblems<Field>>({});
  /** The form's onSubmit: `check` gives each field's problem when the user submits; `send` runs when there are none. */
  const onSubmit = (check: () => FieldProblems<Field>, send: () => unknown) => (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setProblems(found);
    if (!Object.values(found).some(Boolean)) void send();
  };
  return { problems, setProblems, onSubmit };
}
