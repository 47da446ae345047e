/**
 * Failed-login limit per user name: after {@link LOGIN_THROTTLE.maxFailures} failures within
 * {@link LOGIN_THROTTLE.windowMs}, further attempts for that name are refused (HTTP 429) until the
 * oldest failure leaves the window. A success clears the name's failures.
 *
 * Kept in memory: the sandbox is one process, and a restart forgetting the count is harmless here.
 * Unknown names count like known ones, so the answer never tells which accounts exist.
 */
export const LOGIN_THROTTLE = { maxFailures: 5, windowMs: 5 * 60 * 1000 } as const;

/** Names tracked at most; beyond it the oldest are forgotten, so a name-spraying client cannot fill memory. */
const MAX_TRACKED_NAMES = 10_000;

export interface LoginThrottle {
  /** Seconds until `name` may try again, or 0 when it may try now. */
  retryAfterSeconds(name: string): number;
  recordFailure(name: string): void;
  clear(name: string): void;
}

/** The key of a user name: how the login looks it up (trimmed, lower case), capped. */
export function throttleKey(name: string): string {
  return name.trim().toLowerCase().slice(0, 128);
}

export function createLoginThrottle(now: () => number, limits = LOGIN_THROTTLE): LoginThrottle {
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const from = now() - limits.windowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > from);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };

  return {
    retryAfterSeconds(name) {
      const times = recent(throttleKey(name));
      if (times.length < limits.maxFailures) return 0;
      // Free again when enough failures have left the window to drop below the limit.
      const freedAt = (times[times.length - limits.maxFailures] ?? now()) + limits.windowMs;
      return Math.max(1, Math.ceil((freedAt - now()) / 1000));
    },
    recordFailure(name) {
      const key = throttleKey(name);
      const times = recent(key);
      failures.delete(key); // re-insert: Map order is then "least recently failed first"
      failures.set(key, [...times, now()].slice(-limits.maxFailures));
      while (failures.size > MAX_TRACKED_NAMES) {
        const oldest = failures.keys().next().value;
        if (oldest === undefined) break;
        failures.delete(oldest);
      }
    },
    clear(name) {
      failures.delete(throttleKey(name));
    },
  };
}
