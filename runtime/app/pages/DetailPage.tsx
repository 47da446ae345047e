import type { ReactNode } from 'react';
import type { ApiData, ApiKey, ApiQuery } from '../api/apiResponses.ts';
import type { Query } from '../api/requestClient.ts';
import { detailQuery } from '../api/pageRequests.ts';
import { useApiQuery } from '../api/useApiQuery.ts';
import { ApiErrorView } from '../screens/ApiErrorView.tsx';
import { LoadingView } from '../screens/LoadingView.tsx';
import { NoDataView } from '../screens/NoDataView.tsx';

/**
 * The skeleton of every detail page (`news/detail?id=3`): the id from the page's query, the key's answer
 * for it, and the states around it. A missing or malformed id shows `missingMessage` without calling; the
 * school's "not found" (e = 404) shows its own words as no-data, since the article was taken down rather
 * than the service failing; any other failure the error view with a retry; the data `children`.
 *
 *   <DetailPage apiKey="news.detail" query={query} missingMessage={t('detail.missingId')}>
 *     {(article) => <Article article={article} />}
 *   </DetailPage>
 */
export function DetailPage<K extends ApiKey>(props: {
  apiKey: K;
  /** The page's query (WidgetPageProps.query). */
  query: URLSearchParams;
  /** The query parameter holding the id; `id` by default. */
  param?: string;
  /** More of the request's query, e.g. a channel. */
  extra?: Query;
  missingMessage: string;
  children: (data: ApiData<K>, reload: () => void) => ReactNode;
}) {
  const request = detailQuery(props.query, props.param, props.extra);
  // The id and extras as the page passed them; a key with a query contract declares the same `id`.
  const answer = useApiQuery(props.apiKey, request as ApiQuery<K> | undefined);
  if (!request) return <NoDataView message={props.missingMessage} />;
  if (answer.status === 'loading') return <LoadingView />;
  if (answer.status === 'error') {
    if (answer.error.kind === 'envelope' && answer.error.detail.e === 404) return <NoDataView message={answer.error.message} />;
    return <ApiErrorView error={answer.error} onRetry={answer.reload} />;
  }
  return <>{props.children(answer.data, answer.reload)}</>;
}
