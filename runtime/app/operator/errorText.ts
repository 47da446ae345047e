/** An operator API error in the reader's words: each error code of API.md has its own text. */
import type { TFunction } from 'i18next';
import { OperatorApiError } from './operatorApi.ts';

const known = new Set([
  'bad-credentials',
  'rate-limited',
  'login-required',
  'forbidden-site',
  'csrf',
  'stale',
  'invalid',
  'too-large',
  'too-deep',
  'forbidden-key',
  'reason-required',
  'if-match-required',
  'console-off',
  'invalid-site-id',
  'network',
  'unreadable',
  'site-not-found',
  'version-not-found',
  'preview-not-found',
  'unknown-role',
  'save-failed',
  'store-unavailable',
  'internal',
]);

export function errorText(t: TFunction, error: unknown): string {
  if (!(error instanceof OperatorApiError)) return t('operator:errors.unknown', { message: String(error) });
  if (error.code === 'rate-limited') {
    const seconds = Number(error.details.retryAfterSeconds);
    return t('operator:errors.rate-limited', { minutes: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 15 });
  }
  return known.has(error.code) ? t(`operator:errors.${error.code}`) : t('operator:errors.unknown', { message: error.message || error.code });
}
