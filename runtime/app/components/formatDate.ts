import { formatTime } from '../format/formatTime.ts';

/**
 * Spec §9: times shown with two-digit parts, in China Standard Time like every time of the portal
 * (format/formatTime.ts). `withTime` adds hours and minutes. Seconds since the epoch in.
 */
export function formatDate(unixSeconds: number, withTime = false): string {
  return formatTime(unixSeconds, withTime ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD');
}
