/**
 * Sending a filled form: checked here first with the rules the server checks again
 * (runtime/shared/forms), confirmed (legacy-portal §8's "You will submit the following information, confirm?"),
 * sent once with the form's submission id, counted on the form's loading counter. A second press while
 * one is on its way shows the repeat-operation alert (legacy-portal §3) and sends nothing. The server's problems
 * (e = 422) are shown at their fields like the page's own; a network failure keeps everything (the draft)
 * and says so.
 */
import { useStore } from 'jotai';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useDialogs } from '../site/PortalContext.tsx';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { localize } from '../i18n/i18n.ts';
import { isApiError } from '../api/apiError.ts';
import { finishLoadingAtom, showRepeatOperationAlertAtom, dismissRepeatOperationAlertAtom, startLoadingAtom, type FormId } from '../formState/index.ts';
import { problemsOfAnswer, submittedValues, validateSubmission, type FieldProblem, type FormDefinition, type FormValues } from '../../shared/forms/index.ts';
import { FORMS_NAMESPACE } from './formTexts.ts';
import type { SourcedOptions } from './useDataSources.ts';

export interface SubmitOptions<Result> {
  definition: FormDefinition;
  formId: FormId;
  values: FormValues;
  sourcedOptions: SourcedOptions;
  submissionId: string;
  /** Sends what the form shows (hidden fields dropped) with the submission id; its answer goes to `onSubmitted`. */
  submit(values: Record<string, unknown>, submissionId: string): Promise<Result>;
  onSubmitted?(result: Result): void;
  /** The draft is gone once sent. */
  forgetDraft(): void;
  /** What the confirm shows under its question: the answers, read back. */
  summary?: ReactNode;
}

export interface SubmitState {
  /** The problems shown at the fields: the page's own after a first attempt, and the server's. */
  problems: FieldProblem[];
  sending: boolean;
  /** Why the last attempt failed, for the line above the button (not a field's problem). */
  failure?: string;
  send(): Promise<void>;
  /** A field changed: the server's problem at it no longer holds. */
  fieldChanged(name: string): void;
}

export function useFormSubmit<Result>(options: SubmitOptions<Result>): SubmitState {
  const { definition, formId, values, sourcedOptions } = options;
  const store = useStore();
  const dialogs = useDialogs();
  const { t, i18n } = useTranslation(FORMS_NAMESPACE);
  const [attempted, setAttempted] = useState(false);
  const [serverProblems, setServerProblems] = useState<FieldProblem[]>([]);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const inFlight = useRef(false);

  const ownProblems = attempted ? validateSubmission(definition, values, { sourcedOptions }) : [];
  const shownPaths = new Set(ownProblems.map((problem) => problem.path.join('.')));
  const problems = [...ownProblems, ...serverProblems.filter((problem) => !shownPaths.has(problem.path.join('.')))];

  // Not memoized: a press sends the values of the render it was made in (nothing changes while the confirm is open).
  const send = async () => {
    if (inFlight.current) {
      store.set(showRepeatOperationAlertAtom, formId, t('repeatOperation'));
      return;
    }
    const current = options;
    setAttempted(true);
    setFailure(undefined);
    const found = validateSubmission(current.definition, current.values, { sourcedOptions: current.sourcedOptions });
    if (found.length > 0) {
      setFailure(t('fixProblems', { count: found.length }));
      focusProblem(found[0]!);
      return;
    }
    inFlight.current = true;
    let counted = false;
    try {
      const ask = current.definition.confirmSubmit ?? true;
      // The form's own question where it has one (a deadline, what happens next); the portal's plain one else.
      const question = typeof ask === 'object' ? localize(ask, i18n.language) : t('confirmSubmit');
      if (ask !== false && !(await dialogs.confirm({ message: question, details: current.summary }))) return;
      setSending(true);
      store.set(startLoadingAtom, formId);
      counted = true;
      const result = await current.submit(submittedValues(current.definition, current.values), current.submissionId);
      setServerProblems([]);
      setAttempted(false);
      current.forgetDraft();
      dialogs.popup(t('submitted'));
      current.onSubmitted?.(result);
    } catch (error) {
      const answered = isApiError(error) ? problemsOfAnswer(error.detail.body) : undefined;
      if (answered && answered.length > 0) {
        setServerProblems(answered);
        // The school's own words say what a field's code cannot (结束日期不能早于开始日期); the count otherwise.
        setFailure(isApiError(error) && error.message && !/^e = \d+$/.test(error.message) ? error.message : t('fixProblems', { count: answered.length }));
        focusProblem(answered[0]!);
      } else if (isApiError(error) && error.kind === 'network') setFailure(t('networkFailed'));
      else if (isApiError(error) && error.kind === 'login-required') setFailure(undefined);
      else setFailure(t('serverFailed', { message: (error as Error).message }));
    } finally {
      inFlight.current = false;
      store.set(dismissRepeatOperationAlertAtom, formId);
      setSending(false);
      if (counted) store.set(finishLoadingAtom, formId);
    }
  };

  const fieldChanged = useCallback(
    (name: string) =>
      setServerProblems((current) => (current.some((problem) => problem.path[0] === name) ? current.filter((problem) => problem.path[0] !== name) : current)),
    [],
  );

  return { problems, sending, failure, send, fieldChanged };
}

/** Moves focus to the field of a problem, so a keyboard or screen-reader user lands where to fix it. */
function focusProblem(problem: FieldProblem): void {
  const name = String(problem.path[0]);
  queueMicrotask(() => {
    // A field's name is letters, digits, _ and - (schemas/form.schema.json): safe in a selector as it is.
    const field = document.querySelector<HTMLElement>(`[data-field="${name}"]`);
    const control = field?.querySelector<HTMLElement>('input, select, textarea, button');
    field?.scrollIntoView?.({ block: 'center' });
    control?.focus({ preventScroll: true });
  });
}
