/**
 * A form's conditions (visibleIf, requiredIf), interpreted: a condition is data from a manifest or a
 * backend, so it is read, never turned into code. The browser and the server judge it alike.
 */
import type { Condition } from '../generated/formDefinition.ts';

export type FormValues = Readonly<Record<string, unknown>>;

/** Nothing entered: undefined, null, '' (or only spaces), or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const asNumber = (value: unknown): number | undefined => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(number) ? number : undefined;
};

/** A multiple choice equals a value when it holds it. */
const matches = (value: unknown, wanted: string | number | boolean) => (Array.isArray(value) ? value.includes(wanted) : value === wanted);

/** Every key of the condition must hold (an empty condition holds). */
export function holds(condition: Condition | undefined, values: FormValues): boolean {
  if (!condition) return true;
  const value = condition.field === undefined ? undefined : values[condition.field];
  if (condition.equals !== undefined && !matches(value, condition.equals)) return false;
  if (condition.in !== undefined && !condition.in.some((wanted) => matches(value, wanted))) return false;
  if (condition.notEmpty && isEmptyValue(value)) return false;
  if (condition.above !== undefined && !((asNumber(value) ?? -Infinity) > condition.above)) return false;
  if (condition.below !== undefined && !((asNumber(value) ?? Infinity) < condition.below)) return false;
  if (condition.all && !condition.all.every((part) => holds(part, values))) return false;
  if (condition.any && !condition.any.some((part) => holds(part, values))) return false;
  if (condition.not && holds(condition.not, values)) return false;
  return true;
}
