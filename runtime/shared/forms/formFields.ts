/**
 * Which fields a form shows for given values, what of them is submitted, and a table's totals. Shared by
 * the browser (drawing) and the server (checking a submission): both must agree on what is hidden.
 */
import type { Field, FormDefinition, Option } from '../generated/formDefinition.ts';
import { holds, type FormValues } from './conditions.ts';

/** Every field of the form, in order, with the visibility of its section. */
export const allFields = (definition: FormDefinition): Field[] => definition.sections.flatMap((section) => section.fields);

/** The fields shown for these values: their section's and their own `visibleIf` hold. */
export function visibleFields(definition: FormDefinition, values: FormValues): Field[] {
  return definition.sections
    .filter((section) => holds(section.visibleIf, values))
    .flatMap((section) => section.fields.filter((field) => holds(field.visibleIf, values)));
}

/** A table's rows as values (anything that is not a list of objects is no rows). */
export const rowsOf = (value: unknown): FormValues[] =>
  Array.isArray(value) ? value.filter((row): row is FormValues => typeof row === 'object' && row !== null && !Array.isArray(row)) : [];

/** What is sent: the shown fields' values only (a hidden field's value is dropped, so is an unknown key). */
export function submittedValues(definition: FormDefinition, values: FormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of visibleFields(definition, values)) {
    const value = values[field.name];
    if (value === undefined) continue;
    out[field.name] =
      field.type === 'table'
        ? rowsOf(value).map((row) =>
            Object.fromEntries(
              (field.columns ?? [])
                .filter((column) => holds(column.visibleIf, row) && row[column.name] !== undefined)
                .map((column) => [column.name, row[column.name]]),
            ),
          )
        : value;
  }
  return out;
}

const toNumber = (value: unknown) => (typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN);

/** A table's totals: each `totals` column summed over the rows, rounded to the column's decimals. */
export function tableTotals(field: Field, rows: readonly FormValues[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const name of field.totals ?? []) {
    const column = field.columns?.find((c) => c.name === name);
    const scale = 10 ** (column?.decimals ?? 2);
    const sum = rows.reduce((total, row) => {
      const number = toNumber(row[name]);
      return Number.isFinite(number) ? total + number : total;
    }, 0);
    totals[name] = Math.round(sum * scale) / scale;
  }
  return totals;
}

/** The options a choice field offers: its own, or those its data source answered (`sourced`). */
export const optionsOf = (field: Field, sourced: Readonly<Record<string, readonly Option[]>> = {}): readonly Option[] | undefined =>
  field.optionsFrom ? sourced[field.optionsFrom] : field.options;

/** Whether a shown choice holds an option marked abnormal (a health report's fever, a symptom). */
export function isAbnormal(definition: FormDefinition, values: FormValues, sourced: Readonly<Record<string, readonly Option[]>> = {}): boolean {
  return visibleFields(definition, values).some((field) => {
    if (field.type !== 'choice') return false;
    const chosen = Array.isArray(values[field.name]) ? (values[field.name] as unknown[]) : [values[field.name]];
    return (optionsOf(field, sourced) ?? []).some((option) => option.abnormal && chosen.includes(option.value));
  });
}
