import { useState } from 'react';
import type { QueryState } from './useApiQuery.ts';

/**
 * The newest data a query has answered, kept while the next answer loads: a new search or page leaves
 * the last list on screen instead of flashing the loading view. Kept in state, updated during render
 * when a new answer arrives (React's pattern for information from previous renders), not in a ref.
 */
export function useLastData<T>(answer: QueryState<T>): T | undefined {
  const [last, setLast] = useState<T | undefined>(undefined);
  if (answer.status === 'ready' && answer.data !== last) setLast(answer.data);
  return answer.status === 'ready' ? answer.data : last;
}
