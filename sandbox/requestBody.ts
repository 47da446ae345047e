/**
 * Reading POST bodies the way the old request wrapper sends them (legacy-portal §7): form-encoded by default,
 * JSON when asked for; multipart is read like a form.
 */
import type { Context } from 'hono';
import type { InThreeLanguages } from './envelope.ts';

/** Why a body could not be read, in the three languages (the reader gets theirs through replyFail). */
export const REQUEST_BODY_MESSAGES = {
  notJson: { zh: '请求体不是有效的 JSON', en: 'The request body is not valid JSON', tw: '請求內容不是有效的 JSON' },
  notObject: { zh: '请求体应为 JSON 对象', en: 'The request body should be a JSON object', tw: '請求內容應為 JSON 物件' },
  /** Every body limit's refusal (hono's bodyLimit onError), the sandbox's own and each route's. */
  tooLarge: { zh: '请求体过大', en: 'The request is too large', tw: '請求內容過大' },
} as const satisfies Record<string, InThreeLanguages>;

export type BodyRead = { ok: true; body: Record<string, unknown> } | { ok: false; message: InThreeLanguages };

/** The request body as a plain record, or a message saying why it could not be read. */
export async function readBody(c: Context): Promise<BodyRead> {
  const contentType = c.req.header('content-type') ?? '';
  if (/\bjson\b/i.test(contentType)) {
    let parsed: unknown;
    try {
      parsed = await c.req.json();
    } catch {
      return { ok: false, message: REQUEST_BODY_MESSAGES.notJson };
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return { ok: false, message: REQUEST_BODY_MESSAGES.notObject };
    }
    return { ok: true, body: parsed as Record<string, unknown> };
  }
  return { ok: true, body: await c.req.parseBody() };
}

/**
 * A field as text: a string as is, a number or boolean (JSON bodies) as its text, anything else
 * (absent, a file, an object, a repeated field) as `undefined`.
 */
export function textField(body: Record<string, unknown>, name: string): string | undefined {
  const value = Object.hasOwn(body, name) ? body[name] : undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}
