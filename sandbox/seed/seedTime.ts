/** Unix seconds of a Beijing-time (UTC+8) date at 9:00: fixed seed timestamps, so fresh databases are identical. */
export function beijingMorning(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day, 1) / 1000;
}
