/**
 * What the schema cannot say about a form definition: names that clash, conditions and data sources that
 * name a field the form lacks, a choice with nothing to choose from, a pattern that cannot be used safely.
 * The server checks a definition with the schema (form.schema.json) and then with this before it serves
 * or uses it; `npm run validate` does the same for the forms in app props. Problems are in English, for
 * the operator who wrote the definition.
 */
import type { Condition, Field, FormDefinition } from '../generated/formDefinition.ts';
import { allFields } from './formFields.ts';
import { safePattern } from './safePattern.ts';

function conditionFields(condition: Condition | undefined): string[] {
  if (!condition) return [];
  return [
    ...(condition.field ? [condition.field] : []),
    ...(condition.all ?? []).flatMap(conditionFields),
    ...(condition.any ?? []).flatMap(conditionFields),
    ...conditionFields(condition.not),
  ];
}

function fieldProblems(field: Field, where: string, names: ReadonlySet<string>, sources: ReadonlySet<string>, inTable: boolean): string[] {
  const problems: string[] = [];
  const at = `${where} field "${field.name}"`;
  for (const name of [...conditionFields(field.visibleIf), ...conditionFields(field.requiredIf)])
    if (!names.has(name)) problems.push(`${at}: its condition names "${name}", which ${inTable ? 'the row' : 'the form'} does not have`);
  if (field.type === 'choice' && !field.options?.length && !field.optionsFrom) problems.push(`${at}: a choice needs options or optionsFrom`);
  if (field.optionsFrom && !sources.has(field.optionsFrom))
    problems.push(`${at}: optionsFrom names "${field.optionsFrom}", which is not one of the form's dataSources`);
  if (field.pattern !== undefined && !safePattern(field.pattern))
    problems.push(
      `${at}: its pattern is not a regular expression the server can run (at most 200 characters, without back-references such as \\1 or look-arounds such as (?=…))`,
    );
  if (field.min !== undefined && field.max !== undefined && field.min > field.max) problems.push(`${at}: min is above max`);
  if (field.type === 'table') {
    if (inTable) problems.push(`${at}: a table cannot hold a table`);
    if (!field.columns?.length) problems.push(`${at}: a table needs columns`);
    const columns = new Set((field.columns ?? []).map((column) => column.name));
    if (columns.size !== (field.columns ?? []).length) problems.push(`${at}: two columns have the same name`);
    for (const column of field.columns ?? []) problems.push(...fieldProblems(column, `${at},`, columns, sources, true));
    for (const total of field.totals ?? [])
      if (field.columns?.find((column) => column.name === total)?.type !== 'number')
        problems.push(`${at}: totals names "${total}", which is not a number column`);
  }
  return problems;
}

export function definitionProblems(definition: FormDefinition): string[] {
  const problems: string[] = [];
  const fields = allFields(definition);
  const names = new Set(fields.map((field) => field.name));
  const sources = new Set((definition.dataSources ?? []).map((source) => source.id));
  const seen = new Set<string>();
  for (const field of fields) {
    if (seen.has(field.name)) problems.push(`field "${field.name}" is declared twice`);
    seen.add(field.name);
  }
  const sections = new Set<string>();
  for (const section of definition.sections) {
    if (sections.has(section.id)) problems.push(`section "${section.id}" is declared twice`);
    sections.add(section.id);
    for (const name of conditionFields(section.visibleIf))
      if (!names.has(name)) problems.push(`section "${section.id}": its condition names "${name}", which the form does not have`);
    for (const field of section.fields) problems.push(...fieldProblems(field, `section "${section.id}",`, names, sources, false));
  }
  if (sources.size !== (definition.dataSources ?? []).length) problems.push('two dataSources have the same id');
  for (const source of definition.dataSources ?? []) {
    if (!names.has(source.fills)) problems.push(`data source "${source.id}" fills "${source.fills}", which the form does not have`);
    for (const name of source.watch ?? []) if (!names.has(name)) problems.push(`data source "${source.id}" watches "${name}", which the form does not have`);
    for (const value of Object.values(source.query ?? {}))
      if (typeof value === 'object' && !names.has(value.field))
        problems.push(`data source "${source.id}" sends "${value.field}", which the form does not have`);
    if (source.runOn === 'change' && !source.watch?.length) problems.push(`data source "${source.id}" runs on change but watches no field`);
  }
  for (const name of definition.print?.fields ?? []) if (!names.has(name)) problems.push(`print names "${name}", which the form does not have`);
  return problems;
}
