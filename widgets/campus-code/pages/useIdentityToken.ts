import { useApiQuery, useLastData, type QueryState } from '../../../runtime/app/index.ts';
import type { CampusCodeIdentityData } from '../generated/types.ts';

/** A fresh code is fetched this long before the current one expires at the latest. */
export const EXPIRY_MARGIN_SECONDS = 5;

/**
 * The user's identity token as a query for QueryView, the last one kept on screen while the next loads
 * (a refresh that fails leaves it there too): loading and failure show only before the first code.
 * `refreshing` while the next one loads.
 */
export function useIdentityToken(): { token: QueryState<CampusCodeIdentityData> & { reload: () => void }; refreshing: boolean } {
  const answer = useApiQuery('campus-code.identity', {});
  const data = useLastData(answer);
  const token = data ? { status: 'ready' as const, data, reload: answer.reload } : answer;
  return { token, refreshing: answer.status === 'loading' };
}

/**
 * How long a code is shown before it is fetched again: every `refreshSeconds`, and before it expires
 * at the latest. The countdown itself is RefreshCountdown's, one per token.
 */
export const refreshInOf = (data: CampusCodeIdentityData, refreshSeconds: number) =>
  Math.max(1, Math.min(refreshSeconds, data.expiresAt - data.issuedAt - EXPIRY_MARGIN_SECONDS));
