import { useCallback } from 'react';
import { useTranslation, isApiError } from '../../../runtime/app/index.ts';

/**
 * What a failed account call says to the reader: the school's refusals by code in the reader's
 * language (their zh `m` for codes the page does not know), a network failure as such.
 */
export function useErrorText(namespace = 'account'): (error: unknown) => string {
  const { t, i18n } = useTranslation(namespace);
  return useCallback(
    (error: unknown) => {
      if (!isApiError(error)) return String(error);
      if (error.kind === 'network') return t('form.network');
      const key = `errors.${error.detail.e ?? ''}`;
      return i18n.exists(key, { ns: namespace }) ? t(key) : error.message;
    },
    [t, i18n, namespace],
  );
}
