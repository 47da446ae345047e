/**
 * Failed operator logins, limited so that guessing is slow and nobody can lock the operator out
 *. Three counts, each over the last 15 minutes:
 *
 * - per (address, account): 5 failures, then that address may not try that account again until the
 *   oldest failure leaves the window. Guessing from one address is slow; the account stays open to others.
 * - per address: 10 failures over all accounts, then that address may not try any. An address spraying
 *   names gets no more than one that guesses one.
 * - per account, over all addresses together: never a lockout, only a back-off. Once 10 failures have
 *   accumulated, the account takes at most one password check per 10 seconds; the others wait (429, a
 *   few seconds). Many addresses together get about 90 guesses per 15 minutes at an scrypt-hashed
 *   password, and the operator waits seconds, never minutes. Addresses the account logged in from before
 *   (as the ledger remembers: this process, or the shared database) skip the back-off: a distributed attack cannot even slow the operator's
 *   usual desk.
 *
 * Why not the old limit per name: 5 failures for `ops` from anywhere locked the real operator out for 15
 * minutes everywhere, a denial of service anyone could start. With the counts above, one address (the
 * attacker's) can put at most 5 failures a window on an account, which never starts its back-off: an
 * attacker on one address cannot stop the operator logging in from another.
 *
 * An attempt counts as a failure *before* its password is checked, in the same step as the check of
 * the counts (scrypt is slow, parallel guesses would all pass otherwise); a success takes its own attempt back and clears its (address, account)
 * count, never the address's or the account's others. Refused attempts (429) count nowhere.
 */
import type { LoginFailureLedger } from './loginFailureLedger.ts';

export const loginLimits = {
  windowMs: 15 * 60 * 1000,
  pairFailures: 5,
  addressFailures: 10,
  accountSlowAfter: 10,
  accountIntervalMs: 10 * 1000,
} as const;
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
  /**
   * Whether `attempt` may check its password now: undefined when it may (it is then already counted as a
   * failure, taken back by {@link recordSuccess}), or how long it must wait and which count says so.
   */
  admit(attempt: LoginAttempt): Promise<{ retryAfterSeconds: number; by: LimitedBy } | undefined>;
  /** The attempt {@link admit} counted was right. */
  recordSuccess(attempt: LoginAttempt): Promise<void>;
}

export function createLoginRateLimit(now: () => number, ledger: LoginFailureLedger, limits = loginLimits): LoginRateLimit {
  const keysOf = ({ name, address }: LoginAttempt) => {
    const account = JSON.stringify(name.slice(0, 64));
    return { pair: `pair:${address}:${account}`, address: `address:${address}`, account: `account:${account}` };
  };

  return {
    admit(attempt) {
      const keys = keysOf(attempt);
      const t = now();
      /** Milliseconds until `times` is under `max` failures again. */
      const untilUnder = (times: number[], max: number) => (times.length >= max ? times[times.length - max]! + limits.windowMs - t : 0);
      return ledger.countUnlessRefused(
        {
          // Only the newest time and the count matter for the back-off; each count is kept up to its threshold.
          keys: [
            { key: keys.pair, keep: limits.pairFailures },
            { key: keys.address, keep: limits.addressFailures },
            { key: keys.account, keep: limits.accountSlowAfter },
          ],
          account: keys.account,
          since: t - limits.windowMs,
          at: t,
        },
        (times, known) => {
          const waits: Array<[LimitedBy, number]> = [
            ['address-account', untilUnder(times.get(keys.pair) ?? [], limits.pairFailures)],
            ['address', untilUnder(times.get(keys.address) ?? [], limits.addressFailures)],
          ];
          const accountTimes = times.get(keys.account) ?? [];
          if (accountTimes.length >= limits.accountSlowAfter && !known.includes(attempt.address)) {
            waits.push(['account', accountTimes[accountTimes.length - 1]! + limits.accountIntervalMs - t]);
          }
          const [by, wait] = waits.reduce((longest, next) => (next[1] > longest[1] ? next : longest));
          return wait > 0 ? { retryAfterSeconds: Math.ceil(wait / 1000), by } : undefined;
        },
      );
    },
    async recordSuccess(attempt) {
      const keys = keysOf(attempt);
      await ledger.forget({ clear: [keys.pair], takeBack: [keys.address, keys.account] });
      await ledger.rememberAddress(keys.account, attempt.address, maxKnownAddresses);
    },
  };
}
