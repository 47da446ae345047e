/**
 * Days, hours and deadlines in China time (UTC+8) whatever the server's or the browser's zone: a daily
 * report belongs to the day a student in China lives it, a deadline "23:00" is 23:00 there, a pass expires
 * at its end of day, an all-day agenda item exported to a calendar falls on its China day. Shared by the
 * sandbox's backends and the browser (runtime/app/calendar/calendarFile.ts).
 */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The day (YYYY-MM-DD) of a moment, in China time. */
export const dayOf = (ms: number): string => new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/** The time (HH:MM) of a moment, in China time. */
export const clockOf = (ms: number): string => new Date(ms + CHINA_OFFSET_MS).toISOString().slice(11, 16);

/** Minutes since midnight of a moment, in China time. */
export function minuteOfDay(ms: number): number {
  const china = new Date(ms + CHINA_OFFSET_MS);
  return china.getUTCHours() * 60 + china.getUTCMinutes();
}

/** "23:00" → 1380. */
export const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The day `n` days after `day` (before, when negative). */
export function addDays(day: string, n: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + n)).toISOString().slice(0, 10);
}

/** Unix seconds of midnight, China time, starting the day. */
export function dayStart(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return (Date.UTC(year, month - 1, date) - CHINA_OFFSET_MS) / 1000;
}

/** Whether reports of today are still taken at `ms`: until the deadline, not at it. */
export const beforeDeadline = (deadline: string, ms: number): boolean => minuteOfDay(ms) < minutesOf(deadline);

/** The last `count` days ending with `today`, oldest first. */
export const lastDays = (today: string, count: number): string[] => Array.from({ length: count }, (_, index) => addDays(today, index - count + 1));

/** A day's length in seconds (China has no daylight saving: every day has it). */
export const DAY_S = 86_400;

/** The day (YYYY-MM-DD) of a moment given in Unix seconds, in China time. */
export const dayOfSeconds = (seconds: number): string => dayOf(seconds * 1000);

/** Like {@link dayStart}, for a day typed by a user: undefined when it is not a real day (2026-02-30). */
export function midnightOf(day: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const start = dayStart(day);
  return dayOfSeconds(start) === day ? start : undefined;
}

/** `2026-11-26T15:00` read as China time, in Unix seconds; undefined when it is not a real moment. */
export function instantOf(text: string): number | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (!match) return undefined;
  const midnight = midnightOf(match[1]!);
  return midnight === undefined ? undefined : midnight + Number(match[2]) * 3600 + Number(match[3]) * 60;
}
