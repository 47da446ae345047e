/** An answer as one line of text, for a spreadsheet cell: option labels, joined lists, a location's numbers. */
import { optionsOf, type Field } from '../../../runtime/app/index.ts';

type Localize = (text: { zh: string; en?: string; tw?: string } | undefined) => string;

export function answerText(field: Field, value: unknown, localize: Localize): string {
  if (value === undefined || value === null) return '';
  if (field.type === 'choice') {
    const options = optionsOf(field) ?? [];
    return (Array.isArray(value) ? value : [value]).map((item) => localize(options.find((option) => option.value === item)?.label) || String(item)).join('、');
  }
  if (field.type === 'address') {
    const { region = [], detail = '' } = value as { region?: string[]; detail?: string };
    return `${region.join(' ')} ${detail}`.trim();
  }
  if (field.type === 'location') {
    const { lat, lng } = value as { lat?: number; lng?: number };
    return `${lat}, ${lng}`;
  }
  return Array.isArray(value) ? value.join('、') : String(value);
}
