/**
 * Failed operator logins are limited per name and per client address: 5 in 15 minutes, then 429 until
 * the oldest failure leaves the window. Checked before the password is, so a locked name cannot be
 * guessed at all, not even slowly.
 */
export const maxFailures = 5;
export const failureWindowMs = 15 * 60 * 1000;
/** A bound on memory under a flood of made-up names. */
const maxKeys = 10_000;

export interface LoginRateLimit {
  /** Seconds until `keys` may try again, or 0 when none of them is locked. */
  retryAfterSeconds(keys: string[]): number;
  recordFailure(keys: string[]): void;
  clear(keys: string[]): void;
}

export function createLoginRateLimit(now: () => number): LoginRateLimit {
  const failures = new Map<string, number[]>();
  const recent = (key: string) => {
    const cutoff = now() - failureWindowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > cutoff);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  };
  return {
    retryAfterSeconds(keys) {
      let wait = 0;
      for (const key of keys) {
        const times = recent(key);
        if (times.length >= maxFailures) wait = Math.max(wait, times[times.length - maxFailures]! + failureWindowMs - now());
      }
      return wait > 0 ? Math.ceil(wait / 1000) : 0;
    },
    recordFailure(keys) {
      for (const key of keys) {
        if (!failures.has(key) && failures.size >= maxKeys) {
          for (const stale of failures.keys()) {
            recent(stale);
            if (failures.size < maxKeys) break;
          }
          if (failures.size >= maxKeys) failures.delete(failures.keys().next().value!);
        }
        failures.set(key, [...recent(key), now()].slice(-maxFailures));
      }
    },
    clear(keys) {
      for (const key of keys) failures.delete(key);
    },
  };
}
