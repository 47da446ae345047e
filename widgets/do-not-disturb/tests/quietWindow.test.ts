import { describe, expect, it } from 'vitest';
import { checkDraft, crossesMidnight, daySegments } from '../pages/quietWindow.ts';

const draft = { enabled: true, start: '22:00', end: '07:00', muted: ['notice'] };

describe('do-not-disturb rules', () => {
  it('accepts a window across midnight and one within a day', () => {
    expect(checkDraft(draft)).toEqual({});
    expect(checkDraft({ ...draft, start: '12:00', end: '14:00' })).toEqual({});
  });
  it('refuses bad and equal times, and an enabled window silencing nothing', () => {
    expect(checkDraft({ ...draft, start: '' })).toEqual({ start: 'time' });
    expect(checkDraft({ ...draft, end: '24:00' })).toEqual({ end: 'time' });
    expect(checkDraft({ ...draft, end: '22:00' })).toEqual({ end: 'same' });
    expect(checkDraft({ ...draft, muted: [] })).toEqual({ channels: 'channels' });
    expect(checkDraft({ ...draft, enabled: false, muted: [] })).toEqual({});
  });
  it('draws a window across midnight as two parts of the day', () => {
    expect(crossesMidnight('22:00', '07:00')).toBe(true);
    expect(crossesMidnight('07:00', '22:00')).toBe(false);
    expect(daySegments('18:00', '06:00')).toEqual([
      { from: 75, to: 100 },
      { from: 0, to: 25 },
    ]);
    expect(daySegments('06:00', '12:00')).toEqual([{ from: 25, to: 50 }]);
    expect(daySegments('06:00', '06:00')).toEqual([]);
  });
});
