/**
 * Parsing of query parameters with messages a developer pointing a widget at the sandbox can act on.
 * Each parser returns either the value or a message in the three languages; the route turns the message
 * into `e = 400` in the reader's language (replyFail).
 */
import type { InThreeLanguages, LocalMessage } from './envelope.ts';

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: LocalMessage };

/** Why a query parameter was refused; the parameter's name and the value received are quoted as sent. */
export const QUERY_PARAM_MESSAGES = {
  notInteger: (name: string, min: number, max: number, received: string): InThreeLanguages =>
    max === Number.MAX_SAFE_INTEGER
      ? {
          zh: `参数 ${name} 无效：应为 不小于 ${min} 的整数，收到「${received}」`,
          en: `Parameter ${name} is invalid: it should be a whole number of at least ${min}, but was "${received}"`,
          tw: `參數 ${name} 無效：應為不小於 ${min} 的整數，收到「${received}」`,
        }
      : {
          zh: `参数 ${name} 无效：应为 ${min} 到 ${max} 之间的整数，收到「${received}」`,
          en: `Parameter ${name} is invalid: it should be a whole number from ${min} to ${max}, but was "${received}"`,
          tw: `參數 ${name} 無效：應為 ${min} 到 ${max} 之間的整數，收到「${received}」`,
        },
  missing: (name: string): InThreeLanguages => ({ zh: `缺少参数 ${name}`, en: `Parameter ${name} is missing`, tw: `缺少參數 ${name}` }),
  notAllowed: (name: string, allowed: readonly string[], received: string): InThreeLanguages => ({
    zh: `参数 ${name} 无效：可选值为 ${allowed.join('、')}，收到「${received}」`,
    en: `Parameter ${name} is invalid: it should be one of ${allowed.join(', ')}, but was "${received}"`,
    tw: `參數 ${name} 無效：可選值為 ${allowed.join('、')}，收到「${received}」`,
  }),
};

/** Plain decimal digits only ("1e3", "0x10", "1.0" are refused); 15 digits stay a safe integer. */
const DIGITS = /^\d{1,15}$/;

/**
 * An integer query parameter within [min, max]. Absent or empty means the default: HTML forms and
 * some old callers send `page=` for "first page".
 */
export function parseIntegerParam(
  raw: string | undefined,
  name: string,
  { min, max, fallback }: { min: number; max: number; fallback: number },
): Parsed<number> {
  if (raw === undefined || raw.trim() === '') return { ok: true, value: fallback };
  const text = raw.trim();
  const value = DIGITS.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(value) || value < min || value > max) {
    return { ok: false, message: QUERY_PARAM_MESSAGES.notInteger(name, min, max, truncate(raw)) };
  }
  return { ok: true, value };
}

/** A required positive integer id. */
export function parseIdParam(raw: string | undefined, name = 'id'): Parsed<number> {
  if (raw === undefined || raw.trim() === '') return { ok: false, message: QUERY_PARAM_MESSAGES.missing(name) };
  return parseIntegerParam(raw, name, { min: 1, max: Number.MAX_SAFE_INTEGER, fallback: 0 });
}

/** One of a fixed set of values; absent or empty means "no filter". */
export function parseEnumParam<T extends string>(raw: string | undefined, name: string, allowed: readonly T[]): Parsed<T | undefined> {
  if (raw === undefined || raw.trim() === '') return { ok: true, value: undefined };
  const text = raw.trim();
  const match = allowed.find((value) => value === text);
  if (match === undefined) {
    return { ok: false, message: QUERY_PARAM_MESSAGES.notAllowed(name, allowed, truncate(raw)) };
  }
  return { ok: true, value: match };
}

/** Keeps echoed input short, so a pasted blob does not flood the message. */
function truncate(text: string): string {
  return text.length > 32 ? `${text.slice(0, 32)}…` : text;
}
