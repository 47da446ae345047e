/**
 * Reading POST bodies the way the old request wrapper sends them (spec §7): form-encoded by default,
 * JSON when asked for; multipart is read like a form.
 */
import type { Context } from 'hono';

export type BodyRead = { ok: true; body: Record<string, unknown> } | { ok: false; message: string };

/** The request body as a plain record, or a zh message saying why it could not be read. */
export async function readBody(c: Context): Promise<BodyRead> {
  const contentType = c.req.header('content-type') ?? '';
  if (/\bjson\b/i.test(contentType)) {
    let parsed: unknown;
    try {
      parsed = await c.req.json();
    } catch {
      return { ok: false, message: '请求体不是有效的 JSON' };
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return { ok: false, message: '请求体应为 JSON 对象' };
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
