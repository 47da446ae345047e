/**
 * The first requests of the common page skeletons, as those skeletons send them: a widget declares its
 * pages' first requests with these (WidgetDefinition.requests) so the portal can send them while the
 * page's code loads, and the page's own call finds the answer waiting. Kept apart from the hooks and
 * components so a widget's definition chunk carries only these few lines.
 */
import type { ApiKey } from './apiResponses.ts';
import type { Query } from './requestClient.ts';

/** The query of one page of a paged list: the list's own query, `page` (from 1) and `size`. */
export const pageQuery = (query: Query, page: number, size: number): Query => ({ ...query, page, size });

/** A paged list's first request: its first page, as usePagedList asks it. */
export const pagedListRequest = <K extends ApiKey>(key: K, query: Query, size: number) => ({ key, query: pageQuery(query, 1, size) });

/** A positive database id as the old portal's links carry it: 1 to 10 digits, no leading zero. */
export const isRecordId = (value: string | null | undefined): value is string => /^[1-9]\d{0,9}$/.test(value ?? '');

/** What a detail page (DetailPage) asks for the id in its query; nothing for a missing or malformed id. */
export function detailQuery(query: URLSearchParams, param = 'id', extra?: Query): Query | undefined {
  const id = query.get(param);
  return isRecordId(id) ? { ...extra, [param]: id } : undefined;
}

/** A detail page's first request, as DetailPage asks it. */
export function detailRequest<K extends ApiKey>(key: K, page: { query: URLSearchParams }, param?: string, extra?: Query) {
  const query = detailQuery(page.query, param, extra);
  return query ? { key, query } : undefined;
}

/**
 * Every item of a paged list, asked page by page from 1 (an export wants all of it, not the page on screen):
 * stops at the total, or at a page shorter than `size` (a total that moved meanwhile).
 */
export async function everyPageOf<T>(ask: (page: number, size: number) => Promise<{ total: number; list: readonly T[] }>, size: number): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await ask(page, size);
    items.push(...answer.list);
    if (answer.list.length < size || items.length >= answer.total) return items;
  }
}
