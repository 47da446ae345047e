/** Helpers of the backend's tests: requests as a logged-in user. */
import type { Hono } from 'hono';
import type { Envelope } from '../../../sandbox/kit.ts';
import { formRequest, getAs, logIn } from '../../../sandbox/testing.ts';

/**
 * A demo user's view of the sandbox: GET and form POST with their session; `language` is the portal's
 * language cookie (`portal-lang`) sent beside it, as the portal does.
 */
export async function as(app: Hono, username: string, language?: 'en' | 'tw') {
  const login = await logIn(app, username);
  const cookie = language ? `${login.cookie}; portal-lang=${language}` : login.cookie;
  return {
    cookie,
    get: async <T>(path: string) => (await getAs<T>(app, path, cookie)).body,
    post: async <T>(path: string, fields: Record<string, string>) => (await (await app.fetch(formRequest(path, fields, { cookie }))).json()) as Envelope<T>,
  };
}
