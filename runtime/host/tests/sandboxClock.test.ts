/** SANDBOX_TIME: the embedded sandbox's clock starts at a given time and runs on (demos, browser tests on a school morning). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sandboxClock } from '../composeHost.ts';

afterEach(() => vi.useRealTimers());

describe('sandboxClock (SANDBOX_TIME)', () => {
  it('starts at the given time and runs on with the real clock', () => {
    vi.useFakeTimers({ now: Date.parse('2027-03-01T00:00:00Z') });
    const { now } = sandboxClock('2026-11-25T09:30:00+08:00');
    expect(new Date(now!()).toISOString()).toBe('2026-11-25T01:30:00.000Z');
    vi.advanceTimersByTime(90_000);
    expect(new Date(now!()).toISOString()).toBe('2026-11-25T01:31:30.000Z');
  });

  it('leaves the real clock alone when unset, and refuses what is no time, saying how to write one', () => {
    expect(sandboxClock(undefined)).toEqual({});
    expect(sandboxClock('')).toEqual({});
    expect(() => sandboxClock('tomorrow morning')).toThrow('SANDBOX_TIME="tomorrow morning" is not a time: write it as 2026-11-25T10:00:00+08:00');
  });
});
