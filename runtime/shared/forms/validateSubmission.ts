/**
 * Checks a form's values against its definition by reading the definition: a form's fields
 * change at run time, so no validator is compiled for them, and the page's CSP keeps no `unsafe-eval`. The
 * browser runs it to point at a field before sending; the server runs it again on every submission.
 * Problems are codes with the numbers their message names; the page words them in the reader's language.
 */
import type { Field, FormDefinition, Option } from '../generated/formDefinition.ts';
import { holds, isEmptyValue, type FormValues } from './conditions.ts';
import { decimalsOf, isDate, isDateTime, isIdNumber, isLocation, isPhone, isRegion, isTime } from './fieldFormats.ts';
import { optionsOf, rowsOf, visibleFields } from './formFields.ts';
import { safePattern } from './safePattern.ts';

export type FieldProblemCode =
  | 'required'
  | 'tooShort'
  | 'tooLong'
  | 'pattern'
  | 'notNumber'
  | 'belowMin'
  | 'aboveMax'
  | 'tooManyDecimals'
  | 'notOption'
  | 'tooFewItems'
  | 'tooManyItems'
  | 'badDate'
  | 'badTime'
  | 'badDateTime'
  | 'badPhone'
  | 'badIdNumber'
  | 'badRegion'
  | 'badAddress'
  | 'badLocation'
  | 'badFile'
  | 'badValue';

export interface FieldProblem {
  /** The field's name; a table cell's is the table, the row's index and the column: ['members', 2, 'phone']. */
  path: Array<string | number>;
  code: FieldProblemCode;
  /** The numbers its message names: min, max, decimals, count. */
  params?: Record<string, number>;
}

export interface ValidateOptions {
  /** Options a data source answered, by data source id: a choice filled by one must hold one of them. Unknown: any value. */
  sourcedOptions?: Readonly<Record<string, readonly Option[]>>;
}

type Problem = Omit<FieldProblem, 'path'>;

const isText = (value: unknown): value is string => typeof value === 'string';
const isScalar = (value: unknown): value is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof value);
/** Uploaded files are kept as the ids the upload answered. */
const isFileId = (value: unknown) => (isText(value) && value.length > 0 && value.length <= 200) || (typeof value === 'number' && Number.isInteger(value));

function countProblem(field: Field, count: number): Problem | undefined {
  if (field.minItems !== undefined && count < field.minItems) return { code: 'tooFewItems', params: { count: field.minItems } };
  if (field.maxItems !== undefined && count > field.maxItems) return { code: 'tooManyItems', params: { count: field.maxItems } };
  return undefined;
}

function textProblem(field: Field, value: unknown): Problem | undefined {
  if (!isText(value)) return { code: 'badValue' };
  const length = [...value].length;
  if (field.minLength !== undefined && length < field.minLength) return { code: 'tooShort', params: { min: field.minLength } };
  if (field.maxLength !== undefined && length > field.maxLength) return { code: 'tooLong', params: { max: field.maxLength } };
  const pattern = field.pattern === undefined ? undefined : safePattern(field.pattern);
  if (pattern && !pattern.test(value)) return { code: 'pattern' };
  return undefined;
}

function numberProblem(field: Field, value: unknown): Problem | undefined {
  const number = typeof value === 'number' ? value : isText(value) && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(number)) return { code: 'notNumber' };
  if (field.min !== undefined && number < field.min) return { code: 'belowMin', params: { min: field.min } };
  if (field.max !== undefined && number > field.max) return { code: 'aboveMax', params: { max: field.max } };
  if (field.decimals !== undefined && decimalsOf(number) > field.decimals) return { code: 'tooManyDecimals', params: { decimals: field.decimals } };
  return undefined;
}

function choiceProblem(field: Field, value: unknown, options: ValidateOptions): Problem | undefined {
  const chosen = field.multiple ? value : [value];
  if (!Array.isArray(chosen) || !chosen.every(isScalar)) return { code: 'badValue' };
  const offered = optionsOf(field, options.sourcedOptions);
  if (offered && chosen.some((item) => !offered.some((option) => option.value === item))) return { code: 'notOption' };
  if (new Set(chosen).size !== chosen.length) return { code: 'badValue' };
  return field.multiple ? countProblem(field, chosen.length) : undefined;
}

/** One field's value, already known not to be empty. Table rows are checked by the caller. */
function valueProblem(field: Field, value: unknown, options: ValidateOptions): Problem | undefined {
  switch (field.type) {
    case 'text':
    case 'textarea':
      return textProblem(field, value);
    case 'number':
      return numberProblem(field, value);
    case 'choice':
      return choiceProblem(field, value, options);
    case 'date':
      return isText(value) && isDate(value) ? undefined : { code: 'badDate' };
    case 'time':
      return isText(value) && isTime(value) ? undefined : { code: 'badTime' };
    case 'datetime':
      return isText(value) && isDateTime(value) ? undefined : { code: 'badDateTime' };
    case 'phone':
      return isText(value) && isPhone(value) ? undefined : { code: 'badPhone' };
    case 'idNumber':
      return isText(value) && isIdNumber(value) ? undefined : { code: 'badIdNumber' };
    case 'region':
      return isRegion(value) ? undefined : { code: 'badRegion' };
    case 'address': {
      const { region, detail } = (value ?? {}) as { region?: unknown; detail?: unknown };
      if (typeof value !== 'object' || !isRegion(region) || !isText(detail) || detail.trim() === '' || detail.length > 200) return { code: 'badAddress' };
      return undefined;
    }
    case 'location':
      return isLocation(value) ? undefined : { code: 'badLocation' };
    case 'image':
      return Array.isArray(value) && value.every(isFileId) ? countProblem(field, value.length) : { code: 'badFile' };
    case 'signature':
      return isFileId(value) ? undefined : { code: 'badFile' };
    case 'table':
      return Array.isArray(value) ? countProblem(field, rowsOf(value).length) : { code: 'badValue' };
  }
}

function required(field: Field, values: FormValues): boolean {
  return field.required === true || (field.requiredIf !== undefined && holds(field.requiredIf, values));
}

function checkFields(fields: readonly Field[], values: FormValues, at: Array<string | number>, options: ValidateOptions, problems: FieldProblem[]): void {
  for (const field of fields) {
    const value = values[field.name];
    const path = [...at, field.name];
    if (isEmptyValue(value) && !(field.type === 'table' && Array.isArray(value) && field.minItems)) {
      if (required(field, values)) problems.push({ path, code: 'required' });
      continue;
    }
    const problem = valueProblem(field, value, options);
    if (problem) problems.push({ path, ...problem });
    if (field.type === 'table' && Array.isArray(value)) {
      rowsOf(value).forEach((row, index) => {
        const shown = (field.columns ?? []).filter((column) => column.type !== 'table' && holds(column.visibleIf, row));
        checkFields(shown, row, [...path, index], options, problems);
      });
    }
  }
}

/** The problems of these values, in the form's order; none when it may be sent. */
export function validateSubmission(definition: FormDefinition, values: FormValues, options: ValidateOptions = {}): FieldProblem[] {
  const problems: FieldProblem[] = [];
  checkFields(visibleFields(definition, values), values, [], options, problems);
  return problems;
}
