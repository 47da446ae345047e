/** The paging and filter parameters the notice and message lists share. */
import { parseEnumParam, parseIntegerParam, type Parsed } from '../../../sandbox/queryParams.ts';

export const MAX_PAGE_SIZE = 50;

export interface ListQuery {
  page: number;
  size: number;
  unreadOnly: boolean;
}

export function parseListQuery(query: (name: string) => string | undefined, defaultSize: number): Parsed<ListQuery> {
  const page = parseIntegerParam(query('page'), 'page', { min: 1, max: 10_000, fallback: 1 });
  if (!page.ok) return page;
  const size = parseIntegerParam(query('size'), 'size', { min: 1, max: MAX_PAGE_SIZE, fallback: defaultSize });
  if (!size.ok) return size;
  const filter = parseEnumParam(query('filter'), 'filter', ['all', 'unread'] as const);
  if (!filter.ok) return filter;
  return { ok: true, value: { page: page.value, size: size.value, unreadOnly: filter.value === 'unread' } };
}
