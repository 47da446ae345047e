/**
 * What a form's page and its backend agree on when a form is sent, for every widget with a
 * form (the dynamic forms, health reports, applications):
 * - the page sends the submission's id under {@link SUBMISSION_ID_FIELD}, made once per filled form (kept
 *   with its draft): a double tap, or a retry after a timeout, sends the same id, and the backend keeps one
 *   record per id and answers a repeat with that record;
 * - the backend checks every submission with validateSubmission and answers problems as `e =`
 *   {@link FORM_PROBLEMS_CODE} with `d = {problems}`, which the page shows at the fields.
 */
import type { FieldProblem } from './validateSubmission.ts';

export const SUBMISSION_ID_FIELD = '_submission';

/** The envelope code of "the form has problems" (as HTTP's 422 Unprocessable Content). */
export const FORM_PROBLEMS_CODE = 422;

export interface FormProblemsAnswer {
  problems: FieldProblem[];
}

/** A submission id as the page makes it: a UUID (crypto.randomUUID), checked by the backend before it is kept. */
export const isSubmissionId = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value);

/** The problems in a failed call's answer body (`ApiError.body`), when it is a form-problems answer. */
export function problemsOfAnswer(body: unknown): FieldProblem[] | undefined {
  const answer = body as { e?: unknown; d?: { problems?: unknown } } | undefined;
  if (answer?.e !== FORM_PROBLEMS_CODE || !Array.isArray(answer.d?.problems)) return undefined;
  return answer.d.problems.filter(
    (problem): problem is FieldProblem =>
      typeof problem === 'object' && problem !== null && Array.isArray((problem as FieldProblem).path) && typeof (problem as FieldProblem).code === 'string',
  );
}
