/** Spec §9: the bar reaches 98 % within 3000 ms of a route change and finishes in 300 ms. */
export const progressTiming = { towardMs: 3000, ceiling: 0.98, finishMs: 300, start: 0.08 } as const;

/** Where the bar stands `elapsed` ms after start: eases out, reaching the ceiling at `towardMs`. */
export function progressAt(elapsed: number): number {
  const { towardMs, ceiling, start } = progressTiming;
  const t = Math.min(1, Math.max(0, elapsed / towardMs));
  return start + (ceiling - start) * (1 - (1 - t) ** 2);
}
