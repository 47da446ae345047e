/**
 * Why a call failed, in the terms a widget acts on: the network (show the network-error screen or an
 * inline retry), the school's answer (`e` ≠ 0: show `m`), an answer that is not an envelope at all,
 * login required (legacy-portal §8 e = 10013, when the call asked for the answer back), missing data (the page
 * was replaced by the no-data view), or an exception in the page's handler (logged, system exception).
 */
export type ApiErrorKind = 'network' | 'envelope' | 'bad-answer' | 'unknown-key' | 'login-required' | 'no-data' | 'exception';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly detail: { key: string; e?: number; status?: number; body?: unknown },
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
