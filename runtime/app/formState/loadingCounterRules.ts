/**
 * Spec §4 "Loading counter: increments on start; decrements after a 300 ms delay, only if above zero" and
 * legacy-portal §9 "loading decrement delay 300 ms". The delay lets a loading that ends and one that starts right
 * after it overlap, so the indicator does not flicker off and on between them.
 */
export const LOADING_DECREMENT_DELAY_MS = 300;

/** The counter after a loading started. */
export function incrementLoading(count: number): number {
  return count + 1;
}

/** The counter when a finished loading's delay has passed: one less, never below zero. */
export function decrementLoading(count: number): number {
  return count > 0 ? count - 1 : count;
}

/** A form is loading while its counter is above zero. */
export function isLoading(count: number): boolean {
  return count > 0;
}
