/**
 * Why a call failed, in the terms a widget acts on: the network (show the network-error screen or an
 * inline retry), the school's answer (`e` ≠ 0: show `m`), or an answer that is not an envelope at all.
 */
export type ApiErrorKind = 'network' | 'envelope' | 'bad-answer' | 'unknown-key';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly detail: { key: string; e?: number; status?: number; body?: unknown } ,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
