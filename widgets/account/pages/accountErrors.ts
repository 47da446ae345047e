import { useCallback } from 'react';
import { useTranslation, isApiError } from '../../../runtime/app/index.ts';

/**
 * useAction's `failed` for the account calls: the school's refusals by code in the reader's language,
 * a network failure in the account pages' words, else the kit's reason (the school's `m`).
 */
export function useFailedText(): (reason: string, error: unknown) => string {
  const { t, i18n } = useTranslation('account');
  return useCallback(
    (reason: string, error: unknown) => {
      if (!isApiError(error)) return reason;
      if (error.kind === 'network') return t('form.network');
      const key = `errors.${error.detail.e ?? ''}`;
      return i18n.exists(key, { ns: 'account' }) ? t(key) : reason;
    },
    [t, i18n],
  );
}
