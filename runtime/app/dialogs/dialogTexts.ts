/**
 * The helper dialogs' texts (legacy-portal §8 defaults) in their own i18n namespace, `dialogs`, beside the code
 * that shows them. Keys: `confirm` and `cancel` are the button labels, `messages.*` the default
 * messages, `preview.*` the image preview's words. A site may re-word any of them through its labels
 * (`"dialogs:messages.alert"`).
 */
import type { i18n as I18n } from 'i18next';
import type { Language } from '../../shared/manifestProblems.ts';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

export const DIALOGS_NAMESPACE = 'dialogs';

export const dialogTexts: Record<Language, typeof zh> = { zh, en, tw };

const registered = new WeakSet<I18n>();

/**
 * Adds the dialog texts to an i18n instance, in every language. Like widget texts, they go under the
 * site's label overrides already there (deep merge, no overwrite). Calling it again does nothing.
 */
export function addDialogTexts(i18n: I18n): void {
  if (registered.has(i18n)) return;
  registered.add(i18n);
  for (const [language, texts] of Object.entries(dialogTexts)) i18n.addResourceBundle(language, DIALOGS_NAMESPACE, texts, true, false);
}
