/** `page` (from 1) and `size` of the paged list endpoints, parsed with the messages of queryParams.ts. */
import type { Context } from 'hono';
import { parseIntegerParam, type Parsed } from './queryParams.ts';

export interface PageParams {
  page: number;
  size: number;
  /** Rows to skip: (page - 1) × size. */
  offset: number;
}

export function parsePageParams(c: Context, { defaultSize = 10, maxSize = 50 } = {}): Parsed<PageParams> {
  const page = parseIntegerParam(c.req.query('page'), 'page', { min: 1, max: 10_000, fallback: 1 });
  if (!page.ok) return page;
  const size = parseIntegerParam(c.req.query('size'), 'size', { min: 1, max: maxSize, fallback: defaultSize });
  if (!size.ok) return size;
  return { ok: true, value: { page: page.value, size: size.value, offset: (page.value - 1) * size.value } };
}
