/** Spec §9 helper formats: elapsed time shown as days, hours, minutes, in zh, en and tw. */
import { describe, expect, it } from 'vitest';
import { formatElapsed } from './formatElapsed.ts';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe('spec §9 elapsed time as days, hours, minutes', () => {
  it('writes all three units in each language', () => {
    const elapsed = 2 * day + 3 * hour + 5 * minute;
    expect(formatElapsed(elapsed, 'zh')).toBe('2天3小时5分钟');
    expect(formatElapsed(elapsed, 'en')).toBe('2 d 3 h 5 min');
    expect(formatElapsed(elapsed, 'tw')).toBe('2天3小時5分鐘');
  });

  it('leaves out leading zero units', () => {
    expect(formatElapsed(3 * hour + 5 * minute, 'zh')).toBe('3小时5分钟');
    expect(formatElapsed(5 * minute, 'zh')).toBe('5分钟');
    expect(formatElapsed(3 * hour + 5 * minute, 'en')).toBe('3 h 5 min');
  });

  it('keeps zero units after the first one shown', () => {
    expect(formatElapsed(2 * day + 5 * minute, 'zh')).toBe('2天0小时5分钟');
    expect(formatElapsed(2 * day, 'en')).toBe('2 d 0 h 0 min');
    expect(formatElapsed(3 * hour, 'tw')).toBe('3小時0分鐘');
  });

  it('always shows minutes: under a minute is 0 minutes', () => {
    expect(formatElapsed(59_999, 'zh')).toBe('0分钟');
    expect(formatElapsed(0, 'en')).toBe('0 min');
    expect(formatElapsed(30_000, 'tw')).toBe('0分鐘');
  });

  it('rounds down to whole minutes', () => {
    expect(formatElapsed(5 * minute + 59_999, 'zh')).toBe('5分钟');
    expect(formatElapsed(day - 1, 'zh')).toBe('23小时59分钟');
  });

  it('counts days past a month without turning them into months', () => {
    expect(formatElapsed(400 * day + hour, 'en')).toBe('400 d 1 h 0 min');
  });

  it('takes seconds as { seconds }, as the APIs send durations', () => {
    expect(formatElapsed({ seconds: 2 * 86_400 + 3 * 3600 + 5 * 60 + 59 }, 'zh')).toBe('2天3小时5分钟');
  });

  it('treats a negative duration as zero and an unknown language as zh', () => {
    expect(formatElapsed(-5 * minute, 'en')).toBe('0 min');
    expect(formatElapsed(hour, 'cimode')).toBe('1小时0分钟');
  });

  it('gives an empty string for NaN or Infinity', () => {
    expect(formatElapsed(Number.NaN, 'zh')).toBe('');
    expect(formatElapsed({ seconds: Number.POSITIVE_INFINITY }, 'zh')).toBe('');
  });
});
