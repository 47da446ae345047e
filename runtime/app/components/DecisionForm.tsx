/**
 * A decider's answer to a request (a leave, an application, a seal request): a note, then one button per
 * choice. A choice that needs a note is refused here while the note is too short, as the server refuses it
 * too; the server's own refusal is shown beside the buttons, and the note stays for another try.
 * The widget says what the choices are, what to send and what to confirm; this owns the form's states.
 */
import { useId, useState } from 'react';
import { isApiError } from '../api/apiError.ts';

export interface DecisionChoice<Action extends string> {
  action: Action;
  label: string;
  /** The choice a decider usually takes: the primary button. */
  primary?: boolean;
  /** Taken only with a note of at least `minNoteLength` characters (a refusal, a return). */
  needsNote?: boolean;
}

export interface DecisionFormProps<Action extends string> {
  choices: ReadonlyArray<DecisionChoice<Action>>;
  noteLabel: string;
  notePlaceholder?: string;
  /** Shown under the note, and read with it by a screen reader. */
  noteHint?: string;
  /** Said when a choice that needs a note is taken without one. */
  noteMissing: string;
  minNoteLength?: number;
  rows?: number;
  /** Asked before sending; false leaves the form as it is. */
  confirm?(action: Action, note: string): Promise<boolean>;
  /** Sends the decision (the note trimmed); what it throws is shown through `failed`. */
  onDecide(action: Action, note: string): Promise<void>;
  /** The line shown when sending failed, given the reason (the server's message). */
  failed(reason: string): string;
}

export function DecisionForm<Action extends string>({
  choices,
  noteLabel,
  notePlaceholder,
  noteHint,
  noteMissing,
  minNoteLength = 1,
  rows = 2,
  confirm,
  onDecide,
  failed,
}: DecisionFormProps<Action>) {
  const hintId = useId();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const decide = async ({ action, needsNote }: DecisionChoice<Action>) => {
    const trimmed = note.trim();
    if (needsNote && trimmed.length < minNoteLength) return setProblem(noteMissing);
    setProblem(undefined);
    if (confirm && !(await confirm(action, trimmed))) return;
    setBusy(true);
    try {
      await onDecide(action, trimmed);
    } catch (error) {
      setProblem(failed(isApiError(error) ? error.message : String(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="portal-decision">
      <label className="portal-decision__note">
        {noteLabel}
        <textarea
          rows={rows}
          maxLength={200}
          value={note}
          placeholder={notePlaceholder}
          aria-describedby={noteHint ? hintId : undefined}
          onChange={(event) => setNote(event.target.value)}
        />
      </label>
      {noteHint ? (
        <p id={hintId} className="portal-decision__hint">
          {noteHint}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="portal-decision__problem">
          {problem}
        </p>
      ) : null}
      <div className="portal-decision__actions">
        {choices.map((choice) => (
          <button
            key={choice.action}
            type="button"
            className={`portal-button${choice.primary ? ' portal-button--primary' : ''}`}
            data-action={choice.action}
            disabled={busy}
            onClick={() => void decide(choice)}
          >
            {choice.label}
          </button>
        ))}
      </div>
    </div>
  );
}
