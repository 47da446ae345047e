/**
 * Spec §9 helper formats: time shown with two-digit parts, in China Standard Time. Every date here is an
 * explicit instant, so the results do not depend on the machine's time zone.
 */
import { describe, expect, it } from 'vitest';
import { formatTime } from './formatTime.ts';

/** 2026-03-05 08:07:09 in Beijing (00:07:09 UTC). */
const morning = new Date('2026-03-05T08:07:09+08:00');

describe('spec §9 time shown with two-digit parts', () => {
  it('pads every part to two digits, full date and time by default', () => {
    expect(formatTime(morning)).toBe('2026-03-05 08:07:09');
  });

  it('follows the patterns the widgets use', () => {
    expect(formatTime(morning, 'YYYY-MM-DD')).toBe('2026-03-05');
    expect(formatTime(morning, 'YYYY-MM-DD HH:mm')).toBe('2026-03-05 08:07');
    expect(formatTime(morning, 'HH:mm:ss')).toBe('08:07:09');
    expect(formatTime(morning, 'MM-DD')).toBe('03-05');
    expect(formatTime(morning, 'YYYY年MM月DD日 HH时')).toBe('2026年03月05日 08时');
  });

  it('takes seconds since the epoch, as the APIs send them', () => {
    expect(formatTime(morning.getTime() / 1000)).toBe('2026-03-05 08:07:09');
    expect(formatTime(0, 'YYYY-MM-DD HH:mm')).toBe('1970-01-01 08:00');
  });

  it('uses 24-hour time', () => {
    expect(formatTime(new Date('2026-12-31T23:59:59+08:00'))).toBe('2026-12-31 23:59:59');
    expect(formatTime(new Date('2026-01-01T00:00:00+08:00'), 'HH:mm')).toBe('00:00');
  });
});

describe('spec §9 time zone: the portal shows China Standard Time (UTC+8) on every device', () => {
  it('moves a late-evening UTC instant to the next morning in Beijing', () => {
    expect(formatTime(new Date('2026-03-04T20:30:00Z'))).toBe('2026-03-05 04:30:00');
  });

  it('crosses a year end the way Beijing does', () => {
    expect(formatTime(new Date('2025-12-31T16:00:00Z'), 'YYYY-MM-DD HH:mm')).toBe('2026-01-01 00:00');
  });

  it('has no daylight saving', () => {
    expect(formatTime(new Date('2026-07-01T04:00:00Z'), 'HH:mm')).toBe('12:00');
    expect(formatTime(new Date('2026-01-01T04:00:00Z'), 'HH:mm')).toBe('12:00');
  });
});

describe('formatTime on bad input', () => {
  it('gives an empty string, not NaN parts', () => {
    expect(formatTime(new Date('not a date'))).toBe('');
    expect(formatTime(Number.NaN)).toBe('');
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe('');
  });
});
