import type { ReactNode } from 'react';
import { ActionButton } from './ActionButton.tsx';
import type { Action } from './useAction.ts';

/**
 * What the form itself finds wrong before anything is sent (a missing title, an end before its start),
 * announced as an alert; nothing while there is none. The server's refusal is the action's own
 * (beside its ActionButton, or ActionMessage).
 */
export function FormProblem({ problem }: { problem: ReactNode }) {
  return problem ? (
    <p className="portal-problem" role="alert">
      {problem}
    </p>
  ) : null;
}

/**
 * A form's end: its problem (FormProblem), then the submit button running `action` as the form's primary
 * action, and after it whatever else the form offers (a cancel button or link).
 */
export function FormActions({
  action,
  submit,
  problem,
  className,
  children,
}: {
  action: Action<never, unknown>;
  /** The submit button's text. */
  submit: ReactNode;
  problem?: ReactNode;
  /** The row's own spacing, where a widget's form needs it. */
  className?: string;
  /** Beside the submit button: a cancel button or link. */
  children?: ReactNode;
}) {
  return (
    <>
      <FormProblem problem={problem} />
      <div className={className ? `portal-form-actions ${className}` : 'portal-form-actions'}>
        <ActionButton action={action} type="submit" primary>
          {submit}
        </ActionButton>
        {children}
      </div>
    </>
  );
}
