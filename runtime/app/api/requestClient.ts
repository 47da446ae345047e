/**
 * The one request client widgets use (spec §7): by API key, resolved key → widget default path → site
 * override → API base. Sends credentials and `X-Requested-With: XMLHttpRequest`; form-encoded bodies
 * unless the endpoint asks for JSON; GET data in the query. Reads the envelope `{e, m, d}`.
 */
import type { ApiEndpoint } from '../../shared/generated/widgetMeta.ts';
import { ApiError } from './apiError.ts';
import type { ApiData } from './apiResponses.ts';

export type Query = Record<string, string | number | boolean | undefined>;

export interface ApiClientOptions {
  base: string;
  overrides: Record<string, string>;
  /** The default endpoint of a key, from the widget definitions loaded so far. */
  endpoint: (key: string) => ApiEndpoint | undefined;
  timeoutMs?: number;
  /** The fetch to send with; tests and stories pass one that answers from fixtures. */
  fetch?: typeof fetch;
}

export interface ApiClient {
  get<K extends string>(key: K, query?: Query): Promise<ApiData<K>>;
  post<K extends string>(key: K, body?: Query): Promise<ApiData<K>>;
  /** The URL a key resolves to (for links such as downloads). */
  url(key: string): string;
}

interface Envelope {
  e: number;
  m: string;
  d: unknown;
}

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && typeof (value as Envelope).e === 'number' && 'd' in value;

const joinUrl = (base: string, path: string) => (/^https?:\/\//.test(path) ? path : `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);

const clean = (query: Query = {}) =>
  Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined));

export function createApiClient(options: ApiClientOptions): ApiClient {
  const url = (key: string) => {
    const override = Object.hasOwn(options.overrides, key) ? options.overrides[key] : undefined;
    const path = override ?? options.endpoint(key)?.path;
    if (path === undefined) throw new ApiError('unknown-key', `unknown API key "${key}"`, { key });
    return joinUrl(options.base, path);
  };

  async function call(key: string, method: 'GET' | 'POST', data: Query | undefined): Promise<unknown> {
    const endpoint = options.endpoint(key);
    const body = clean(data);
    let response: Response;
    try {
      // ky loads with the first call, so pages that call nothing (the home page) never pay for it.
      const { default: ky } = await import('ky');
      response = await ky(url(key), {
        method,
        credentials: 'include',
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        ...(method === 'GET'
          ? { searchParams: body }
          : endpoint?.json
            ? { json: body }
            : { body: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])) }),
        timeout: options.timeoutMs ?? 15_000,
        ...(options.fetch ? { fetch: options.fetch } : {}),
        retry: 0,
        throwHttpErrors: false,
      });
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError('network', (error as Error).message, { key });
    }
    let payload: unknown;
    try {
      payload = await response.json();
    } catch {
      throw new ApiError('bad-answer', `HTTP ${response.status}: the answer is not JSON`, { key, status: response.status });
    }
    if (!isEnvelope(payload)) throw new ApiError('bad-answer', `HTTP ${response.status}: the answer is not an {e, m, d} envelope`, { key, status: response.status, body: payload });
    if (payload.e !== 0) throw new ApiError('envelope', typeof payload.m === 'string' && payload.m ? payload.m : `e = ${payload.e}`, { key, e: payload.e, status: response.status, body: payload });
    return payload.d;
  }

  return {
    get: (key, query) => call(key, 'GET', query) as Promise<ApiData<typeof key>>,
    post: (key, body) => call(key, 'POST', body) as Promise<ApiData<typeof key>>,
    url,
  };
}
