import type { ReactNode } from 'react';
import type { QueryState } from '../api/useApiQuery.ts';
import { ApiErrorView } from '../screens/ApiErrorView.tsx';
import { EmptyView, LoadingView } from '../screens/LoadingView.tsx';
import { NoDataView } from '../screens/NoDataView.tsx';

/**
 * One query's states, so no page switches on `status` by hand: the loading view; for a failure the
 * network-error screen, the school's message or a system exception, each with a retry (a "not found",
 * e = 404, is the no-data view with the school's words: the record is gone, the service is fine); the
 * empty view with the page's words when `isEmpty` says so; else `children` with the data.
 *
 *   const classes = useApiQuery('agenda.classes', {});
 *   <QueryView query={classes} empty={t('classes.none')} isEmpty={(d) => d.list.length === 0}>
 *     {(data) => <ClassList classes={data.list} />}
 *   </QueryView>
 */
export function QueryView<T>({
  query,
  children,
  empty,
  isEmpty,
  loading,
  noDataCodes = [404],
}: {
  query: QueryState<T> & { reload: () => void };
  children: (data: T, reload: () => void) => ReactNode;
  /** The empty state's words (the runtime's "暂无内容" without them). */
  empty?: string;
  /** Whether the answer counts as empty; never empty without it. */
  isEmpty?: (data: T) => boolean;
  /** What shows while loading, when the page has a better skeleton than the spinner. */
  loading?: ReactNode;
  /** The school's codes (e) that mean "nothing here" rather than a failure: shown as no data in its words. 404 by default. */
  noDataCodes?: readonly number[];
}) {
  if (query.status === 'loading') return <>{loading ?? <LoadingView />}</>;
  if (query.status === 'error') {
    if (query.error.kind === 'envelope' && noDataCodes.includes(query.error.detail.e ?? 0)) return <NoDataView message={query.error.message} />;
    return <ApiErrorView error={query.error} onRetry={query.reload} />;
  }
  if (isEmpty?.(query.data)) return <EmptyView message={empty} />;
  return <>{children(query.data, query.reload)}</>;
}
