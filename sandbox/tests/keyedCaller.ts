/**
 * The one typed client of the sandbox's tests: calls by API key as a demo user, the way the portal does.
 * The key's method and path come from its widget.json (apiDeclarations), the answer is typed by the key's
 * response contract (ApiData), the query and body by its declared contracts when it has them. Bodies go as
 * JSON (the sandbox reads JSON and forms alike); `language` rides in the portal's `portal-lang` cookie.
 *
 *   const teacher = await callAs(env.sandbox.app, 'teacher', 'en');
 *   const today = await teacher.get('daily-report.today');          // Envelope<DailyReportTodayData>
 *   await teacher.post('daily-report.submit', { values, _submission: id });
 */
import type { Hono } from 'hono';
import type { ApiBody, ApiData, ApiKey, ApiQuery } from '../../runtime/app/api/apiResponses.ts';
import { apiDeclarations } from '../../runtime/shared/apiDeclarations.ts';
import type { Envelope } from '../envelope.ts';
import { logIn } from './sessionCookies.ts';

export interface KeyedCaller {
  /** The Cookie header this caller sends (session and language). */
  cookie: string;
  get<K extends ApiKey>(key: K, query?: ApiQuery<K>): Promise<Envelope<ApiData<K>>>;
  post<K extends ApiKey>(key: K, body?: ApiBody<K>, options?: { idempotencyKey?: string }): Promise<Envelope<ApiData<K>>>;
  /** The raw answer of a call by key, for tests of status codes and headers. */
  fetch(key: ApiKey, init?: { query?: Record<string, unknown>; body?: unknown; headers?: Record<string, string> }): Promise<Response>;
}

function pathOf(key: string, method: 'GET' | 'POST'): string {
  const declared = apiDeclarations().get(key);
  if (!declared) throw new Error(`no widget.json declares the API key "${key}"`);
  if (declared.method !== method) throw new Error(`"${key}" is declared as ${declared.method}, called as ${method}`);
  return `/api${declared.path}`;
}

const queryString = (query: Record<string, unknown> = {}) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** A caller sending `cookie` (a session, a language, or none for an anonymous visitor). */
export function keyedCaller(app: Hono, cookie = ''): KeyedCaller {
  const send = async (key: ApiKey, init: { query?: Record<string, unknown>; body?: unknown; headers?: Record<string, string> } = {}): Promise<Response> => {
    const method = init.body === undefined && apiDeclarations().get(key)?.method !== 'POST' ? 'GET' : 'POST';
    // As the portal's request client sends every call (legacy-portal §7); some changes require it.
    const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', ...(cookie ? { Cookie: cookie } : {}), ...init.headers };
    if (method === 'POST') headers['Content-Type'] = 'application/json';
    return app.fetch(
      new Request(`http://sandbox${pathOf(key, method)}${queryString(init.query)}`, {
        method,
        headers,
        ...(method === 'POST' ? { body: JSON.stringify(init.body ?? {}) } : {}),
      }),
    );
  };
  return {
    cookie,
    fetch: send,
    get: async (key, query) => (await (await send(key, { query: query as Record<string, unknown> | undefined })).json()) as never,
    post: async (key, body, options) =>
      (await (await send(key, { body: body ?? {}, headers: options?.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {} })).json()) as never,
  };
}

/** A demo account logged in through the login page (password `demo`), reading in `language` when given. */
export async function callAs(app: Hono, username: string, language?: 'zh' | 'en' | 'tw'): Promise<KeyedCaller> {
  const { cookie } = await logIn(app, username);
  return keyedCaller(app, language ? `${cookie}; portal-lang=${language}` : cookie);
}
