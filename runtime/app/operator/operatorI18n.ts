/**
 * The console's texts: the portal's own i18next setup (same languages, same remembered choice under
 * `officeDb.language`) with the console's words in their own namespace, `operator`.
 */
import type { i18n as I18n } from 'i18next';
import type { Language } from '../../shared/manifestProblems.ts';
import { createI18n, initialLanguage, languages } from '../i18n/i18n.ts';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

export const OPERATOR_NAMESPACE = 'operator';

export const operatorTexts: Record<Language, typeof zh> = { zh, en, tw };

/** An i18next instance in the language the reader chose in the portal (or zh). */
export async function createOperatorI18n(language: Language = initialLanguage()): Promise<I18n> {
  const i18n = await createI18n(language);
  for (const lang of languages) i18n.addResourceBundle(lang, OPERATOR_NAMESPACE, operatorTexts[lang], true, true);
  i18n.setDefaultNamespace(OPERATOR_NAMESPACE);
  return i18n;
}

/** The reader's language as the problem catalogue knows it. */
export const languageOf = (i18n: I18n): Language => (languages.includes(i18n.language as Language) ? (i18n.language as Language) : 'zh');
