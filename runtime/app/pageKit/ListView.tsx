import type { ReactNode } from 'react';
import type { ApiKey } from '../api/apiResponses.ts';
import type { PagedItem, PagedList } from '../api/usePagedList.ts';
import { LoadMoreFooter } from '../components/LoadMoreFooter.tsx';
import { ApiErrorView } from '../screens/ApiErrorView.tsx';
import { EmptyView, LoadingView } from '../screens/LoadingView.tsx';
import { NoDataView } from '../screens/NoDataView.tsx';

/**
 * A paged list's states: the loading view until the first page, its failure with a retry, the empty view
 * with the page's words, else the items (`children`) and the list's foot (load more, scroll to the end,
 * a failed further page, the end). A list being reloaded quietly keeps its items on screen.
 *
 *   const news = usePagedList('news.list', listQuery(props), listSize(props));
 *   <ListView list={news} empty={t('list.empty')}>{(items) => <ul>{items.map(…)}</ul>}</ListView>
 */
export function ListView<K extends ApiKey>({
  list,
  children,
  empty,
  footer = true,
}: {
  list: PagedList<K>;
  children: (items: PagedItem<K>[]) => ReactNode;
  empty?: string;
  /** The load-more foot; off for a list that shows all of one page (a "top ten"). */
  footer?: boolean;
}) {
  if (list.status === 'loading' && list.items.length === 0) return <LoadingView />;
  if (list.status === 'error' && list.error && list.items.length === 0) {
    // The school's "not found" (a removed category, a closed campaign) is no data in its words, not a failure.
    if (list.error.kind === 'envelope' && list.error.detail.e === 404) return <NoDataView message={list.error.message} />;
    return <ApiErrorView error={list.error} onRetry={list.retry} />;
  }
  if (list.items.length === 0) return <EmptyView message={empty} />;
  return (
    <>
      {children(list.items)}
      {footer ? <LoadMoreFooter paged={list} /> : null}
    </>
  );
}
