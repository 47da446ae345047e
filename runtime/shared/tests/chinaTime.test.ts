import { describe, expect, it } from 'vitest';
import { addDays, dayOfSeconds, dayStart, instantOf, midnightOf } from '../chinaTime.ts';

describe('China time, whatever zone the server runs in', () => {
  it('a day starts at 00:00 in China, 16:00 UTC the day before', () => {
    expect(dayStart('2026-11-26')).toBe(Date.UTC(2026, 10, 25, 16) / 1000);
    expect(dayOfSeconds(Date.UTC(2026, 10, 25, 16) / 1000)).toBe('2026-11-26');
    expect(dayOfSeconds(Date.UTC(2026, 10, 25, 15, 59) / 1000)).toBe('2026-11-25');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('a day or a moment a user typed: a real one is read as China time, anything else is undefined', () => {
    expect(midnightOf('2026-11-26')).toBe(dayStart('2026-11-26'));
    for (const bad of ['2026-02-30', '2026-13-01', '26-11-26', '2026-11-26 ', '']) expect(midnightOf(bad)).toBeUndefined();
    expect(instantOf('2026-11-26T15:00')).toBe(Date.UTC(2026, 10, 26, 7) / 1000);
    for (const bad of ['2026-11-26T24:00', '2026-11-26T15:60', '2026-02-30T09:00', '2026-11-26 15:00']) expect(instantOf(bad)).toBeUndefined();
  });
});
