/**
 * What a daily report says beyond its values: whether it is abnormal (an unwell choice, or a fever by the
 * thermometer whatever was chosen) and its one-line summary in zh, as the lists and exports show it.
 */
import { isAbnormal, type FormDefinition, type FormValues } from '../../../sandbox/kit.ts';
import { FEVER_FROM } from './reportForm.ts';

const HEALTH_WORDS: Record<string, string> = { healthy: '健康', fever: '发热', cough: '咳嗽、咽痛', other: '其他不适' };

export function temperatureOf(values: Record<string, unknown>): number | null {
  return typeof values.temperature === 'number' ? values.temperature : null;
}

export function abnormalOf(definition: FormDefinition, values: Record<string, unknown>): boolean {
  const temperature = temperatureOf(values);
  return isAbnormal(definition, values as FormValues) || (temperature !== null && temperature >= FEVER_FROM);
}

/** "36.5℃ · 健康", "37.8℃ · 发热 · 已离开本市". */
export function summaryOf(values: Record<string, unknown>): string {
  const temperature = temperatureOf(values);
  const parts = [temperature === null ? '' : `${temperature.toFixed(1)}℃`, HEALTH_WORDS[String(values.health)] ?? ''];
  if (values.leftCity === 'yes') parts.push('已离开本市');
  return parts.filter(Boolean).join(' · ');
}
