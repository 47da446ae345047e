/**
 * The form engine's texts in their own i18n namespace, `forms`, beside the code that shows them, so
 * they load with the first form instead of with every page (as the dialogs' do). A site may re-word any
 * of them through its labels (`"forms:problems.badPhone"`).
 */
import type { i18n as I18n } from 'i18next';
import type { Language } from '../../shared/manifestProblems.ts';
import type { FieldProblem } from '../../shared/forms/index.ts';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

export const FORMS_NAMESPACE = 'forms';

export const formTexts: Record<Language, typeof zh> = { zh, en, tw };

const registered = new WeakSet<I18n>();

/** Adds the texts to an i18n instance, under the site's label overrides already there. Again: nothing. */
export function addFormTexts(i18n: I18n): void {
  if (registered.has(i18n)) return;
  registered.add(i18n);
  for (const [language, texts] of Object.entries(formTexts)) i18n.addResourceBundle(language, FORMS_NAMESPACE, texts, true, false);
}

/** The i18n key and values of a problem's message: `problems.tooManyDecimals` with `{decimals: 1}`. */
export const problemText = (problem: Pick<FieldProblem, 'code' | 'params'>): [string, Record<string, number>] => [
  `problems.${problem.code}`,
  problem.params ?? {},
];
