import { useRef } from 'react';
import type { QueryState } from './useApiQuery.ts';

/**
 * The newest data a query has answered, kept while the next answer loads: a new search or page leaves
 * the last list on screen instead of flashing the loading view.
 */
export function useLastData<T>(answer: QueryState<T>): T | undefined {
  const last = useRef<T | undefined>(undefined);
  if (answer.status === 'ready') last.current = answer.data;
  return last.current;
}
