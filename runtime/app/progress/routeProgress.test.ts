import { describe, expect, it } from 'vitest';
import { progressAt, progressTiming } from './routeProgress.ts';

describe('spec §4/§9 progress bar', () => {
  it('moves toward 98 % and reaches it within 3000 ms', () => {
    expect(progressAt(0)).toBeCloseTo(progressTiming.start);
    expect(progressAt(3000)).toBeCloseTo(0.98);
    expect(progressAt(10_000)).toBeCloseTo(0.98);
    expect(progressAt(2999)).toBeLessThan(0.98);
  });
  it('only ever moves forward', () => {
    let last = 0;
    for (let t = 0; t <= 3000; t += 100) {
      expect(progressAt(t)).toBeGreaterThanOrEqual(last);
      last = progressAt(t);
    }
  });
  it('finishes in 300 ms', () => expect(progressTiming.finishMs).toBe(300));
});
