/**
 * The languages a school's texts are edited in: zh, which every text needs, and the others the school
 * offers (`languages.available`, its own or inherited). A school offering zh and en is not asked for
 * Traditional Chinese titles (nor shown its base school's).
 */
import type { Language } from '../../shared/manifestProblems.ts';
import { languages } from '../i18n/i18n.ts';
import type { DraftFields } from './useSiteDraft.ts';

export function offeredLanguages(fields: Pick<DraftFields, 'value'>): readonly Language[] {
  const available = fields.value(['languages', 'available']);
  if (!Array.isArray(available)) return languages;
  return languages.filter((language) => language === 'zh' || available.includes(language));
}
