/** Helpers of the publishing backend's tests: requests as a logged-in user, a small PDF to upload. */
import type { Hono } from 'hono';
import { expect } from 'vitest';
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

export const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Uploads a small PDF as the user; answers its `/site/attach` URL. */
export async function uploadPdf(app: Hono, cookie: string, name: string): Promise<string> {
  const form = new FormData();
  form.set('file', new File([PDF_BYTES], name, { type: 'application/pdf' }));
  const response = await app.fetch(new Request('http://sandbox/api/upload/index', { method: 'POST', body: form, headers: { cookie } }));
  const body = (await response.json()) as Envelope<{ url: string }>;
  expect(body.e).toBe(0);
  return body.d.url;
}
