/**
 * How many times a key (a client address) may do something in a sliding window, in memory: the sandbox is
 * one process, and a restart forgetting the counts is harmless. At most `maxKeys` keys are kept, the least
 * recently seen forgotten first, so a client rotating keys cannot fill memory.
 */
export interface RateWindow {
  /** Takes one use for `key`: 0 when allowed, else the seconds until the next use is. */
  take(key: string): number;
}

export function createRateWindow({
  max,
  windowMs,
  now = Date.now,
  maxKeys = 10_000,
}: {
  max: number;
  windowMs: number;
  now?: () => number;
  maxKeys?: number;
}): RateWindow {
  const uses = new Map<string, number[]>();
  return {
    take(key) {
      const at = now();
      const kept = (uses.get(key) ?? []).filter((time) => time > at - windowMs);
      uses.delete(key);
      if (kept.length >= max) {
        uses.set(key, kept);
        return Math.max(1, Math.ceil((kept[0]! + windowMs - at) / 1000));
      }
      uses.set(key, [...kept, at]);
      while (uses.size > maxKeys) uses.delete(uses.keys().next().value!);
      return 0;
    },
  };
}
