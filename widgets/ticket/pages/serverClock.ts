/**
 * The sale opens by the server's clock, never the phone's: a phone five minutes fast must not show an
 * enabled grab button the server would refuse. The page asks the server's time once (`ticket.clock`),
 * keeps the offset server − phone, taking the answer as read at the middle of the round trip, and counts
 * down on the phone's clock plus that offset.
 */
import { useEffect, useState } from 'react';
import { useApi } from '../../../runtime/app/index.ts';

/** server − phone in milliseconds, from the server's time and the phone's clock when it asked and when it heard. */
export const clockOffset = (serverNow: number, sentAt: number, receivedAt: number): number => serverNow - (sentAt + receivedAt) / 2;

export interface ServerClock {
  /** server − phone in milliseconds; undefined until the server answered. */
  offset?: number;
  failed: boolean;
}

/** The server's clock against the phone's, read once when the page opens. */
export function useServerClock(): ServerClock {
  const api = useApi();
  const [clock, setClock] = useState<ServerClock>({ failed: false });
  useEffect(() => {
    let live = true;
    const sentAt = Date.now();
    api.get('ticket.clock').then(
      ({ now }) => {
        if (live) setClock({ offset: clockOffset(now, sentAt, Date.now()), failed: false });
      },
      () => {
        if (live) setClock({ failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [api]);
  return clock;
}

/**
 * Milliseconds left until `targetSeconds` by the server's clock (undefined while the offset is unknown),
 * drawn again on each whole second until it reaches 0; then `onReached` runs once.
 */
export function useCountdown(targetSeconds: number, offset: number | undefined, onReached?: () => void): number | undefined {
  const [phoneNow, setPhoneNow] = useState(() => Date.now());
  const left = offset === undefined ? undefined : Math.max(0, targetSeconds * 1000 - (phoneNow + offset));
  useEffect(() => {
    if (left === undefined) return;
    if (left === 0) {
      onReached?.();
      return;
    }
    // Wake at the next whole second of the count (or at the opening itself).
    const timer = setTimeout(() => setPhoneNow(Date.now()), left % 1000 || 1000);
    return () => clearTimeout(timer);
    // onReached is the page's reload: a new function each render must not restart the count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [left]);
  return left;
}

/** `01:04:09` (hours, minutes, seconds) of a count, and its whole days apart. */
export function countdownParts(ms: number): { days: number; time: string } {
  const total = Math.ceil(ms / 1000);
  const days = Math.floor(total / 86_400);
  const rest = total % 86_400;
  const two = (n: number) => String(n).padStart(2, '0');
  return { days, time: `${two(Math.floor(rest / 3600))}:${two(Math.floor((rest % 3600) / 60))}:${two(rest % 60)}` };
}
