/**
 * Spec §9 "time shown with two-digit parts": `2026-03-05 08:07:09`, never `2026-3-5 8:7:9`.
 *
 * Times are shown in China Standard Time (Asia/Shanghai, UTC+8), not in the device's zone. The portal's
 * schools, their notices and their users are in China: an exam "at 14:00" must read 14:00 on a phone set
 * to another zone too, and the same instant must format the same on every machine (tests included).
 * China has kept UTC+8 without daylight saving since 1991, so a fixed offset is exact for every date the
 * portal shows, and needs no Intl time-zone data.
 */

/** Asia/Shanghai's offset from UTC. */
export const PORTAL_UTC_OFFSET_MINUTES = 8 * 60;

/** The tokens a pattern may use; every other character is copied as it is (`YYYY年MM月DD日` works). */
export type TimeToken = 'YYYY' | 'MM' | 'DD' | 'HH' | 'mm' | 'ss';

export const DEFAULT_TIME_PATTERN = 'YYYY-MM-DD HH:mm:ss';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Formats an instant — a `Date`, or seconds since the epoch as the portal's APIs send them — with a
 * pattern such as 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm', 'HH:mm:ss' or 'MM-DD' (HH is 00–23). An invalid
 * date or a non-finite number gives '' rather than "NaN-NaN-NaN".
 */
export function formatTime(value: Date | number, pattern: string = DEFAULT_TIME_PATTERN): string {
  const ms = value instanceof Date ? value.getTime() : value * 1000;
  if (!Number.isFinite(ms)) return '';
  // Shift the instant by the offset and read it back as UTC: the UTC fields are then China's wall clock.
  const wall = new Date(ms + PORTAL_UTC_OFFSET_MINUTES * 60_000);
  const parts: Record<TimeToken, string> = {
    YYYY: String(wall.getUTCFullYear()).padStart(4, '0'),
    MM: two(wall.getUTCMonth() + 1),
    DD: two(wall.getUTCDate()),
    HH: two(wall.getUTCHours()),
    mm: two(wall.getUTCMinutes()),
    ss: two(wall.getUTCSeconds()),
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token as TimeToken]);
}
