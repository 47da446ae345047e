/**
 * The one request client widgets use (spec §7): by API key, resolved key → widget default path → site
 * override → API base. Sends credentials and `X-Requested-With: XMLHttpRequest`; form-encoded bodies
 * unless the endpoint asks for JSON; GET data in the query. Reads the envelope `{e, m, d}` and carries
 * out the error catalogue of spec §8 through the shell's `RequestUi`.
 */
import type { ApiEndpoint } from '../../shared/generated/widgetMeta.ts';
import { allowedRedirect } from '../auth/redirectTarget.ts';
import { ApiError } from './apiError.ts';
import type { ApiData, ApiKey } from './apiResponses.ts';
import { quietRequestUi, type LoginMode, type RequestUi } from './requestUi.ts';

export type Query = Record<string, string | number | boolean | undefined>;

export interface ApiClientOptions {
  base: string;
  overrides: Record<string, string>;
  /** The default endpoint of a key, from the widget definitions loaded so far. */
  endpoint: (key: string) => ApiEndpoint | undefined;
  /** How long one call may take in all, headers and body (15 s by default); then it fails as a network error. */
  timeoutMs?: number;
  /** The fetch to send with; tests and stories pass one that answers from fixtures. */
  fetch?: typeof fetch;
  /** The shell's dialogs, navigation and page replacement; silent without it. */
  ui?: RequestUi;
}

/** Spec §8 choices a call makes. */
export interface CallOptions {
  /** e = 10013 (not logged in): alert then go to login, go at once, or reject with the answer. */
  login?: LoginMode;
  /** Missing data replaces the page with the no-data view (the old `locationErr` mode). */
  locationErr?: boolean;
  /** An exception in `handle`: logged, then the full-page system exception (`page`, mode 1) or a popup. */
  exception?: 'page' | 'popup';
}

export interface ApiClient {
  get<K extends ApiKey>(key: K, query?: Query, options?: CallOptions): Promise<ApiData<K>>;
  /** A `FormData` body is sent as multipart (file uploads); a `Query` form-encoded, or as JSON when the endpoint asks. */
  post<K extends ApiKey>(key: K, body?: Query | FormData, options?: CallOptions): Promise<ApiData<K>>;
  /**
   * Calls a key and runs `handle` on its data. Spec §8: an exception thrown by `handle` is logged to
   * the server (err_message, return_data, vue_data) and shown as a system exception.
   */
  handle<K extends ApiKey, T>(
    key: K,
    query: Query | undefined,
    handle: (data: ApiData<K>) => T,
    options?: CallOptions & { method?: 'GET' | 'POST' },
  ): Promise<T>;
  /** The URL a key resolves to (for links such as downloads). */
  url(key: string): string;
}

/** The old backends' code for "not logged in" (spec §8). */
export const notLoggedIn = 10013;

interface Envelope {
  e: number;
  m: string;
  d: unknown;
}

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && typeof (value as Envelope).e === 'number' && 'd' in value;

/**
 * What the portal's host (or a gateway in front of a school's backend) answers when the backend is down,
 * resetting or too slow (the host's `{e: 502|504}` envelopes): the network failure of spec §8, shown as the
 * network-error screen, not as a message of the school's.
 */
const gatewayStatuses = new Set([502, 503, 504]);

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

const joinUrl = (base: string, path: string) => (/^https?:\/\//.test(path) ? path : `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);

const clean = (query: Query = {}) =>
  Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined));

export function createApiClient(options: ApiClientOptions): ApiClient {
  const ui = options.ui ?? quietRequestUi;
  const url = (key: string) => {
    const override = Object.hasOwn(options.overrides, key) ? options.overrides[key] : undefined;
    const path = override ?? options.endpoint(key)?.path;
    if (path === undefined) throw new ApiError('unknown-key', `unknown API key "${key}"`, { key });
    return joinUrl(options.base, path);
  };

  async function call(key: string, method: 'GET' | 'POST', data: Query | FormData | undefined, callOptions: CallOptions = {}): Promise<unknown> {
    const endpoint = options.endpoint(key);
    const multipart = data instanceof FormData ? data : undefined;
    const body = clean(multipart ? undefined : (data as Query | undefined));
    // ky's own `timeout` ends when the headers arrive: a backend that sends them and then stalls its body
    // would leave the page loading for ever. One signal bounds the whole exchange, headers and body.
    const timeoutMs = options.timeoutMs ?? 15_000;
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new ApiError('network', `no complete answer within ${timeoutMs} ms`, { key })), timeoutMs);
    let response: Response;
    let text: string;
    try {
      try {
        // ky loads with the first call, so pages that call nothing (the home page) never pay for it.
        const { default: ky } = await import('ky');
        response = await ky(url(key), {
          method,
          credentials: 'include',
          headers: { 'X-Requested-With': 'XMLHttpRequest' },
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

  return {
    get: (key, query, callOptions) => call(key, 'GET', query, callOptions) as Promise<ApiData<typeof key>>,
    post: (key, body, callOptions) => call(key, 'POST', body, callOptions) as Promise<ApiData<typeof key>>,
    handle: handle as ApiClient['handle'],
    url,
  };
}
