/**
 * A refusal at one field of a form, for what the form's own rules cannot say (two dates in order, a
 * photo that is not the user's): answered as the form's problems are (e = FORM_PROBLEMS_CODE with
 * `d.problems`, sandbox/forms/), so the page shows the school's words at that field.
 */
import type { Context } from 'hono';
import { messageFor, SandboxErrorCode, type LocalMessage } from '../envelope.ts';
import type { FieldProblem } from '../../runtime/shared/forms/index.ts';

export function replyFieldProblem(c: Context, message: LocalMessage, field: string, code: FieldProblem['code'], params?: FieldProblem['params']): Response {
  return c.json({ e: SandboxErrorCode.formProblems, m: messageFor(c, message), d: { problems: [{ path: [field], code, ...(params ? { params } : {}) }] } });
}
