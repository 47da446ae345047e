/**
 * Message do-not-disturb: a daily quiet window in China time, which may cross midnight (22:00–07:00), and
 * the channels it silences. A message arriving inside the window on a silenced channel is still
 * delivered, only marked `silent` (no push, no badge sound). Stored per user in `dnd_settings`.
 */
import { minuteOfDay, minutesOf } from '../../runtime/shared/chinaTime.ts';
import type { SandboxDatabase } from '../sandboxDatabase.ts';
import { MESSAGE_CHANNEL_IDS } from './messageChannels.ts';

/** `HH:MM`, 00:00 to 23:59. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export interface QuietHours {
  enabled: boolean;
  /** `HH:MM` (CLOCK_TIME). */
  start: string;
  end: string;
  /** Channel ids. */
  muted: readonly string[];
}

/** A user's settings before their first save. */
export const DEFAULT_QUIET_HOURS: QuietHours = { enabled: false, start: '22:00', end: '07:00', muted: [...MESSAGE_CHANNEL_IDS] };

/** Whether `minute` (since midnight) falls in [start, end), the window wrapping past midnight when end <= start. */
export function inQuietWindow(minute: number, start: string, end: string): boolean {
  const from = minutesOf(start);
  const to = minutesOf(end);
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

/** Whether a message on `channel` at `epochSeconds` arrives silenced by `settings`. */
export function isSilenced(settings: QuietHours | undefined, channel: string, epochSeconds: number): boolean {
  if (!settings?.enabled || !settings.muted.includes(channel)) return false;
  return inQuietWindow(minuteOfDay(epochSeconds * 1000), settings.start, settings.end);
}

interface DndRow {
  enabled: number;
  start: string;
  end: string;
  muted: string;
  updated_at: number;
}

/** The user's saved settings (with when they were saved), or the defaults. */
export function quietHoursOf(db: SandboxDatabase, username: string): QuietHours & { updatedAt?: number } {
  const row = db.prepare<[string], DndRow>('SELECT enabled, start, end, muted, updated_at FROM dnd_settings WHERE username = ?').get(username);
  if (!row) return DEFAULT_QUIET_HOURS;
  return { enabled: row.enabled === 1, start: row.start, end: row.end, muted: row.muted === '' ? [] : row.muted.split(','), updatedAt: row.updated_at };
}

/** Saves (replaces) the user's settings; the caller has checked them. */
export function saveQuietHours(db: SandboxDatabase, username: string, settings: QuietHours, updatedAt: number): void {
  db.prepare(
    `INSERT INTO dnd_settings (username, enabled, start, end, muted, updated_at) VALUES (@username, @enabled, @start, @end, @muted, @updatedAt)
     ON CONFLICT (username) DO UPDATE SET enabled = excluded.enabled, start = excluded.start, end = excluded.end, muted = excluded.muted, updated_at = excluded.updated_at`,
  ).run({ username, enabled: settings.enabled ? 1 : 0, start: settings.start, end: settings.end, muted: settings.muted.join(','), updatedAt });
}
