/**
 * Asks for the one-line reason every publish and restore carries into the history. The reason is
 * required; an answer the editor shows elsewhere (a conflict, the draft's problems) closes the dialog.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { errorText } from './errorText.ts';
import type { OperatorApiError } from './operatorApi.ts';

export interface ReasonDialogProps {
  title: string;
  intro: string;
  label: string;
  hint?: string;
  submitText: string;
  onSubmit(reason: string): Promise<OperatorApiError | undefined>;
  onClose(): void;
  testId?: string;
}

/** Errors the editor shows itself, outside the dialog. */
const shownByEditor = new Set(['stale', 'invalid']);

export function ReasonDialog({ title, intro, label, hint, submitText, onSubmit, onClose, testId }: ReasonDialogProps) {
  const { t } = useTranslation('operator');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();
  const headingId = useId();
  const inputId = useId();
  const messageId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setMessage(t('publish.reasonRequired'));
      input.current?.focus();
      return;
    }
    setBusy(true);
    setMessage(undefined);
    const error = await onSubmit(reason.trim());
    setBusy(false);
    if (!error || shownByEditor.has(error.code)) onClose();
    else setMessage(errorText(t, error));
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape closes the dialog from any field inside it (keys bubble here); it is no control itself
    <div className="portal-dialog" data-testid={testId} onKeyDown={(event) => event.key === 'Escape' && !busy && onClose()}>
      <form className="portal-dialog__panel" role="dialog" aria-modal="true" aria-labelledby={headingId} onSubmit={submit}>
        <h2 id={headingId}>{title}</h2>
        <p className="operator-muted">{intro}</p>
        <label htmlFor={inputId}>{label}</label>
        <input
          ref={input}
          id={inputId}
          type="text"
          maxLength={500}
          value={reason}
          aria-required="true"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {hint ? <span className="operator-muted">{hint}</span> : null}
        {message ? (
          <p className="operator-error" id={messageId} role="alert">
            {message}
          </p>
        ) : null}
        <div className="operator-dialog-actions">
          <button type="button" className="portal-button" onClick={onClose} disabled={busy}>
            {t('cancel')}
          </button>
          <button type="submit" className="portal-button portal-button--primary" disabled={busy}>
            {busy ? t('publish.submitting') : submitText}
          </button>
        </div>
      </form>
    </div>
  );
}
