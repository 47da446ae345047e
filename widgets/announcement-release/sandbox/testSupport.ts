/** Helpers of the publishing backend's tests: a small PDF uploaded as a user (multipart, by the upload path). */
import type { Hono } from 'hono';
import { expect } from 'vitest';
import type { Envelope } from '../../../sandbox/kit.ts';

const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Uploads a small PDF as the user whose session `cookie` carries; answers its `/site/attach` URL. */
export async function uploadPdf(app: Hono, cookie: string, name: string): Promise<string> {
  const form = new FormData();
  form.set('file', new File([PDF_BYTES], name, { type: 'application/pdf' }));
  const response = await app.fetch(new Request('http://sandbox/api/upload/index', { method: 'POST', body: form, headers: { cookie } }));
  const body = (await response.json()) as Envelope<{ url: string }>;
  expect(body.e).toBe(0);
  return body.d.url;
}
