/**
 * The request client's exchange (legacy-portal §7, §8): ky, the deadline, the envelope and the error catalogue.
 * requestClient.ts loads it with the first call, so the shell's first load carries only the client's
 * small facade; ky comes in the same chunk, as it did with the first call before.
 */
import ky from 'ky';
import { allowedRedirect } from '../auth/redirectTarget.ts';
import { ApiError } from './apiError.ts';
import { gatewayStatuses, isEnvelope, type Envelope } from './envelope.ts';
import { cleanQuery, type ApiClientOptions, type CallOptions, type JsonBody, type Query } from './requestClient.ts';
import { quietRequestUi, type LoginMode } from './requestUi.ts';

/** The old backends' code for "not logged in" (legacy-portal §8). */
export const notLoggedIn = 10013;

/** The body as text, ended early (rejecting with the signal's reason) when `signal` aborts while a piece is awaited. */
async function readText(response: Response, signal: AbortSignal): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const stop = () => void reader.cancel(signal.reason).catch(() => undefined);
  signal.addEventListener('abort', stop, { once: true });
  try {
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      const piece = await reader.read();
      if (signal.aborted) throw signal.reason;
      if (piece.done) return text + decoder.decode();
      text += decoder.decode(piece.value, { stream: true });
    }
  } finally {
    signal.removeEventListener('abort', stop);
  }
}

/** What requestClient.ts calls once this module is loaded. */
export interface Exchange {
  call(key: string, method: 'GET' | 'POST', data: Query | JsonBody | FormData | undefined, callOptions?: CallOptions): Promise<unknown>;
  handle<T>(key: string, query: Query | undefined, handler: (data: never) => T, callOptions?: CallOptions & { method?: 'GET' | 'POST' }): Promise<T>;
}

export function createExchange(options: ApiClientOptions, url: (key: string) => string): Exchange {
  const ui = options.ui ?? quietRequestUi;

  async function call(key: string, method: 'GET' | 'POST', data: Query | JsonBody | FormData | undefined, callOptions: CallOptions = {}): Promise<unknown> {
    const endpoint = options.endpoint(key);
    const multipart = data instanceof FormData ? data : undefined;
    const body = cleanQuery(multipart ? undefined : (data as Query | undefined));
    // ky's own `timeout` ends when the headers arrive: a backend that sends them and then stalls its body
    // would leave the page loading for ever. One signal bounds the whole exchange, headers and body.
    const timeoutMs = options.timeoutMs ?? 15_000;
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new ApiError('network', `no complete answer within ${timeoutMs} ms`, { key })), timeoutMs);
    let response: Response;
    let text: string;
    try {
      try {
        response = await ky(url(key), {
          method,
          credentials: 'include',
          headers: {
            'X-Requested-With': 'XMLHttpRequest',
            ...(callOptions.idempotencyKey ? { 'Idempotency-Key': callOptions.idempotencyKey } : {}),
          },
          ...(method === 'GET'
            ? { searchParams: body }
            : multipart
              ? { body: multipart }
              : endpoint?.json
                ? { json: body }
                : { body: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])) }),
          timeout: false,
          signal: deadline.signal,
          ...(options.fetch ? { fetch: options.fetch } : {}),
          retry: 0,
          throwHttpErrors: false,
        });
      } catch (error) {
        if (deadline.signal.aborted) throw deadline.signal.reason;
        if (error instanceof ApiError) throw error;
        throw new ApiError('network', (error as Error).message, { key });
      }
      try {
        text = await readText(response, deadline.signal);
      } catch (error) {
        // A connection reset halfway, or the bound passed while the body was coming: the network, not the school.
        if (deadline.signal.aborted) throw deadline.signal.reason;
        throw new ApiError('network', (error as Error).message, { key, status: response.status });
      }
    } finally {
      clearTimeout(timer);
    }
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      if (gatewayStatuses.has(response.status))
        throw new ApiError('network', `HTTP ${response.status}: the backend is unavailable`, { key, status: response.status });
      throw new ApiError('bad-answer', `HTTP ${response.status}: the answer is not JSON`, { key, status: response.status });
    }
    if (gatewayStatuses.has(response.status)) {
      // The host's own envelope keeps its words (后端服务暂时不可用) for pages that show the message.
      const said = isEnvelope(payload) && typeof payload.m === 'string' && payload.m ? payload.m : `HTTP ${response.status}: the backend is unavailable`;
      throw new ApiError('network', said, { key, status: response.status, ...(isEnvelope(payload) ? { e: payload.e, body: payload } : {}) });
    }
    if (!isEnvelope(payload))
      throw new ApiError('bad-answer', `HTTP ${response.status}: the answer is not an {e, m, d} envelope`, { key, status: response.status, body: payload });
    const message = typeof payload.m === 'string' ? payload.m : '';
    if (payload.e === notLoggedIn) return loginRequired(key, payload, message, callOptions.login ?? ui.defaultLoginMode);
    if (payload.e !== 0) throw new ApiError('envelope', message || `e = ${payload.e}`, { key, e: payload.e, status: response.status, body: payload });
    if (callOptions.locationErr && (payload.d === null || payload.d === undefined)) {
      ui.replacePage({ kind: 'no-data', ...(message ? { message } : {}) });
      throw new ApiError('no-data', message || 'no data', { key, body: payload });
    }
    return payload.d;
  }

  /** Spec §8, e = 10013: hide popups, then hand the answer back, go to login, or alert and go. */
  async function loginRequired(key: string, answer: Envelope, message: string, mode: LoginMode): Promise<never> {
    const error = new ApiError('login-required', message || 'login required', { key, e: notLoggedIn, body: answer });
    ui.hidePopups();
    if (mode === 'return') throw error;
    const loginUrl = (answer.d as { login_url?: unknown } | null)?.login_url;
    const target = allowedRedirect(typeof loginUrl === 'string' ? ui.withReturnTo(loginUrl) : undefined, ui.redirectPolicy);
    if (mode === 'alert') await ui.alert(message);
    if (!target) {
      ui.refuseRedirect(String(loginUrl));
      throw error;
    }
    ui.navigate(target);
    // The page is leaving: the caller's loading state simply stays until it is gone.
    return new Promise<never>(() => undefined);
  }

  async function handle<T>(
    key: string,
    query: Query | undefined,
    handler: (data: never) => T,
    callOptions: CallOptions & { method?: 'GET' | 'POST' } = {},
  ): Promise<T> {
    const data = await call(key, callOptions.method ?? options.endpoint(key)?.method ?? 'GET', query, callOptions);
    try {
      return handler(data as never);
    } catch (failure) {
      const error = failure instanceof Error ? failure : new Error(String(failure));
      void logWebError(error, data);
      if ((callOptions.exception ?? 'page') === 'page') ui.replacePage({ kind: 'system-exception' });
      else ui.popup(error.message);
      throw new ApiError('exception', error.message, { key, body: data });
    }
  }

  /** Spec §7 save web log: the answer and the page's state go to the server; its own failure is ignored. */
  async function logWebError(error: Error, answer: unknown): Promise<void> {
    const json = (value: unknown) => {
      try {
        return JSON.stringify(value)?.slice(0, 20_000) ?? '';
      } catch {
        return String(value);
      }
    };
    try {
      await call(
        'log.saveWebLog',
        'POST',
        { err_message: `${error.name}: ${error.message}\n${error.stack ?? ''}`.slice(0, 4000), return_data: json(answer), vue_data: json(ui.pageState()) },
        { login: 'return' },
      );
    } catch {
      // Logging must never become a second failure for the user.
    }
  }

  return { call, handle };
}
