import { useLastData } from '../api/useLastData.ts';
import type { QueryState } from '../api/useApiQuery.ts';

/**
 * A query for QueryView that keeps its last answer on screen while the next one loads (another page of a
 * list, another week, the reload after an action), so the page does not flash the loading view and what
 * an action said beside the list stays; `refreshing` says a newer answer is on its way (for `aria-busy`
 * or a pager's busy state). The loading view shows only before the first answer; a failure still shows.
 *
 *   const week = useKeptQuery(useApiQuery('personal-agenda.range', { from, to }));
 *   <QueryView query={week}>{(data) => <div aria-busy={week.refreshing}>…</div>}</QueryView>
 */
export function useKeptQuery<T>(query: QueryState<T> & { reload: () => void }): QueryState<T> & { reload: () => void; refreshing: boolean } {
  const last = useLastData(query);
  if (query.status === 'loading' && last !== undefined) return { status: 'ready', data: last, reload: query.reload, refreshing: true };
  return { ...query, refreshing: query.status === 'loading' };
}
