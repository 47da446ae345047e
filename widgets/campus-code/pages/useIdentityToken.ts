import { useEffect, useRef, useState } from 'react';
import { useApiQuery } from '../../../runtime/app/index.ts';
import type { CampusCodeIdentityData } from '../generated/types.ts';

/** A fresh code is fetched this long before the current one expires at the latest. */
export const EXPIRY_MARGIN_SECONDS = 5;

/**
 * The user's identity token, fetched again every `refreshSeconds` (and before it expires), with the
 * seconds left until the next refresh. Times are taken relative to the answer's arrival, so a device
 * whose clock is off still refreshes in time.
 */
export function useIdentityToken(refreshSeconds: number) {
  const answer = useApiQuery('campus-code.identity', {});
  const last = useRef<CampusCodeIdentityData | undefined>(undefined);
  const [refreshAt, setRefreshAt] = useState<number>();
  const [now, setNow] = useState(() => Date.now());

  const data = answer.status === 'ready' ? answer.data : last.current;
  useEffect(() => {
    if (answer.status !== 'ready') return;
    last.current = answer.data;
    const lifetime = answer.data.expiresAt - answer.data.issuedAt;
    setRefreshAt(Date.now() + Math.max(1, Math.min(refreshSeconds, lifetime - EXPIRY_MARGIN_SECONDS)) * 1000);
  }, [answer.status, answer.data, refreshSeconds]);

  const { reload } = answer;
  useEffect(() => {
    if (refreshAt === undefined) return;
    const tick = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= refreshAt) {
        setRefreshAt(undefined);
        reload();
      }
    }, 1000);
    return () => clearInterval(tick);
  }, [refreshAt, reload]);

  const secondsLeft = refreshAt === undefined ? 0 : Math.max(0, Math.ceil((refreshAt - now) / 1000));
  return { data, error: answer.status === 'error' && !data ? answer.error : undefined, refreshing: answer.status === 'loading', secondsLeft, refresh: reload };
}
