/**
 * The health reports' table access, shared by the routes and the seed: report types (their form
 * definitions), reports, and what a report says in one line.
 */
import {
  allFields,
  isAbnormal,
  optionsOf,
  visibleFields,
  type FormDefinition,
  type FormValues,
  type Language,
  type SandboxDatabase,
} from '../../../sandbox/kit.ts';

export interface ReportType {
  key: string;
  name: string;
  deadline: string;
  definition: FormDefinition;
  version: number;
  updatedAt: number;
}

interface TypeRow {
  key: string;
  name: string;
  deadline: string;
  definition: string;
  version: number;
  updated_at: number;
}

export interface ReportRow {
  id: number;
  type_key: string;
  student_number: string;
  username: string | null;
  day: string;
  form_values: string;
  abnormal: number;
  submitted_at: number;
  updated_at: number;
}

const toType = (row: TypeRow): ReportType => ({
  key: row.key,
  name: row.name,
  deadline: row.deadline,
  definition: JSON.parse(row.definition) as FormDefinition,
  version: row.version,
  updatedAt: row.updated_at,
});

export function createTypeStore(db: SandboxDatabase) {
  const one = db.prepare<[string], TypeRow>('SELECT * FROM health_report_types WHERE key = ?');
  const all = db.prepare<[], TypeRow>('SELECT * FROM health_report_types ORDER BY rowid');
  return {
    get: (key: string): ReportType | undefined => {
      const row = one.get(key);
      return row && toType(row);
    },
    all: (): ReportType[] => all.all().map(toType),
  };
}

/** The type as the contracts answer it. */
export const typeFacts = (type: ReportType) => ({ key: type.key, name: type.name, deadline: type.deadline, version: type.version });

/** Fields of a form, table columns not counted. */
export const fieldCount = (definition: FormDefinition): number => allFields(definition).length;

/** The reported temperature, when the form has one and the student gave it. */
export function temperatureOf(values: FormValues): number | null {
  return typeof values.temperature === 'number' ? values.temperature : null;
}

const NO_SYMPTOMS = { zh: '无异常', en: 'No symptoms', tw: '無異常' } as const;

/**
 * One line in the reader's language: the temperature, then the abnormal options chosen, or "无异常"
 * (36.5℃ · 无异常; 38.2℃ · Fever (≥37.3℃)). What the staff lists show of a report.
 */
export function summaryOf(definition: FormDefinition, values: FormValues, language: Language = 'zh'): string {
  const parts: string[] = [];
  const temperature = temperatureOf(values);
  if (temperature !== null) parts.push(`${temperature.toFixed(1)}℃`);
  const abnormal = visibleFields(definition, values).flatMap((field) => {
    if (field.type !== 'choice') return [];
    const chosen = Array.isArray(values[field.name]) ? (values[field.name] as unknown[]) : [values[field.name]];
    return (optionsOf(field) ?? [])
      .filter((option) => option.abnormal && chosen.includes(option.value))
      .map((option) => option.label[language] ?? option.label.zh);
  });
  parts.push(abnormal.length > 0 ? abnormal.join(language === 'en' ? ', ' : '、') : NO_SYMPTOMS[language]);
  return parts.join(' · ');
}

export const abnormalOf = (definition: FormDefinition, values: FormValues): boolean => isAbnormal(definition, values);
