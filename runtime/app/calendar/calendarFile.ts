/**
 * Agendas exported to a phone's or a desktop's calendar: an iCalendar file (RFC 5545) that the
 * system calendar of iOS, Android and Outlook imports. Times are written in UTC (`…Z`), so the reader's
 * calendar shows them in its own zone; an all-day entry is a date of the China day the campus lives in
 * (UTC+8, no daylight saving). A reminder is a VALARM some minutes before the start.
 */
import { DAY_S, dayOf } from '../../shared/chinaTime.ts';
import { downloadBlob } from '../download/downloadBlob.ts';
import { exportFileName } from '../statistics/tableExport.ts';

export interface CalendarEvent {
  /** Stable across exports, so importing the same agenda twice updates it instead of duplicating it. */
  uid: string;
  title: string;
  /** Epoch milliseconds. */
  start: number;
  end: number;
  /** Whole days: `start` and `end` are read as China days, `end` inclusive. */
  allDay?: boolean;
  location?: string;
  description?: string;
  /** A reminder this many minutes before the start. */
  remindMinutesBefore?: number;
}

const DAY_MS = DAY_S * 1000;

/** `20261126T063000Z`. */
function utcStamp(epochMs: number): string {
  return new Date(epochMs)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** `20261126`, the China day of an instant. */
function chinaDate(epochMs: number): string {
  return dayOf(epochMs).replace(/-/g, '');
}

/**
 * TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11), and hold no other
 * control character (§3.1: only a tab may appear): a vertical tab or a NUL a user typed is dropped.
 */
function escapeText(text: string): string {
  return (
    text
      .replace(/\r\n|\r|\u2028|\u2029/g, '\n')
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\n/g, '\\n')
  );
}

/** Lines longer than 75 octets are folded: CRLF and one space, never inside a UTF-8 character (§3.1). */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line holds 75 octets; each continuation line 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += character;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

function eventLines(event: CalendarEvent, now: number): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${escapeText(event.uid)}`, `DTSTAMP:${utcStamp(now)}`];
  if (event.allDay) {
    // DTEND of a DATE is exclusive: the day after the last day.
    lines.push(`DTSTART;VALUE=DATE:${chinaDate(event.start)}`, `DTEND;VALUE=DATE:${chinaDate(Math.max(event.end, event.start) + DAY_MS)}`);
  } else {
    lines.push(`DTSTART:${utcStamp(event.start)}`, `DTEND:${utcStamp(Math.max(event.end, event.start))}`);
  }
  lines.push(`SUMMARY:${escapeText(event.title)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.remindMinutesBefore !== undefined && event.remindMinutesBefore >= 0) {
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(event.title)}`,
      `TRIGGER:-PT${Math.round(event.remindMinutesBefore)}M`,
      'END:VALARM',
    );
  }
  lines.push('END:VEVENT');
  return lines;
}

/** The whole iCalendar text, CRLF line ends. `now` is the DTSTAMP (the sandbox's or the server's clock). */
export function calendarText(events: readonly CalendarEvent[], now: number): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Campus Portal//Agenda//ZH',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap((event) => eventLines(event, now)),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** The file a phone opens in its calendar app. */
export function calendarFile(events: readonly CalendarEvent[], now: number): Blob {
  return new Blob([calendarText(events, now)], { type: 'text/calendar;charset=utf-8' });
}

/** Hands the agenda to the browser as `<name>.ics`. */
export function downloadCalendar(events: readonly CalendarEvent[], name: string, now: number): void {
  downloadBlob(calendarFile(events, now), exportFileName(name, 'ics'));
}
