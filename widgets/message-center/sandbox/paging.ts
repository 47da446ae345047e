/** The query of the message list: the sandbox's paging, and `filter` (all | unread). */
import { parsePageParams, type PageParams, parseEnumParam, type Parsed } from '../../../sandbox/kit.ts';

export function parseMessageListQuery(query: (name: string) => string | undefined, defaultSize: number): Parsed<PageParams & { unreadOnly: boolean }> {
  const paging = parsePageParams(query, { defaultSize });
  if (!paging.ok) return paging;
  const filter = parseEnumParam(query('filter'), 'filter', ['all', 'unread'] as const);
  if (!filter.ok) return filter;
  return { ok: true, value: { ...paging.value, unreadOnly: filter.value === 'unread' } };
}
