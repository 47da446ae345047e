/**
 * What a daily report says beyond its values: whether it is abnormal (an unwell choice, or a fever by the
 * thermometer whatever was chosen) and its one-line summary in zh, as the lists and exports show it.
 */
import { allFields, isAbnormal, type FormDefinition, type FormValues, type Language } from '../../../sandbox/kit.ts';
import { FEVER_FROM, REPORT_FORM } from './reportForm.ts';

const LEFT_CITY = { zh: '已离开本市', en: 'Has left the city', tw: '已離開本市' } as const;

export function temperatureOf(values: Record<string, unknown>): number | null {
  return typeof values.temperature === 'number' ? values.temperature : null;
}

export function abnormalOf(definition: FormDefinition, values: Record<string, unknown>): boolean {
  const temperature = temperatureOf(values);
  return isAbnormal(definition, values as FormValues) || (temperature !== null && temperature >= FEVER_FROM);
}

/** A report on one line in the reader's language, its health in the form's own words: "36.5℃ · 健康", "37.8℃ · Fever · Has left the city". */
export function summaryOf(values: Record<string, unknown>, language: Language = 'zh'): string {
  const temperature = temperatureOf(values);
  const health = allFields(REPORT_FORM)
    .find((field) => field.name === 'health')
    ?.options?.find((option) => option.value === values.health)?.label;
  const parts = [temperature === null ? '' : `${temperature.toFixed(1)}℃`, health ? (health[language] ?? health.zh) : ''];
  if (values.leftCity === 'yes') parts.push(LEFT_CITY[language]);
  return parts.filter(Boolean).join(' · ');
}
