/**
 * Failed-login limits, per user name and per client address.
 *
 * - A name: after {@link LOGIN_THROTTLE.maxFailures} failures within {@link LOGIN_THROTTLE.windowMs},
 *   that name is refused (HTTP 429) until the oldest failure leaves the window. This bounds guessing one
 *   account's password. A success clears the name's failures.
 * - An address: {@link LOGIN_THROTTLE.maxAddressFailures} failures in the same window, over every name.
 *   Without it one client rotating names gets five guesses per name, without end, and makes the host
 *   hash for each. Why 20, four names' worth: a classroom or dormitory behind one NAT address shares it,
 *   and several people mistyping their passwords in the same five minutes must still get in; a client
 *   spraying names is stopped after 20 hashes (about 1 s of one pool thread) per five minutes. A success
 *   takes back only its own attempt, never the address's failures: the demo passwords are public, so
 *   a good login between guesses must not wipe the count.
 *
 * Attempts are counted as failures *before* the password is checked (the check is asynchronous, so
 * parallel guesses would otherwise all pass the limit), and the success takes its attempt back.
 *
 * Kept in memory: the sandbox is one process, and a restart forgetting the count is harmless here.
 * Unknown names count like known ones, so the answer never tells which accounts exist.
 */
export const LOGIN_THROTTLE = { maxFailures: 5, maxAddressFailures: 20, windowMs: 5 * 60 * 1000 } as const;

/** Keys tracked at most; beyond it the least recently failed are forgotten, so a name-spraying client cannot fill memory. */
const MAX_TRACKED_KEYS = 10_000;

export interface LoginThrottle {
  /** Seconds until `name` may try again from `address`, or 0 when it may try now. */
  retryAfterSeconds(name: string, address: string): number;
  /** Counts an attempt as failed; call it before checking the password. */
  recordFailure(name: string, address: string): void;
  /** The attempt counted by {@link recordFailure} succeeded: the name starts afresh, the address drops this one attempt. */
  recordSuccess(name: string, address: string): void;
}

/** The key of a user name: how the login looks it up (trimmed, lower case), capped. */
export function throttleKey(name: string): string {
  return name.trim().toLowerCase().slice(0, 128);
}

export function createLoginThrottle(now: () => number, limits = LOGIN_THROTTLE): LoginThrottle {
  /** `name:<key>` or `address:<address>` → failure times, oldest first. */
  const failures = new Map<string, number[]>();
  const nameKey = (name: string) => `name:${throttleKey(name)}`;
  const addressKey = (address: string) => `address:${address.slice(0, 64)}`;

  const recent = (key: string): number[] => {
    const from = now() - limits.windowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > from);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };
  /** Milliseconds until `key` drops below `max` failures in the window. */
  const waitMs = (key: string, max: number): number => {
    const times = recent(key);
    if (times.length < max) return 0;
    return (times[times.length - max] ?? now()) + limits.windowMs - now();
  };
  const add = (key: string, max: number) => {
    const times = recent(key);
    failures.delete(key); // re-insert: Map order is then "least recently failed first"
    failures.set(key, [...times, now()].slice(-max));
    while (failures.size > MAX_TRACKED_KEYS) {
      const oldest = failures.keys().next().value;
      if (oldest === undefined) break;
      failures.delete(oldest);
    }
  };

  return {
    retryAfterSeconds(name, address) {
      const wait = Math.max(waitMs(nameKey(name), limits.maxFailures), waitMs(addressKey(address), limits.maxAddressFailures));
      return wait > 0 ? Math.max(1, Math.ceil(wait / 1000)) : 0;
    },
    recordFailure(name, address) {
      add(nameKey(name), limits.maxFailures);
      add(addressKey(address), limits.maxAddressFailures);
    },
    recordSuccess(name, address) {
      failures.delete(nameKey(name));
      const times = recent(addressKey(address));
      if (times.length > 1) failures.set(addressKey(address), times.slice(0, -1));
      else failures.delete(addressKey(address));
    },
  };
}
