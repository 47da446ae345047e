/** `page` (from 1) and `size` of the media lists (video, photo wall, collections), with the usual messages. */
import type { Context } from 'hono';
import { parseIntegerParam, type Parsed } from '../queryParams.ts';

export function parsePaging(c: Context, size: { fallback: number; max: number }): Parsed<{ page: number; size: number; offset: number }> {
  const page = parseIntegerParam(c.req.query('page'), 'page', { min: 1, max: 10_000, fallback: 1 });
  if (!page.ok) return page;
  const count = parseIntegerParam(c.req.query('size'), 'size', { min: 1, max: size.max, fallback: size.fallback });
  if (!count.ok) return count;
  return { ok: true, value: { page: page.value, size: count.value, offset: (page.value - 1) * count.value } };
}
