/**
 * A small deterministic random source (mulberry32) for the campus seed: the same seed gives the same
 * students on every machine and every start, so tests and screenshots can name them.
 */
export interface SeededRandom {
  /** A number in [0, 1). */
  next(): number;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: (list) => list[Math.floor(next() * list.length)]! };
}
