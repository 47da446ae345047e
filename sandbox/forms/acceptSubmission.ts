/**
 * Accepting a form submission, once: what every form widget's backend does with a submission,
 * written here so no widget writes it again. The page sends an id per filled form; a double tap or a retry
 * after a timeout sends the same id and gets the record the first request saved.
 *
 *   routes.post('myForm.submit', async (c) => {
 *     const read = await readSubmission(c);
 *     if (!read.ok) return replyFail(c, read.e, read.message, read.status);
 *     const accepted = acceptSubmission({ db, username: c.get('user').username, formKey: 'myForm', definition, ...read,
 *       save: (values) => Number(insert.run(JSON.stringify(values)).lastInsertRowid) });
 *     return accepted.ok ? replyOk(c, { id: accepted.recordId }) : c.json(accepted.answer);
 *   });
 */
import {
  isSubmissionId,
  submittedValues,
  validateSubmission,
  type FormDefinition,
  type FormProblemsAnswer,
  type FormValues,
  type Option,
} from '../../runtime/shared/forms/index.ts';
import { fail, SandboxErrorCode, type Envelope, type InThreeLanguages } from '../envelope.ts';
import type { SandboxDatabase } from '../sandboxDatabase.ts';
import type { Language } from '../../runtime/shared/manifestProblems.ts';

/**
 * The refusals' envelope messages, in the three languages. The problems in `d.problems` are codes the
 * portal translates itself; only `m` is words.
 */
export const ACCEPT_SUBMISSION_MESSAGES = {
  formProblems: { zh: '表单填写有误，请按提示修改', en: 'Some answers need fixing: see the notes on the form', tw: '表單填寫有誤，請依提示修改' },
  badSubmissionId: {
    zh: '缺少或无效的提交编号，请刷新页面后重新提交',
    en: 'The submission number is missing or invalid. Reload the page and submit again',
    tw: '缺少或無效的提交編號，請重新整理頁面後再提交',
  },
} as const satisfies Record<string, InThreeLanguages>;

/** The form-problems answer's message in zh (older callers compare it). */
export const FORM_PROBLEMS_MESSAGE = ACCEPT_SUBMISSION_MESSAGES.formProblems.zh;

export interface SubmissionToAccept {
  db: SandboxDatabase;
  /** Whose submission it is: ids are kept per user, so one user's id never answers another's record. */
  username: string;
  /** Which form (or form and version): ids are kept per form. */
  formKey: string;
  definition: FormDefinition;
  values: FormValues;
  submissionId: unknown;
  /** Options the form's data sources answered, by data source id (validateSubmission's `sourcedOptions`). */
  sourcedOptions?: Readonly<Record<string, readonly Option[]>>;
  /**
   * The widget's insert, given only what the form shows (hidden fields and unknown keys dropped); answers
   * the new record's id. Runs inside the transaction: throwing rolls the submission back and keeps no id.
   */
  save(values: Record<string, unknown>): number;
  /** Seconds since the epoch, stored with the id. Default: now. */
  at?: number;
  /** The reader's language for the answer's message (readSubmission reads it; `...read` passes it). Default: zh. */
  language?: Language;
}

export type Acceptance =
  | {
      ok: true;
      recordId: number;
      /** True when this id was accepted before: nothing was saved now, the first record is answered. */
      repeated: boolean;
    }
  | { ok: false; answer: Envelope<FormProblemsAnswer | null> };

const statements = new WeakMap<SandboxDatabase, ReturnType<typeof prepare>>();
function prepare(db: SandboxDatabase) {
  return {
    find: db.prepare<[string, string, string], { record_id: number }>(
      'SELECT record_id FROM form_submissions WHERE username = ? AND form_key = ? AND submission_id = ?',
    ),
    record: db.prepare<[string, string, string, number, number]>(
      'INSERT INTO form_submissions (username, form_key, submission_id, record_id, created_at) VALUES (?, ?, ?, ?, ?)',
    ),
  };
}

/**
 * Checks and keeps a submission once: refuses a malformed id (e = 400), answers problems with their paths
 * and codes (e = 422, FORM_PROBLEMS_CODE of runtime/shared/forms, with d.problems), else saves it, or answers the record an earlier
 * request with the same id saved. Look-up and save share one IMMEDIATE transaction: another process on the
 * same database file waits for the write lock and then finds the id.
 */
export function acceptSubmission(submission: SubmissionToAccept): Acceptance {
  const { db, username, formKey, definition, values, submissionId, sourcedOptions, language = 'zh' } = submission;
  if (!isSubmissionId(submissionId)) {
    return { ok: false, answer: fail(SandboxErrorCode.badRequest, ACCEPT_SUBMISSION_MESSAGES.badSubmissionId[language]) };
  }
  const problems = validateSubmission(definition, values, { sourcedOptions });
  if (problems.length > 0) {
    return { ok: false, answer: { e: SandboxErrorCode.formProblems, m: ACCEPT_SUBMISSION_MESSAGES.formProblems[language], d: { problems } } };
  }
  const kept = submittedValues(definition, values);
  let prepared = statements.get(db);
  if (!prepared) statements.set(db, (prepared = prepare(db)));
  const { find, record } = prepared;
  const once = db.transaction((): Acceptance => {
    const earlier = find.get(username, formKey, submissionId);
    if (earlier) return { ok: true, recordId: earlier.record_id, repeated: true };
    const recordId = submission.save(kept);
    record.run(username, formKey, submissionId, recordId, submission.at ?? Math.floor(Date.now() / 1000));
    return { ok: true, recordId, repeated: false };
  });
  return once.immediate();
}
