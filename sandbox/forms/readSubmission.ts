/**
 * Reading a form submission's body (issue 14). The portal sends form-encoded bodies unless an endpoint
 * declares `"json": true` in its widget.json; a form's values hold lists, objects and tables, so every
 * form endpoint declares it and sends `{ "values": {…}, "_submission": "<uuid>" }`. The body is read
 * with a size limit while it streams, so an oversized one is refused before it is all in memory.
 */
import type { Context } from 'hono';
import { isSubmissionId, SUBMISSION_ID_FIELD, type FormValues } from '../../runtime/shared/forms/index.ts';
import { SandboxErrorCode, type SandboxErrorCodeValue } from '../envelope.ts';
import { readCappedText } from '../../runtime/host/operator/requestBody.ts';

/** Large enough for a long form with child tables (files travel as upload ids, not bytes). */
export const MAX_SUBMISSION_BYTES = 256 * 1024;

export type SubmissionRead =
  { ok: true; values: FormValues; submissionId: string } | { ok: false; e: SandboxErrorCodeValue; status: 200 | 413; message: string };

const refused = (message: string): SubmissionRead => ({ ok: false, e: SandboxErrorCode.badRequest, status: 200, message });
const tooLarge = (limit: number): SubmissionRead => ({
  ok: false,
  e: SandboxErrorCode.payloadTooLarge,
  status: 413,
  message: `表单内容过大（上限 ${Math.floor(limit / 1024)} KB），请删减后重新提交`,
});

/**
 * The submission's values and id, or why they cannot be read, in words for the user: a body that is not
 * JSON, too large, without `values` as an object, or without a well-formed `_submission` id.
 */
export async function readSubmission(c: Context, limit = MAX_SUBMISSION_BYTES): Promise<SubmissionRead> {
  if (!/\bjson\b/i.test(c.req.header('content-type') ?? '')) return refused('表单应以 JSON 提交（Content-Type: application/json）');
  const text = await readCappedText(c.req.raw, limit);
  if (text === undefined) return tooLarge(limit);
  if (text === 'not-utf8') return refused('请求体不是有效的 JSON，请重新提交');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refused('请求体不是有效的 JSON，请重新提交');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return refused('请求体应为 JSON 对象');
  const { values } = body as { values?: unknown };
  const submissionId = (body as Record<string, unknown>)[SUBMISSION_ID_FIELD];
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return refused('缺少表单内容：values 应为对象');
  if (!isSubmissionId(submissionId)) return refused(`缺少或无效的提交编号 ${SUBMISSION_ID_FIELD}，请刷新页面后重新提交`);
  return { ok: true, values: values as FormValues, submissionId };
}
