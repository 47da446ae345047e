/**
 * The query of every list the sandbox answers, parsed once, with the sandbox's messages: `page` (from 1),
 * `size`, and for searchable lists `q`; the LIKE pattern a search uses and the rows of one page. Widget
 * backends add only their own filters on top.
 */
import type { Context } from 'hono';
import type { InThreeLanguages } from './envelope.ts';
import { parseIntegerParam, type Parsed } from './queryParams.ts';

/** A request's query: a Hono context, or a lookup by name. */
export type QuerySource = Context | ((name: string) => string | undefined);

export const SEARCH_MAX_LENGTH = 40;

/** The search text's refusal, in the three languages (the reader gets theirs through replyFail). */
export const LIST_PARAM_MESSAGES = {
  searchTooLong: {
    zh: `参数 q 无效：不能超过 ${SEARCH_MAX_LENGTH} 个字符`,
    en: `Parameter q is invalid: the search can be at most ${SEARCH_MAX_LENGTH} characters`,
    tw: `參數 q 無效：不能超過 ${SEARCH_MAX_LENGTH} 個字元`,
  },
} as const satisfies Record<string, InThreeLanguages>;

export interface PageParams {
  page: number;
  size: number;
  /** Rows to skip: (page - 1) × size. */
  offset: number;
}

const read = (source: QuerySource, name: string) => (typeof source === 'function' ? source(name) : source.req.query(name));

export function parsePageParams(source: QuerySource, { defaultSize = 10, maxSize = 50 } = {}): Parsed<PageParams> {
  const page = parseIntegerParam(read(source, 'page'), 'page', { min: 1, max: 10_000, fallback: 1 });
  if (!page.ok) return page;
  const size = parseIntegerParam(read(source, 'size'), 'size', { min: 1, max: maxSize, fallback: defaultSize });
  if (!size.ok) return size;
  return { ok: true, value: { page: page.value, size: size.value, offset: (page.value - 1) * size.value } };
}

/** The trimmed search text (`q`), '' for none. */
export function parseSearchParam(source: QuerySource): Parsed<string> {
  const q = (read(source, 'q') ?? '').trim();
  if (q.length > SEARCH_MAX_LENGTH) return { ok: false, message: LIST_PARAM_MESSAGES.searchTooLong };
  return { ok: true, value: q };
}

/** Paging and search together: the query of a paged, searchable list. */
export function parseListQuery(source: QuerySource, defaultSize = 10): Parsed<PageParams & { q: string }> {
  const paging = parsePageParams(source, { defaultSize });
  if (!paging.ok) return paging;
  const q = parseSearchParam(source);
  if (!q.ok) return q;
  return { ok: true, value: { ...paging.value, q: q.value } };
}

/** `%`, `_` and `\` in the user's text match themselves, not LIKE patterns (use with `ESCAPE '\'`). */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The rows of one page. */
export const pageOf = <T>(rows: readonly T[], { page, size }: Pick<PageParams, 'page' | 'size'>): T[] => rows.slice((page - 1) * size, page * size);
