/**
 * i18next for the portal: zh (default), en and tw; the user's choice kept in local storage; the site's
 * label overrides on top of every text, the runtime's and each widget's.
 */
import i18next, { type i18n as I18n } from 'i18next';
import type { ResolvedSiteManifest, LocalizedText } from '../../shared/generated/resolvedSiteManifest.ts';
import { PORTAL_LANGUAGE_COOKIE } from '../../shared/languageCookie.ts';
import type { Language } from '../../shared/manifestProblems.ts';
import { officeDb, storedKeys } from '../storage/officeDb.ts';

/** The runtime's texts, one chunk per language: a visit loads only the language it shows. */
const runtimeTexts = import.meta.glob<Record<string, unknown>>('./locales/*.json', { import: 'default' });
const loadRuntimeTexts = (language: Language) => runtimeTexts[`./locales/${language}.json`]!();
/** Starts loading a language's texts early (boot does it while the manifest loads). */
export const preloadRuntimeTexts = (language: Language): void => void loadRuntimeTexts(language).catch(() => undefined);

/** Languages whose runtime texts an i18n instance has (a label override alone does not count). */
const loadedLanguages = new WeakMap<I18n, Set<string>>();

export const languages: readonly Language[] = ['zh', 'en', 'tw'];
export const runtimeNamespace = 'portal';
const htmlLang: Record<Language, string> = { zh: 'zh-CN', en: 'en', tw: 'zh-TW' };

const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

/**
 * The language the portal shows, in a cookie as well as local storage, so that pages the school's server
 * renders itself (the sandbox's login page) can speak it too. Kept for a year.
 */
function tellServerLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.cookie = `${PORTAL_LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`;
}

/** The stored choice if the site offers it, else the site's default. */
export function initialLanguage(available: readonly Language[] = languages, fallback: Language = 'zh'): Language {
  const stored = officeDb.get<string>(storedKeys.language);
  return isLanguage(stored) && available.includes(stored) ? stored : fallback;
}

export async function createI18n(language: Language, labels: ResolvedSiteManifest['labels'] = {}): Promise<I18n> {
  const instance = i18next.createInstance();
  // Every runtime text exists in every language (a test checks), so no fallback bundle is needed.
  const texts = await loadRuntimeTexts(language);
  await instance.init({
    lng: language,
    fallbackLng: false,
    defaultNS: runtimeNamespace,
    ns: [runtimeNamespace],
    resources: { [language]: { [runtimeNamespace]: texts } },
    // React escapes every text it renders; label overrides are never rendered as HTML.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  loadedLanguages.set(instance, new Set([language]));
  for (const lang of languages) {
    for (const [qualified, text] of Object.entries(labels[lang] ?? {})) {
      const [ns, key] = splitKey(qualified);
      instance.addResource(lang, ns, key, text);
    }
  }
  instance.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined' && isLanguage(lng)) document.documentElement.lang = htmlLang[lng];
  });
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang[language];
  tellServerLanguage(language);
  return instance;
}

/** Adds a widget's texts under its id without overwriting the site's label overrides already there. */
export function addWidgetTexts(instance: I18n, widgetId: string, locales: Partial<Record<Language, Record<string, unknown>>>): void {
  for (const lang of languages) {
    const texts = locales[lang];
    if (texts) instance.addResourceBundle(lang, widgetId, texts, true, false);
  }
}

/** Switches language (loading its runtime texts first) and remembers the choice on this device. */
export async function chooseLanguage(instance: I18n, language: Language): Promise<void> {
  officeDb.set(storedKeys.language, language);
  tellServerLanguage(language);
  const loaded = loadedLanguages.get(instance) ?? new Set<string>();
  if (!loaded.has(language)) {
    // Under the site's label overrides already there (overwrite: false).
    instance.addResourceBundle(language, runtimeNamespace, await loadRuntimeTexts(language), true, false);
    loaded.add(language);
    loadedLanguages.set(instance, loaded);
  }
  await instance.changeLanguage(language);
}

/** A manifest text in the language, falling back to zh. */
export function localize(text: LocalizedText | undefined, language: string): string {
  if (!text) return '';
  return (isLanguage(language) ? text[language] : undefined) ?? text.zh;
}

function splitKey(qualified: string): [string, string] {
  const at = qualified.indexOf(':');
  return [qualified.slice(0, at), qualified.slice(at + 1)];
}
