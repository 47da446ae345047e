/**
 * Cookie handling for the sandbox tests, by hand: `app.fetch` has no cookie jar, so the tests read
 * `Set-Cookie` themselves and send `Cookie` back, as a browser would.
 */
import type { Hono } from 'hono';
import { afterEach, beforeEach } from 'vitest';
import { createSandbox, type Sandbox } from '../sandboxApp.ts';
import type { Envelope } from '../envelope.ts';

export interface SetCookie {
  name: string;
  value: string;
  /** Attribute names in lower case → value (`true` for flags such as HttpOnly). */
  attributes: Map<string, string | true>;
}

export function parseSetCookies(response: Response): SetCookie[] {
  return response.headers.getSetCookie().map((line) => {
    const [pair = '', ...rest] = line.split(';');
    const at = pair.indexOf('=');
    const attributes = new Map<string, string | true>();
    for (const part of rest) {
      const eq = part.indexOf('=');
      if (eq === -1) attributes.set(part.trim().toLowerCase(), true);
      else attributes.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim());
    }
    return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim(), attributes };
  });
}

/** The `Cookie` header a browser would send after this response: cookies not being expired. */
export function cookieHeaderFrom(response: Response): string {
  return parseSetCookies(response)
    .filter((cookie) => cookie.attributes.get('max-age') !== '0')
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
}

export function formRequest(path: string, fields: Record<string, string>, init: { cookie?: string; origin?: string } = {}): Request {
  return new Request(`${init.origin ?? 'http://sandbox'}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(init.cookie ? { Cookie: init.cookie } : {}) },
    body: new URLSearchParams(fields),
  });
}

export interface LoginAnswer {
  response: Response;
  /** The Cookie header to send as this user. */
  cookie: string;
  /** The session id (value of eai-sess). */
  sessionId: string;
}

export async function logIn(app: Hono, username: string, password = 'demo', redirectUrl = '/news/index'): Promise<LoginAnswer> {
  const response = await app.fetch(formRequest('/api/uc/login', { username, password, redirect_url: redirectUrl }));
  const sessionId = parseSetCookies(response).find((cookie) => cookie.name === 'eai-sess')?.value ?? '';
  return { response, cookie: cookieHeaderFrom(response), sessionId };
}

export async function getAs<T = unknown>(app: Hono, path: string, cookie?: string): Promise<{ response: Response; body: Envelope<T> }> {
  const response = await app.fetch(new Request(`http://sandbox${path}`, { headers: cookie ? { Cookie: cookie } : {} }));
  return { response, body: (await response.json()) as Envelope<T> };
}

/**
 * A fresh in-memory sandbox for each test, on a clock the test moves by hand (`env.clock += …`).
 * Starts at 2026-05-11 08:00 UTC.
 */
export function clockedSandbox(): { sandbox: Sandbox; clock: number } {
  const env = { clock: 0 } as { sandbox: Sandbox; clock: number };
  beforeEach(() => {
    env.clock = Date.UTC(2026, 4, 11, 8, 0, 0);
    env.sandbox = createSandbox({
      dbFile: ':memory:',
      now: () => env.clock,
      wait: async (ms) => {
        env.clock += ms;
      },
    });
  });
  afterEach(() => env.sandbox.close());
  return env;
}
