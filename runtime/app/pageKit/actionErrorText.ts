import type { TFunction } from 'i18next';
import { isApiError } from '../api/apiError.ts';

/**
 * What a refused or failed action says to the reader: the school's own words for a refusal (the sandbox
 * and school backends answer in the portal's language), the portal's for a network failure or an answer
 * that is not one; never a browser's English ("Failed to fetch") or a stack. Empty for a login expiry,
 * which the request layer answers itself.
 */
export function actionErrorText(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('action.failed');
  // The request layer already sent the reader to log in (legacy-portal §8): nothing to say beside the button.
  if (error.kind === 'login-required') return '';
  if (error.kind === 'envelope' && error.message) return error.message;
  if (error.kind === 'network') return t('action.network');
  return t('action.failed');
}
