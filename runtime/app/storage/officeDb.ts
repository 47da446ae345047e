/**
 * The portal's local storage, under the `officeDb` namespace (legacy-portal §3, §9): no expiry by default, an
 * optional expiry per item. Every read survives storage being unavailable (private mode, quota) or
 * holding garbage: the portal then simply behaves as if nothing was stored.
 */
const namespace = 'officeDb';
const keyOf = (key: string) => `${namespace}.${key}`;

type Stored = { v: unknown; exp?: number };

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export const officeDb = {
  get<T>(key: string): T | undefined {
    const raw = storage()?.getItem(keyOf(key));
    if (raw == null) return undefined;
    try {
      const item = JSON.parse(raw) as Stored;
      if (item.exp !== undefined && item.exp <= Date.now()) {
        storage()?.removeItem(keyOf(key));
        return undefined;
      }
      return item.v as T;
    } catch {
      return undefined;
    }
  },
  /** `ttlMs` makes the item expire; without it, it stays until removed. */
  set(key: string, value: unknown, ttlMs?: number): void {
    const item: Stored = ttlMs === undefined ? { v: value } : { v: value, exp: Date.now() + ttlMs };
    try {
      storage()?.setItem(keyOf(key), JSON.stringify(item));
    } catch {
      // quota or private mode: the cache is an optimisation, losing it loses nothing
    }
  },
  remove(key: string): void {
    storage()?.removeItem(keyOf(key));
  },
  /** Every key the portal keeps on this device. */
  keys(): string[] {
    const s = storage();
    if (!s) return [];
    const keys: string[] = [];
    for (let i = 0; i < s.length; i++) {
      const k = s.key(i);
      if (k?.startsWith(`${namespace}.`)) keys.push(k.slice(namespace.length + 1));
    }
    return keys;
  },
  clear(): void {
    for (const key of officeDb.keys()) officeDb.remove(key);
  },
};

/** Keys the shell itself uses. */
export const storedKeys = {
  entryUrl: 'entryUrl',
  loginFlag: 'loginFlag',
  language: 'language',
} as const;
