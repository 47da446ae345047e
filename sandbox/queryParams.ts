/**
 * Parsing of query parameters with messages a developer pointing a widget at the sandbox can act on.
 * Each parser returns either the value or a zh message; the route turns the message into `e = 400`.
 */

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

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
    const range = max === Number.MAX_SAFE_INTEGER ? `不小于 ${min} 的整数` : `${min} 到 ${max} 之间的整数`;
    return { ok: false, message: `参数 ${name} 无效：应为 ${range}，收到「${truncate(raw)}」` };
  }
  return { ok: true, value };
}

/** A required positive integer id. */
export function parseIdParam(raw: string | undefined, name = 'id'): Parsed<number> {
  if (raw === undefined || raw.trim() === '') return { ok: false, message: `缺少参数 ${name}` };
  return parseIntegerParam(raw, name, { min: 1, max: Number.MAX_SAFE_INTEGER, fallback: 0 });
}

/** One of a fixed set of values; absent or empty means "no filter". */
export function parseEnumParam<T extends string>(raw: string | undefined, name: string, allowed: readonly T[]): Parsed<T | undefined> {
  if (raw === undefined || raw.trim() === '') return { ok: true, value: undefined };
  const text = raw.trim();
  const match = allowed.find((value) => value === text);
  if (match === undefined) {
    return { ok: false, message: `参数 ${name} 无效：可选值为 ${allowed.join('、')}，收到「${truncate(raw)}」` };
  }
  return { ok: true, value: match };
}

/** Keeps echoed input short, so a pasted blob does not flood the message. */
function truncate(text: string): string {
  return text.length > 32 ? `${text.slice(0, 32)}…` : text;
}
