/**
 * The query of a paged, searchable list (`page`, `size`, `q`), parsed with the sandbox's messages, and the
 * LIKE pattern a search uses. Shared by the document-library, materials and micro-station routes.
 */
import { parseIntegerParam, type Parsed } from '../queryParams.ts';

export const SEARCH_MAX_LENGTH = 40;
export const PAGE_SIZE_MAX = 50;

export interface ListQuery {
  page: number;
  size: number;
  /** Trimmed search text; '' for none. */
  q: string;
}

export function parseListQuery(query: (name: string) => string | undefined, defaultSize = 10): Parsed<ListQuery> {
  const page = parseIntegerParam(query('page'), 'page', { min: 1, max: 10_000, fallback: 1 });
  if (!page.ok) return page;
  const size = parseIntegerParam(query('size'), 'size', { min: 1, max: PAGE_SIZE_MAX, fallback: defaultSize });
  if (!size.ok) return size;
  const q = (query('q') ?? '').trim();
  if (q.length > SEARCH_MAX_LENGTH) return { ok: false, message: `参数 q 无效：不能超过 ${SEARCH_MAX_LENGTH} 个字符` };
  return { ok: true, value: { page: page.value, size: size.value, q } };
}

/** `%`, `_` and `\` in the user's text match themselves, not LIKE patterns (use with `ESCAPE '\'`). */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The rows of one page. */
export const pageOf = <T>(rows: readonly T[], { page, size }: Pick<ListQuery, 'page' | 'size'>): T[] => rows.slice((page - 1) * size, page * size);
