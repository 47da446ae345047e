/**
 * The approval rule of a leave (离校): data of the backend, not of the page. The longer the
 * leave, the more levels decide, in order; an extension is judged again on the whole leave's length.
 * Times are Beijing time, written as the forms write them (YYYY-MM-DD HH:mm).
 */
import { isDateTime } from '../../../sandbox/kit.ts';

export type Level = 'instructor' | 'leader' | 'manager';

/** Up to `maxDays` (none: any longer), these levels decide, in this order. */
export const APPROVAL_RULES: ReadonlyArray<{ maxDays?: number; levels: readonly Level[] }> = [
  { maxDays: 3, levels: ['instructor'] },
  { maxDays: 14, levels: ['instructor', 'leader'] },
  { levels: ['instructor', 'leader', 'manager'] },
];

/** The longest leave (or leave with its extensions) one may ask for; longer is a suspension of studies (休学), not a leave. */
export const MAX_LEAVE_DAYS = 60;

export function levelsFor(days: number): readonly Level[] {
  return APPROVAL_RULES.find((rule) => rule.maxDays === undefined || days <= rule.maxDays)!.levels;
}

const HOUR = 3600;
const BEIJING = 8 * HOUR;

/** Unix seconds of a Beijing time written YYYY-MM-DD HH:mm; undefined when it is not one. */
export function stampOf(text: unknown): number | undefined {
  if (typeof text !== 'string' || !isDateTime(text)) return undefined;
  return Date.parse(`${text.slice(0, 10)}T${text.slice(11)}:00+08:00`) / 1000;
}

/** A Beijing time as the forms write it. */
export const timeText = (seconds: number) => new Date((seconds + BEIJING) * 1000).toISOString().slice(0, 16).replace('T', ' ');

/** The Beijing day of a moment, YYYY-MM-DD. */
export const dayText = (seconds: number) => timeText(seconds).slice(0, 10);

/** Unix seconds of a Beijing day's midnight. */
export const dayStart = (day: string) => Date.parse(`${day}T00:00:00+08:00`) / 1000;

/** Whole days begun between the two moments, one at least: a leave from Friday 18:00 to Sunday 20:00 is 3 days. */
export const daysBetween = (start: number, end: number) => Math.max(1, Math.ceil((end - start) / (24 * HOUR)));
