/**
 * Failed-login limits: by account and address, by account, and a slower pace for a busy address.
 *
 * - An account from one address: after {@link LOGIN_THROTTLE.maxFailures} failures within
 *   {@link LOGIN_THROTTLE.windowMs}, that name is refused (HTTP 429) from that address until the oldest
 *   failure leaves the window. This bounds guessing one password; a success clears it.
 * - An account from everywhere: {@link LOGIN_THROTTLE.maxNameFailures} failures over all addresses lock the
 *   name as well, so guessing spread over many addresses stops too.
 * - An address is never locked: a classroom, a dormitory or a whole campus behind one NAT address shares
 *   it, and one client guessing there must not lock every correct login behind it. After
 *   {@link LOGIN_THROTTLE.slowAfterAddressFailures} failures (over every name) its logins are slowed
 *   instead: checked one at a time, each after {@link LOGIN_THROTTLE.slowPaceMs}, so a client spraying names
 *   costs the host one hash a pace, and a student with the right password still gets in. At most
 *   {@link LOGIN_THROTTLE.maxWaiting} logins of a slowed address wait; more are refused with 429 until the
 *   queue has room. A success takes back only its own attempt, never the address's count: the demo
 *   passwords are public, so a good login between guesses must not wipe it.
 *
 * Attempts are counted as failures *before* the password is checked (the check is asynchronous, so
 * parallel guesses would otherwise all pass the limit), and the success takes its attempt back.
 *
 * Kept in memory: the sandbox is one process, and a restart forgetting the count is harmless here.
 * Unknown names count like known ones, so the answer never tells which accounts exist.
 */
export const LOGIN_THROTTLE = {
  maxFailures: 5,
  maxNameFailures: 50,
  slowAfterAddressFailures: 20,
  slowPaceMs: 1000,
  maxWaiting: 20,
  windowMs: 5 * 60 * 1000,
} as const;

/** Keys tracked at most; beyond it the least recently failed are forgotten, so a name-spraying client cannot fill memory. */
const MAX_TRACKED_KEYS = 10_000;

export interface LoginThrottle {
  /** Seconds until `name` may try again from `address`, or 0 when it may try now. */
  retryAfterSeconds(name: string, address: string): number;
  /**
   * Waits for the address's turn when it is slowed (at once otherwise); resolves to false when too many of
   * its logins wait already. Call `done` once the attempt has been checked.
   */
  turn(address: string): Promise<{ admitted: boolean; done: () => void }>;
  /** Counts an attempt as failed; call it before checking the password. */
  recordFailure(name: string, address: string): void;
  /** The attempt counted by {@link recordFailure} succeeded: the name starts afresh here, the address drops this one attempt. */
  recordSuccess(name: string, address: string): void;
}

/** The key of a user name: how the login looks it up (trimmed, lower case), capped. */
export function throttleKey(name: string): string {
  return name.trim().toLowerCase().slice(0, 128);
}

export function createLoginThrottle(
  now: () => number,
  limits = LOGIN_THROTTLE,
  wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
): LoginThrottle {
  /** `pair:<address>:<key>`, `name:<key>` or `address:<address>` → failure times, oldest first. */
  const failures = new Map<string, number[]>();
  const nameKey = (name: string) => `name:${throttleKey(name)}`;
  const addressOf = (address: string) => address.slice(0, 64);
  const pairKey = (name: string, address: string) => `pair:${addressOf(address)}:${throttleKey(name)}`;
  const addressKey = (address: string) => `address:${addressOf(address)}`;
  /** A slowed address's queue: the end of its last turn, and how many wait for theirs. */
  const queues = new Map<string, { last: Promise<void>; waiting: number }>();
  /** Logins of an address being checked now: a burst counts before any of it has failed. */
  const inFlight = new Map<string, number>();

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
  const dropOne = (key: string) => {
    const times = recent(key);
    if (times.length > 1) failures.set(key, times.slice(0, -1));
    else failures.delete(key);
  };

  return {
    retryAfterSeconds(name, address) {
      const wait = Math.max(waitMs(pairKey(name, address), limits.maxFailures), waitMs(nameKey(name), limits.maxNameFailures));
      return wait > 0 ? Math.max(1, Math.ceil(wait / 1000)) : 0;
    },
    async turn(address) {
      const key = addressOf(address);
      const busy = recent(addressKey(address)).length + (inFlight.get(key) ?? 0);
      inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
      const leave = () => {
        const left = (inFlight.get(key) ?? 1) - 1;
        if (left > 0) inFlight.set(key, left);
        else inFlight.delete(key);
      };
      if (busy < limits.slowAfterAddressFailures) return { admitted: true, done: leave };
      const queue = queues.get(key) ?? { last: Promise.resolve(), waiting: 0 };
      if (queue.waiting >= limits.maxWaiting) {
        leave();
        return { admitted: false, done: () => undefined };
      }
      queue.waiting += 1;
      queues.set(key, queue);
      const before = queue.last;
      let finish!: () => void;
      const mine = new Promise<void>((resolve) => (finish = resolve));
      queue.last = before.then(() => mine);
      await before;
      await wait(limits.slowPaceMs);
      return {
        admitted: true,
        done: () => {
          leave();
          queue.waiting -= 1;
          if (queue.waiting === 0) queues.delete(key);
          finish();
        },
      };
    },
    recordFailure(name, address) {
      add(pairKey(name, address), limits.maxFailures);
      add(nameKey(name), limits.maxNameFailures);
      add(addressKey(address), limits.slowAfterAddressFailures + limits.maxWaiting);
    },
    recordSuccess(name, address) {
      failures.delete(pairKey(name, address));
      dropOne(nameKey(name));
      dropOne(addressKey(address));
    },
  };
}
