/**
 * The formats a campus form checks: a resident ID number (GB 11643, with its check character), a phone
 * number, dates and times as the form stores them, a region's codes and a location.
 */

/** GB 11643: 17 digits (area, birth date, sequence) and a check character over them. */
const idWeights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const idCheck = '10X98765432';

export function isIdNumber(text: string): boolean {
  const id = text.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  if (!isDate(`${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`)) return false;
  const sum = idWeights.reduce((total, weight, index) => total + weight * Number(id[index]), 0);
  return idCheck[sum % 11] === id[17];
}

/** A mainland mobile number (11 digits, 1[3-9]…), or a landline with its area code (010-12345678). */
export const isPhone = (text: string): boolean => /^1[3-9]\d{9}$/.test(text) || /^0\d{2,3}-?\d{7,8}(-\d{1,6})?$/.test(text);

/** YYYY-MM-DD, a day that exists. */
export function isDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** HH:mm, 24-hour. */
export const isTime = (text: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(text);

/** YYYY-MM-DD HH:mm. */
export const isDateTime = (text: string): boolean => text.length === 16 && text[10] === ' ' && isDate(text.slice(0, 10)) && isTime(text.slice(11));

/** Region codes, province first: [province], [province, city] or [province, city, district], 6 digits each. */
export const isRegion = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length >= 1 && value.length <= 3 && value.every((code) => typeof code === 'string' && /^\d{6}$/.test(code));

export interface Location {
  lat: number;
  lng: number;
  accuracy?: number;
}

export const isLocation = (value: unknown): value is Location => {
  const { lat, lng, accuracy } = (value ?? {}) as Partial<Location>;
  return (
    typeof value === 'object' &&
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180 &&
    (accuracy === undefined || (typeof accuracy === 'number' && accuracy >= 0))
  );
};

/** Digits after the point of a number as written (1e-7 has 7). */
export function decimalsOf(value: number): number {
  const [mantissa = '', exponent = '0'] = String(value).toLowerCase().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}
