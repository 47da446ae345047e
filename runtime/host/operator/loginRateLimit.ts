/**
 * Failed operator logins, limited so that guessing is slow and nobody can lock the operator out
 * (issue 12 item 8). Three counts, each over the last 15 minutes:
 *
 * - per (address, account): 5 failures, then that address may not try that account again until the
 *   oldest failure leaves the window. Guessing from one address is slow; the account stays open to others.
 * - per address: 10 failures over all accounts, then that address may not try any. An address spraying
 *   names gets no more than one that guesses one.
 * - per account, over all addresses together: never a lockout, only a back-off. Once 10 failures have
 *   accumulated, the account takes at most one password check per 10 seconds; the others wait (429, a
 *   few seconds). Many addresses together get about 90 guesses per 15 minutes at an scrypt-hashed
 *   password, and the operator waits seconds, never minutes. Addresses the account logged in from before
 *   (in this process's life) skip the back-off: a distributed attack cannot even slow the operator's
 *   usual desk.
 *
 * Why not the old limit per name: 5 failures for `ops` from anywhere locked the real operator out for 15
 * minutes everywhere, a denial of service anyone could start. With the counts above, one address (the
 * attacker's) can put at most 5 failures a window on an account, which never starts its back-off: an
 * attacker on one address cannot stop the operator logging in from another.
 *
 * An attempt counts as a failure *before* its password is checked (scrypt is slow, parallel guesses
 * would all pass otherwise); a success takes its own attempt back and clears its (address, account)
 * count, never the address's or the account's others. Refused attempts (429) count nowhere.
 */
export const loginLimits = {
  windowMs: 15 * 60 * 1000,
  pairFailures: 5,
  addressFailures: 10,
  accountSlowAfter: 10,
  accountIntervalMs: 10 * 1000,
} as const;
/** A bound on memory under a flood of made-up names and addresses. */
const maxKeys = 10_000;
/** Addresses remembered per account as "logged in from here before". */
const maxKnownAddresses = 20;

export interface LoginAttempt {
  /** The operator name tried (known or not). */
  name: string;
  /** The client's address (clientConnection.ts). */
  address: string;
}

/** Which count refused an attempt, for the audit log. */
export type LimitedBy = 'address-account' | 'address' | 'account';

export interface LoginRateLimit {
  /** How long `attempt` must wait, and which count says so; undefined when it may try now. */
  refusal(attempt: LoginAttempt): { retryAfterSeconds: number; by: LimitedBy } | undefined;
  /** Counts `attempt` as failed; call it just before checking the password. */
  recordFailure(attempt: LoginAttempt): void;
  /** The attempt counted by {@link recordFailure} was right. */
  recordSuccess(attempt: LoginAttempt): void;
}

export function createLoginRateLimit(now: () => number, limits = loginLimits): LoginRateLimit {
  const failures = new Map<string, number[]>();
  const knownAddresses = new Map<string, string[]>();
  const keysOf = ({ name, address }: LoginAttempt) => {
    const account = JSON.stringify(name.slice(0, 64));
    return { pair: `pair:${address}:${account}`, address: `address:${address}`, account: `account:${account}` };
  };
  const recent = (key: string) => {
    const cutoff = now() - limits.windowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > cutoff);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  };
  /** Milliseconds until `key` is under `max` failures again. */
  const untilUnder = (key: string, max: number) => {
    const times = recent(key);
    return times.length >= max ? times[times.length - max]! + limits.windowMs - now() : 0;
  };
  const add = (key: string, keep: number) => {
    if (!failures.has(key) && failures.size >= maxKeys) {
      for (const stale of failures.keys()) {
        recent(stale);
        if (failures.size < maxKeys) break;
      }
      if (failures.size >= maxKeys) failures.delete(failures.keys().next().value!);
    }
    failures.set(key, [...recent(key), now()].slice(-keep));
  };
  /** Takes back the newest failure of `key` (the attempt that turned out right). */
  const takeBack = (key: string) => {
    const times = recent(key);
    if (times.length > 1) failures.set(key, times.slice(0, -1));
    else failures.delete(key);
  };

  return {
    refusal(attempt) {
      const keys = keysOf(attempt);
      const waits: Array<[LimitedBy, number]> = [
        ['address-account', untilUnder(keys.pair, limits.pairFailures)],
        ['address', untilUnder(keys.address, limits.addressFailures)],
      ];
      const accountTimes = recent(keys.account);
      if (accountTimes.length >= limits.accountSlowAfter && !knownAddresses.get(keys.account)?.includes(attempt.address)) {
        waits.push(['account', accountTimes[accountTimes.length - 1]! + limits.accountIntervalMs - now()]);
      }
      const [by, wait] = waits.reduce((longest, next) => (next[1] > longest[1] ? next : longest));
      return wait > 0 ? { retryAfterSeconds: Math.ceil(wait / 1000), by } : undefined;
    },
    recordFailure(attempt) {
      const keys = keysOf(attempt);
      add(keys.pair, limits.pairFailures);
      add(keys.address, limits.addressFailures);
      // Only the newest time and the count matter for the back-off; the count is kept up to its threshold.
      add(keys.account, limits.accountSlowAfter);
    },
    recordSuccess(attempt) {
      const keys = keysOf(attempt);
      failures.delete(keys.pair);
      takeBack(keys.address);
      takeBack(keys.account);
      const known = (knownAddresses.get(keys.account) ?? []).filter((a) => a !== attempt.address);
      knownAddresses.set(keys.account, [...known, attempt.address].slice(-maxKnownAddresses));
    },
  };
}
