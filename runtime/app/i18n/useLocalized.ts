import { useTranslation } from './useTranslation.tsx';
import type { LocalizedText } from '../../shared/generated/resolvedSiteManifest.ts';
import { localize } from './i18n.ts';

/** A hook returning a function that picks a manifest text in the current language. */
export function useLocalize(): (text: LocalizedText | undefined) => string {
  const { i18n } = useTranslation();
  return (text) => localize(text, i18n.language);
}
