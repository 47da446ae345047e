import type { ReactNode } from 'react';
import type { Action } from './useAction.ts';

/**
 * A button that runs an action: disabled and saying `busyLabel` while it runs, the refusal beside it
 * (announced to screen readers) until the next run. `primary` for the page's main action.
 */
export function ActionButton<Input>({
  action,
  input,
  children,
  busyLabel,
  primary = false,
  disabled = false,
  type = 'button',
  className,
}: {
  action: Action<Input, unknown>;
  /** What `run` is given; a submit button of a form usually has none. */
  input?: Input;
  children: ReactNode;
  busyLabel?: ReactNode;
  primary?: boolean;
  disabled?: boolean;
  /** `submit` inside a form: the form's onSubmit runs the action, the button only shows its state. */
  type?: 'button' | 'submit';
  className?: string;
}) {
  const classes = ['portal-button', primary ? 'portal-button--primary' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <span className="portal-action">
      <button
        type={type}
        className={classes}
        disabled={disabled || action.busy}
        aria-busy={action.busy || undefined}
        onClick={type === 'button' ? () => void action.run(input as Input) : undefined}
      >
        {action.busy && busyLabel ? busyLabel : children}
      </button>
      <ActionMessage action={action} />
    </span>
  );
}

/** The last refusal of an action, where a page shows it on its own (under a form, beside several buttons). */
export function ActionMessage({ action, testId }: { action: Pick<Action<never, unknown>, 'error'>; testId?: string }) {
  return action.error ? (
    <span className="portal-problem" role="alert" data-testid={testId}>
      {action.error}
    </span>
  ) : null;
}
