/**
 * The one request client widgets use (legacy-portal §7): by API key, resolved key → widget default path → site
 * override → API base. Sends credentials and `X-Requested-With: XMLHttpRequest`; form-encoded bodies
 * unless the endpoint asks for JSON; GET data in the query. Reads the envelope `{e, m, d}` and carries
 * out the error catalogue of legacy-portal §8 through the shell's `RequestUi` (requestExchange.ts, loaded with the
 * first call).
 */
import type { ApiEndpoint } from '../../shared/generated/widgetMeta.ts';
import { ApiError } from './apiError.ts';
import type { ApiBody, ApiData, ApiKey, ApiQuery } from './apiResponses.ts';
import { successData } from './envelope.ts';
import type { Exchange } from './requestExchange.ts';
import type { LoginMode, RequestUi } from './requestUi.ts';

export type Query = Record<string, string | number | boolean | undefined>;

/**
 * A body with lists and objects (a form's values and tables): only for endpoints declared `"json": true`,
 * which send it as JSON; a form-encoded body can only carry a {@link Query}'s flat values.
 */
export type JsonBody = { readonly [name: string]: unknown };

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
  /**
   * One key per intended submit, sent as `Idempotency-Key`: a retry after a timeout or a second tap that
   * slipped through carries the same key, and the backend answers it once (useAction makes them).
   */
  idempotencyKey?: string;
}

export interface ApiClient {
  /** `query` is typed by the key's declared query contract (widget.json `query`), when it has one. */
  get<K extends ApiKey>(key: K, query?: ApiQuery<K>, options?: CallOptions): Promise<ApiData<K>>;
  /** A `FormData` body is sent as multipart (file uploads); a `Query` form-encoded, or as JSON when the endpoint asks (a {@link JsonBody} only then). */
  post<K extends ApiKey>(key: K, body?: ApiBody<K> | FormData, options?: CallOptions): Promise<ApiData<K>>;
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
  /**
   * Sends a page's first GET before the page is drawn (boot/firstPage.ts), with no dialog or navigation of
   * its own. The page's own `get` of the same key and query, without call options, takes its answer
   * instead of asking again; any answer but a plain success ("not logged in", the school's error) is asked
   * again by that `get`, which then does what legacy-portal §8 says; a network failure is that get's failure. Not taken within {@link prefetchKeptMs}, it is dropped. Settles (never rejects) once
   * the answer is in.
   */
  prefetch(key: ApiKey, query: Query): Promise<void>;
  /**
   * The data of a prefetch of this key and query that has already arrived, taken (once): a page's first
   * render shows it at once instead of a loading view and a second render (useApiQuery, usePagedList).
   */
  takeReady<K extends ApiKey>(key: K, query: Query): { data: ApiData<K> } | undefined;
}

/** How long a prefetched answer waits for its page (which asks as soon as it is drawn). */
export const prefetchKeptMs = 10_000;

/** One GET's identity: the key and its query as the URL will carry it (undefined dropped, order ignored). */
export const requestIdentity = (key: string, query: Query = {}) =>
  `${key}?${Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${String(value)}`)
    .sort()
    .join('&')}`;

/** The query without its undefined values: what the URL (or the form body) carries. */
export const cleanQuery = (query: Query = {}) =>
  Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined));

/** `url` with its query replaced by `query`'s values, as ky's `searchParams` does for the exchange's GETs. */
const withQuery = (url: string, query: Query) => {
  const params = new URLSearchParams(Object.entries(cleanQuery(query)).map(([name, value]) => [name, String(value)])).toString();
  return params ? url.replace(/(?:\?.*?)?(?=#|$)/, `?${params}`) : url;
};

const joinUrl = (base: string, path: string) => (/^https?:\/\//.test(path) ? path : `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);

export function createApiClient(options: ApiClientOptions): ApiClient {
  const url = (key: string) => {
    const override = Object.hasOwn(options.overrides, key) ? options.overrides[key] : undefined;
    const path = override ?? options.endpoint(key)?.path;
    if (path === undefined) throw new ApiError('unknown-key', `unknown API key "${key}"`, { key });
    return joinUrl(options.base, path);
  };
  // The exchange (ky, the envelope, legacy-portal §8's catalogue) loads with the first call: the shell's first load
  // carries only this facade. A failed load (offline) is the network failure it would
  // have been with the code there, and the next call tries again.
  let exchange: Promise<Exchange> | undefined;
  const load = (key: string) =>
    (exchange ??= import('./requestExchange.ts').then((module) => module.createExchange(options, url))).catch((error: unknown) => {
      exchange = undefined;
      throw new ApiError('network', (error as Error).message, { key });
    });
  const call = async (key: string, method: 'GET' | 'POST', data: Query | JsonBody | FormData | undefined, callOptions?: CallOptions) =>
    (await load(key)).call(key, method, data, callOptions);

  /**
   * A prefetch by its request identity: the data of a plain success, or undefined for any other answer.
   * It is a plain fetch, not the exchange, so the page's first request does not wait for the exchange's
   * chunk (ky) to arrive and run. Only a plain success is read here; any other answer the page's `get` asks
   * again through the exchange, which reads it as legacy-portal §8 says (a GET asked twice changes nothing).
   */
  type Prefetched = { answer: Promise<{ data: unknown } | undefined>; arrived?: { data: unknown } };
  const prefetched = new Map<string, Prefetched>();
  const timeoutMs = options.timeoutMs ?? 15_000;
  const fetchOnce = async (key: string, query: Query): Promise<{ data: unknown } | undefined> => {
    const target = withQuery(url(key), query);
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new ApiError('network', `no complete answer within ${timeoutMs} ms`, { key })), timeoutMs);
    try {
      // The exchange's GET: credentials, the header the old backends look for, the same deadline.
      const response = await (options.fetch ?? fetch)(target, {
        credentials: 'include',
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        signal: deadline.signal,
      });
      return successData(response.status, await response.text());
    } catch (error) {
      if (deadline.signal.aborted) throw deadline.signal.reason;
      throw new ApiError('network', (error as Error).message, { key });
    } finally {
      clearTimeout(timer);
    }
  };
  const takePrefetched = (key: string, query: Query | undefined) => {
    const identity = requestIdentity(key, query);
    const answer = prefetched.get(identity)?.answer;
    prefetched.delete(identity);
    return answer?.then((taken) => (taken ? taken.data : call(key, 'GET', query)));
  };

  return {
    // A declared query or body type is an interface of flat values, which TypeScript will not read as the
    // index signature of Query: the contract typed the caller, the wire takes it as it is.
    get: (key, query, callOptions) =>
      ((callOptions === undefined ? takePrefetched(key, query as Query | undefined) : undefined) ??
        call(key, 'GET', query as Query | undefined, callOptions)) as Promise<ApiData<typeof key>>,
    post: (key, body, callOptions) => call(key, 'POST', body as Query | JsonBody | FormData | undefined, callOptions) as Promise<ApiData<typeof key>>,
    handle: (async (key: string, query: Query | undefined, handler: (data: never) => unknown, callOptions?: CallOptions & { method?: 'GET' | 'POST' }) =>
      (await load(key)).handle(key, query, handler, callOptions)) as ApiClient['handle'],
    url,
    prefetch(key, query) {
      const identity = requestIdentity(key, query);
      const entry: Prefetched = { answer: fetchOnce(key, query) };
      prefetched.set(identity, entry);
      setTimeout(() => prefetched.get(identity) === entry && prefetched.delete(identity), prefetchKeptMs);
      // A failure is its page's to read (through get); unread, it is nobody's.
      return entry.answer.then(
        (taken) => void (taken && (entry.arrived = taken)),
        () => undefined,
      );
    },
    takeReady(key, query) {
      const identity = requestIdentity(key, query);
      const arrived = prefetched.get(identity)?.arrived;
      if (arrived) prefetched.delete(identity);
      return arrived as { data: ApiData<typeof key> } | undefined;
    },
  };
}
