/**
 * Where the login limits (loginRateLimit.ts) keep their counts: the times of recent failed logins per
 * key, and the addresses each account logged in from before. In memory on one host
 * ({@link createMemoryLedger}); in the database when hosts share one (store/postgres/), so an attacker
 * spreading guesses over the hosts behind a load balancer meets the same counts on each.
 */
export interface LoginFailureLedger {
  /**
   * Reads the failure times of each key after `since` and the addresses `account` logged in from before,
   * and asks `refuse`. When it refuses, nothing is recorded and its answer is returned; otherwise a failure
   * at `at` is recorded under every key (keeping each key's newest `keep`) and undefined is returned. One
   * step: no other attempt on the same keys (on any host) is counted in between, so a burst of parallel
   * guesses cannot all pass the check before any of them is counted.
   */
  countUnlessRefused<R>(
    attempt: { keys: ReadonlyArray<{ key: string; keep: number }>; account: string; since: number; at: number },
    refuse: (times: Map<string, number[]>, knownAddresses: string[]) => R | undefined,
  ): Promise<R | undefined>;
  /** Forgets the newest failure of each `takeBack` key and every failure of each `clear` key. */
  forget(change: { takeBack: readonly string[]; clear: readonly string[] }): Promise<void>;
  /** Remembers that `account` logged in from `address`, keeping the newest `keep` addresses. */
  rememberAddress(account: string, address: string, keep: number): Promise<void>;
}

/** A bound on memory under a flood of made-up names and addresses. */
const maxKeys = 10_000;

export function createMemoryLedger(): LoginFailureLedger {
  const failures = new Map<string, number[]>();
  const known = new Map<string, string[]>();
  const after = (key: string, since: number) => (failures.get(key) ?? []).filter((at) => at > since);
  return {
    // Synchronous inside: nothing else runs between the check and the count.
    async countUnlessRefused({ keys, account, since, at }, refuse) {
      const times = new Map(keys.map(({ key }) => [key, after(key, since)]));
      const refused = refuse(times, known.get(account) ?? []);
      if (refused !== undefined) return refused;
      for (const { key, keep } of keys) {
        if (!failures.has(key) && failures.size >= maxKeys) failures.delete(failures.keys().next().value!);
        failures.set(key, [...(times.get(key) ?? []), at].slice(-keep));
      }
      return undefined;
    },
    async forget({ takeBack, clear }) {
      for (const key of clear) failures.delete(key);
      for (const key of takeBack) {
        const times = failures.get(key) ?? [];
        if (times.length > 1) failures.set(key, times.slice(0, -1));
        else failures.delete(key);
      }
    },
    async rememberAddress(account, address, keep) {
      const others = (known.get(account) ?? []).filter((a) => a !== address);
      known.set(account, [...others, address].slice(-keep));
    },
  };
}
