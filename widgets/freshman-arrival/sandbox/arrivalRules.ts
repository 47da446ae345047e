/**
 * What the school decides from a registration: the day in China time, the welcome week around the day the
 * demo database is made, and the reception point and two-hour slot for an arrival station and time.
 */
import { addDays, clockOf, dayOf } from '../../../sandbox/kit.ts';
import type { Station } from './arrivalForm.ts';

// The day a freshman and the school both mean, and the time of day there (sandbox/chinaTime.ts).
export { addDays, dayOf as chinaDay, clockOf as chinaTime };
/** The epoch milliseconds of a China-time day and time. */
export const chinaMoment = (day: string, time: string) => Date.parse(`${day}T${time}:00+08:00`);

/** Days of the welcome week. */
export const WEEK_DAYS = 5;

/**
 * The welcome week of a demo database: it began two days before the database was made, so the demo always
 * shows freshmen already arrived, arriving today and still to come, and a freshman can still register.
 */
export function welcomeWeekAround(today: string): { from: string; to: string } {
  return { from: addDays(today, -2), to: addDays(today, WEEK_DAYS - 3) };
}

/** Where the school meets freshmen at each station (as the school words it). */
export const RECEPTION_POINTS: Readonly<Record<Station, string>> = {
  south: '滨江南站北广场 迎新接待点（学校大巴每 30 分钟一班）',
  central: '滨江站出站口 迎新接待点（学校大巴每小时一班）',
  airport: '滨江国际机场 T2 到达厅 3 号门 迎新接待点',
  coach: '长途汽车客运中心 南出口 迎新接待点',
  campus: '学校东门 迎新服务大厅（体育馆一楼）',
};

/** The reception points work 08:00–20:00; a freshman arriving outside it is met in the first or the last slot. */
const FIRST_SLOT = 8;
const LAST_SLOT = 18;

/** The reception point and the two-hour slot (08:00–10:00 …) that holds the arrival time. */
export function receptionFor(station: string, time: string): { point: string; from: string; to: string } {
  const hour = Number(time.slice(0, 2));
  const start = Math.min(LAST_SLOT, Math.max(FIRST_SLOT, hour - (hour % 2)));
  const pad = (h: number) => `${String(h).padStart(2, '0')}:00`;
  const point = RECEPTION_POINTS[station as Station] ?? RECEPTION_POINTS.campus;
  return { point, from: pad(start), to: pad(start + 2) };
}
