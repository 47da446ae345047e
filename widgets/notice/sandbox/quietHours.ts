/**
 * Message do-not-disturb (newsInterruption): a daily quiet window in China time, which may cross
 * midnight (22:00–07:00), and the channels it silences. A message arriving inside the window on a
 * silenced channel is still delivered, only marked `silent` (no push, no badge sound).
 */
import { minuteOfDay } from '../../../sandbox/kit.ts';

/** `HH:MM`, 00:00 to 23:59. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const minutesOf = (time: string): number => {
  const match = CLOCK_TIME.exec(time);
  if (!match) throw new Error(`not a clock time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
};

export interface QuietHours {
  enabled: boolean;
  start: string;
  end: string;
  muted: readonly string[];
}

/** Whether `minute` (since midnight) falls in [start, end), the window wrapping past midnight when end <= start. */
export function inWindow(minute: number, start: string, end: string): boolean {
  const from = minutesOf(start);
  const to = minutesOf(end);
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

export function isSilenced(settings: QuietHours | undefined, channel: string, epochSeconds: number): boolean {
  if (!settings?.enabled || !settings.muted.includes(channel)) return false;
  return inWindow(minuteOfDay(epochSeconds * 1000), settings.start, settings.end);
}
