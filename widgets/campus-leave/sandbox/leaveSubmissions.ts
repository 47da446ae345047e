/**
 * A student's filled form of the leave (the application, the return registration) as both keys take it: the
 * checked body of campus-leave.apply and .register (contracts/campus-leave.apply.body.schema.json), from a
 * student only, first checked for what the form's rules cannot say (a date in the past, at its field), then
 * accepted once per submission id against its form (the kit's acceptSubmission) and saved by the key's own
 * insert, which may refuse what is stored against it (an overlapping leave) as a conflict.
 */
import type { Context } from 'hono';
import type { CampusLeaveApplyBody } from '../generated/types.ts';
import {
  acceptSubmission,
  epochSeconds,
  readerLanguage,
  replyFail,
  SandboxErrorCode,
  type FormDefinition,
  type LocalMessage,
  type LoggedInEnv,
} from '../../../sandbox/kit.ts';
import { callerOf } from './leaveAccess.ts';
import type { LeaveContext } from './routes.ts';

/** Thrown by a submission's insert when what is stored forbids it: nothing is kept, and it is answered e = 409 with the refusal. */
export class SubmissionConflict extends Error {
  constructor(readonly refusal: LocalMessage) {
    super('the submission conflicts with what is stored');
  }
}

export interface StudentForm {
  formKey: string;
  definition: FormDefinition;
  /** What the form's rules cannot say, at `now`: the answer refusing it, or undefined. */
  check(c: Context, values: CampusLeaveApplyBody['values'], now: number): Response | undefined;
  /** The key's insert of the values the form shows, for the student: the new record's id. */
  save(values: Record<string, unknown>, studentId: number, now: number): number;
}

/** Accepts students' forms; anyone else is refused with `notStudent`. */
export function studentForms({ services, campus }: LeaveContext, notStudent: LocalMessage) {
  return (c: Context<LoggedInEnv>, body: CampusLeaveApplyBody, form: StudentForm): { ok: true; id: number } | { ok: false; reply: Response } => {
    const caller = callerOf(campus, c.get('user').username);
    if (caller.role !== 'student') return { ok: false, reply: replyFail(c, SandboxErrorCode.forbidden, notStudent) };
    const now = epochSeconds(services);
    const problem = form.check(c, body.values, now);
    if (problem) return { ok: false, reply: problem };
    try {
      const accepted = acceptSubmission({
        db: services.db,
        username: c.get('user').username,
        formKey: form.formKey,
        definition: form.definition,
        values: body.values,
        submissionId: body._submission,
        language: readerLanguage(c),
        at: now,
        save: (values) => form.save(values, caller.place.student.id, now),
      });
      return accepted.ok ? { ok: true, id: accepted.recordId } : { ok: false, reply: c.json(accepted.answer) };
    } catch (error) {
      if (error instanceof SubmissionConflict) return { ok: false, reply: replyFail(c, SandboxErrorCode.conflict, error.refusal) };
      throw error;
    }
  };
}
