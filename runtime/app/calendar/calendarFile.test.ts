import { describe, expect, it } from 'vitest';
import { calendarText, type CalendarEvent } from './calendarFile.ts';

// 2026-11-26 14:30 in China is 06:30 UTC.
const start = Date.UTC(2026, 10, 26, 6, 30);
const now = Date.UTC(2026, 10, 25, 1, 0);
const meeting: CalendarEvent = {
  uid: 'agenda-7@campus',
  title: '教研室例会',
  start,
  end: start + 90 * 60_000,
  location: '信息楼 305',
  remindMinutesBefore: 15,
};

describe('calendar file (an agenda exported to the phone calendar as .ics)', () => {
  it('writes one VEVENT in UTC with CRLF line ends, the location and a reminder before the start', () => {
    const text = calendarText([meeting], now);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART:20261126T063000Z');
    expect(lines).toContain('DTEND:20261126T080000Z');
    expect(lines).toContain('DTSTAMP:20261125T010000Z');
    expect(lines).toContain('SUMMARY:教研室例会');
    expect(lines).toContain('LOCATION:信息楼 305');
    expect(lines).toContain('TRIGGER:-PT15M');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('an all-day entry is the China day, its end exclusive', () => {
    // 2026-11-26 23:30 in China is still 15:30 UTC of the 26th; the China day is the 26th either way.
    const lines = calendarText(
      [{ uid: 'a@c', title: '校运动会', start: Date.UTC(2026, 10, 25, 16, 0), end: Date.UTC(2026, 10, 27, 15, 30), allDay: true }],
      now,
    ).split('\r\n');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261126');
    expect(lines).toContain('DTEND;VALUE=DATE:20261128');
  });

  it('escapes commas, semicolons, backslashes and line breaks that a user typed', () => {
    const text = calendarText([{ ...meeting, title: '答辩;第一组, 请带\\U盘', description: '第一行\n第二行' }], now);
    expect(text).toContain('SUMMARY:答辩\\;第一组\\, 请带\\\\U盘');
    expect(text).toContain('DESCRIPTION:第一行\\n第二行');
  });

  it('drops control characters a user typed (a vertical tab, a NUL) and ends every line break the same way', () => {
    const text = calendarText([{ ...meeting, title: '答辩\u000b第一组\u0000', description: '第一行\r\n第二行\u2028第三行\r' }], now);
    expect(text).toContain('SUMMARY:答辩第一组\r\n');
    expect(text).toContain('DESCRIPTION:第一行\\n第二行\\n第三行\\n\r\n');
    // eslint-disable-next-line no-control-regex -- looking for control characters
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
  });

  it('folds long lines at 75 octets without splitting a Chinese character', () => {
    const text = calendarText([{ ...meeting, description: '请各位老师提前十分钟到场，'.repeat(12) }], now);
    const physical = text.split('\r\n');
    const encoder = new TextEncoder();
    for (const line of physical) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    // Unfolding (drop CRLF + space) gives back the whole escaped text.
    expect(text.replace(/\r\n /g, '')).toContain(`DESCRIPTION:${'请各位老师提前十分钟到场，'.repeat(12)}`);
    expect(text).not.toContain('\uFFFD');
  });
});
