import { useCallback, useEffect, useState } from 'react';
import { isApiError, useApi, type ApiError } from '../../../runtime/app/index.ts';
import type { PublicAccountHelpQuestionsData } from '../generated/types.ts';

type Loaded = { pages: PublicAccountHelpQuestionsData[]; error?: ApiError; loading: boolean };

/** FAQ questions page by page ("load more"); a new category or search starts over. */
export function useQuestionPages(filter: { category?: string; q?: string } | undefined, size: number) {
  const api = useApi();
  const [state, setState] = useState<Loaded>({ pages: [], loading: true });
  const [wanted, setWanted] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const key = filter === undefined ? undefined : JSON.stringify(filter);

  useEffect(() => {
    setWanted(1);
    setState({ pages: [], loading: true });
  }, [key]);

  useEffect(() => {
    if (key === undefined) return;
    let live = true;
    setState((s) => ({ ...s, loading: true, error: undefined }));
    const query = { ...(JSON.parse(key) as Record<string, string>), page: wanted, size };
    api.get('public-account-help.questions', query).then(
      (page) => live && setState((s) => ({ pages: [...s.pages.filter((p) => p.page < page.page), page], loading: false })),
      (error: unknown) => live && isApiError(error) && setState((s) => ({ ...s, loading: false, error })),
    );
    return () => {
      live = false;
    };
  }, [api, key, wanted, size, attempt]);

  const last = state.pages.at(-1);
  const list = state.pages.flatMap((p) => p.list);
  return {
    ...state,
    list,
    first: state.pages[0],
    hasMore: last !== undefined && list.length < last.total,
    more: useCallback(() => setWanted((n) => n + 1), []),
    retry: useCallback(() => setAttempt((n) => n + 1), []),
  };
}
