/**
 * A decider's answer to a request (a leave, an application, a seal request): a note, then one button per
 * choice. A choice that needs a note is refused here while the note is too short, as the server refuses it
 * too; the server's own refusal is shown beside the buttons, and the note stays for another try.
 * The widget says what the choices are, what to send and what to confirm; this owns the form's states.
 */
import { useId, useState } from 'react';
import { useAction, type ActionCall } from '../pageKit/useAction.ts';

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
  /** Sends the decision (the note trimmed), with the submit's idempotency key to pass on; what it throws is shown through `failed`. */
  onDecide(action: Action, note: string, call: ActionCall): Promise<void>;
  /** The longest note the backend takes (200 characters unless it says otherwise). */
  maxNoteLength?: number;
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
  maxNoteLength = 200,
  failed,
}: DecisionFormProps<Action>) {
  const hintId = useId();
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  // Sending is the kit's action: busy, one request per tap, the refusal in the reader's words, the note kept.
  const send = useAction(({ action, trimmed }: { action: Action; trimmed: string }, call) => onDecide(action, trimmed, call), {
    failed: (reason) => failed(reason),
  });

  const decide = async ({ action, needsNote }: DecisionChoice<Action>) => {
    const trimmed = note.trim();
    if (needsNote && trimmed.length < minNoteLength) return setMissing(true);
    setMissing(false);
    send.reset();
    if (confirm && !(await confirm(action, trimmed))) return;
    await send.run({ action, trimmed });
  };
  const problem = missing ? noteMissing : send.error;
  const busy = send.busy;

  return (
    <div className="portal-decision">
      <label className="portal-decision__note">
        {noteLabel}
        <textarea
          rows={rows}
          maxLength={maxNoteLength}
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
