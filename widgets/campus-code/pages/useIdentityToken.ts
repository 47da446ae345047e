import { useApiQuery, useLastData } from '../../../runtime/app/index.ts';

/** A fresh code is fetched this long before the current one expires at the latest. */
export const EXPIRY_MARGIN_SECONDS = 5;

/**
 * The user's identity token, the last one kept on screen while the next loads, and how long the
 * current one is shown before it is fetched again (`refreshIn`): every `refreshSeconds`, and before it
 * expires at the latest. The countdown itself is RefreshCountdown's, one per token.
 */
export function useIdentityToken(refreshSeconds: number) {
  const answer = useApiQuery('campus-code.identity', {});
  const data = useLastData(answer);
  const refreshIn = data ? Math.max(1, Math.min(refreshSeconds, data.expiresAt - data.issuedAt - EXPIRY_MARGIN_SECONDS)) : refreshSeconds;
  return {
    data,
    error: answer.status === 'error' && !data ? answer.error : undefined,
    refreshing: answer.status === 'loading',
    refreshIn,
    refresh: answer.reload,
  };
}
