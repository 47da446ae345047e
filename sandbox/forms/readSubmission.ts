/**
 * Reading a form submission's body. The portal sends form-encoded bodies unless an endpoint
 * declares `"json": true` in its widget.json; a form's values hold lists, objects and tables, so every
 * form endpoint declares it and sends `{ "values": {…}, "_submission": "<uuid>" }`. The body is read
 * with a size limit while it streams, so an oversized one is refused before it is all in memory.
 */
import type { Context } from 'hono';
import { isSubmissionId, SUBMISSION_ID_FIELD, type FormValues } from '../../runtime/shared/forms/index.ts';
import { readerLanguage, SandboxErrorCode, type InThreeLanguages, type SandboxErrorCodeValue } from '../envelope.ts';
import { readCappedText } from '../../runtime/host/operator/requestBody.ts';
import type { Language } from '../../runtime/shared/manifestProblems.ts';

/** Large enough for a long form with child tables (files travel as upload ids, not bytes). */
export const MAX_SUBMISSION_BYTES = 256 * 1024;

/** Why a submission could not be read, in the three languages (the reader gets theirs through replyFail). */
export const READ_SUBMISSION_MESSAGES = {
  tooLarge: (limit: number): InThreeLanguages => ({
    zh: `表单内容过大（上限 ${Math.floor(limit / 1024)} KB），请删减后重新提交`,
    en: `The form is too large (at most ${Math.floor(limit / 1024)} KB). Shorten it and submit again`,
    tw: `表單內容過大（上限 ${Math.floor(limit / 1024)} KB），請刪減後重新提交`,
  }),
  notJson: {
    zh: '表单应以 JSON 提交（Content-Type: application/json）',
    en: 'The form must be sent as JSON (Content-Type: application/json)',
    tw: '表單應以 JSON 提交（Content-Type: application/json）',
  },
  badJson: {
    zh: '请求体不是有效的 JSON，请重新提交',
    en: 'The request body is not valid JSON. Please submit again',
    tw: '請求內容不是有效的 JSON，請重新提交',
  },
  notObject: { zh: '请求体应为 JSON 对象', en: 'The request body should be a JSON object', tw: '請求內容應為 JSON 物件' },
  noValues: { zh: '缺少表单内容：values 应为对象', en: 'The form content is missing: values should be an object', tw: '缺少表單內容：values 應為物件' },
  badSubmissionId: {
    zh: `缺少或无效的提交编号 ${SUBMISSION_ID_FIELD}，请刷新页面后重新提交`,
    en: `The submission number ${SUBMISSION_ID_FIELD} is missing or invalid. Reload the page and submit again`,
    tw: `缺少或無效的提交編號 ${SUBMISSION_ID_FIELD}，請重新整理頁面後再提交`,
  },
} as const;

export type SubmissionRead =
  | {
      ok: true;
      values: FormValues;
      submissionId: string;
      /** The reader's language, so acceptSubmission (given `...read`) answers the form's problems in it. */
      language: Language;
    }
  | { ok: false; e: SandboxErrorCodeValue; status: 200 | 413; message: InThreeLanguages };

const refused = (message: InThreeLanguages): SubmissionRead => ({ ok: false, e: SandboxErrorCode.badRequest, status: 200, message });
const tooLarge = (limit: number): SubmissionRead => ({
  ok: false,
  e: SandboxErrorCode.payloadTooLarge,
  status: 413,
  message: READ_SUBMISSION_MESSAGES.tooLarge(limit),
});

/**
 * The submission's values and id, or why they cannot be read, in words for the user: a body that is not
 * JSON, too large, without `values` as an object, or without a well-formed `_submission` id.
 */
export async function readSubmission(c: Context, limit = MAX_SUBMISSION_BYTES): Promise<SubmissionRead> {
  if (!/\bjson\b/i.test(c.req.header('content-type') ?? '')) return refused(READ_SUBMISSION_MESSAGES.notJson);
  const text = await readCappedText(c.req.raw, limit);
  if (text === undefined) return tooLarge(limit);
  if (text === 'not-utf8') return refused(READ_SUBMISSION_MESSAGES.badJson);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refused(READ_SUBMISSION_MESSAGES.badJson);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return refused(READ_SUBMISSION_MESSAGES.notObject);
  const { values } = body as { values?: unknown };
  const submissionId = (body as Record<string, unknown>)[SUBMISSION_ID_FIELD];
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return refused(READ_SUBMISSION_MESSAGES.noValues);
  if (!isSubmissionId(submissionId)) return refused(READ_SUBMISSION_MESSAGES.badSubmissionId);
  return { ok: true, values: values as FormValues, submissionId, language: readerLanguage(c) };
}
