/**
 * An answer as one line of text, for a spreadsheet cell or a list: option labels, joined lists, a region's
 * names (province first), a location's numbers. Exports of submissions use it, so an office's spreadsheet
 * reads 浙江省 杭州市 西湖区, not the GB/T 2260 codes the form keeps.
 */
import { allFields, optionsOf, type Field, type FormDefinition } from '../../shared/forms/index.ts';
import type { RegionData } from './fields/regionData.ts';

type Localize = (text: { zh: string; en?: string; tw?: string } | undefined) => string;

/** `regions`: the loaded region names (useRegionData); without them a region shows as its codes. */
export function answerText(field: Field, value: unknown, localize: Localize, regions?: RegionData): string {
  if (value === undefined || value === null) return '';
  const names = (codes: readonly string[]) => (regions ? regions.placeOf(codes) : codes.join(' '));
  if (field.type === 'choice') {
    const options = optionsOf(field) ?? [];
    return (Array.isArray(value) ? value : [value]).map((item) => localize(options.find((option) => option.value === item)?.label) || String(item)).join('、');
  }
  if (field.type === 'region') return Array.isArray(value) ? names(value as string[]) : String(value);
  if (field.type === 'address') {
    const { region = [], detail = '' } = value as { region?: string[]; detail?: string };
    return `${names(region)} ${detail}`.trim();
  }
  if (field.type === 'location') {
    const { lat, lng } = value as { lat?: number; lng?: number };
    return `${lat}, ${lng}`;
  }
  return Array.isArray(value) ? value.join('、') : String(value);
}

/** Whether a definition has a region or an address anywhere (a child table's columns included). */
export const usesRegions = (definition: FormDefinition) =>
  allFields(definition).some(
    (field) =>
      field.type === 'region' || field.type === 'address' || (field.columns ?? []).some((column) => column.type === 'region' || column.type === 'address'),
  );
