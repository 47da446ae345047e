import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from './apiError.ts';
import type { ApiBody, ApiData, ApiKey, ApiQuery } from './apiResponses.ts';
import type { Query } from './requestClient.ts';
import { useReaderLanguage } from '../i18n/useTranslation.tsx';
import { useApi } from '../site/PortalContext.tsx';

export type QueryState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: ApiError }
  | { status: 'ready'; data: T; error?: undefined };

/**
 * Loads one API key and tracks loading / error / data, with a reload for retry buttons. Pass `undefined`
 * as query to wait (e.g. for a missing id). A newer call always wins over an older one. A GET unless
 * `method` says POST: a read that changes state on the server (marking a QR login scanned) must not be a
 * GET, which any page could trigger. A GET is asked again when the reader switches language: the school
 * words its answers in the reader's language (names, summaries, refusals), and meanwhile the page keeps
 * showing the answer it has rather than a loading view.
 */
export function useApiQuery<K extends ApiKey>(
  key: K,
  query: ApiQuery<K> | undefined,
  { method = 'GET' }: { method?: 'GET' | 'POST' } = {},
): QueryState<ApiData<K>> & { reload: () => void } {
  const api = useApi();
  const queryKey = query === undefined ? undefined : JSON.stringify(query);
  // The answer the portal fetched while this page loaded (boot/firstPage.ts): the first render shows it.
  const [state, setState] = useState<QueryState<ApiData<K>>>(() => {
    // Nothing for a query still awaited (undefined): a query-less prefetch of the key is not its answer.
    const ready = method === 'GET' && query !== undefined ? api.takeReady(key, query as Query) : undefined;
    return ready ? { status: 'ready', data: ready.data } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  const serial = useRef(0);
  const answered = useRef(state.status === 'ready');
  // Only a read follows the language: a POST may change something on the server, once.
  const language = useReaderLanguage();
  const answerLanguage = method === 'GET' ? language : undefined;
  const askedIn = useRef(answerLanguage);

  useEffect(() => {
    if (queryKey === undefined) return;
    if (answered.current) {
      answered.current = false;
      return;
    }
    const id = ++serial.current;
    const languageSwitched = askedIn.current !== answerLanguage;
    askedIn.current = answerLanguage;
    if (!languageSwitched) setState({ status: 'loading' });
    // The query as the key's contract types it (ApiQuery, ApiBody): what the page passed, read back from its key.
    const parsed = JSON.parse(queryKey) as ApiQuery<K> & ApiBody<K>;
    (method === 'POST' ? api.post(key, parsed) : api.get(key, parsed)).then(
      (data) => id === serial.current && setState({ status: 'ready', data }),
      (error: unknown) =>
        id === serial.current && setState({ status: 'error', error: error instanceof ApiError ? error : new ApiError('bad-answer', String(error), { key }) }),
    );
  }, [api, key, queryKey, attempt, method, answerLanguage]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
