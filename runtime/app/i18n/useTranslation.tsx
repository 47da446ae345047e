/**
 * The React side of i18next: `I18nProvider` gives a tree the portal's i18next instance, and
 * `useTranslation(namespace)` a `t` bound to that namespace, drawn again when the reader switches language.
 *
 * Why not react-i18next: the portal used one hook and the provider of it, and it cost 2.8 kB gzip on
 * every first load, about a fifth of what the home page may carry beyond a bare React page. Everything the portal relied on is here: texts are added to the instance before a page draws
 * (never loaded by a backend), so nothing suspends; like react-i18next by default, a component follows
 * `languageChanged`, not each added bundle.
 */
import type { i18n as I18n, TFunction } from 'i18next';
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';

const I18nContext = createContext<I18n | undefined>(undefined);

export function I18nProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** The reader's language, followed as they switch it; undefined outside an I18nProvider (a hook's bare test). */
export function useReaderLanguage(): string | undefined {
  const i18n = useContext(I18nContext);
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n?.on('languageChanged', changed);
      return () => i18n?.off('languageChanged', changed);
    },
    [i18n],
  );
  return useSyncExternalStore(subscribe, () => i18n?.language);
}

export interface Translation {
  /** Texts of the namespace in the current language (`ns:key` reaches another namespace). */
  t: TFunction;
  i18n: I18n;
}

export function useTranslation(namespace?: string): Translation {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nProvider above it (the portal, a test or a story gives one)');
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    [i18n],
  );
  const language = useSyncExternalStore(subscribe, () => i18n.language);
  // A `t` per language drawn, so effects and memos that depend on it run again when the language changes.
  const t = useMemo(() => i18n.getFixedT(language, namespace ?? null), [i18n, namespace, language]);
  return { t, i18n };
}
