/**
 * an uploaded file's name keeps no bidirectional controls. "invoice\u202Efdp.exe" reads
 * "invoiceexe.pdf" on screen: the override (U+202E) turns the rest around, so a program passes for a PDF.
 * Stored, answered and served (Content-Disposition) without them, through both upload calls.
 */
import { describe, expect, it } from 'vitest';
import { readStoredFile } from '../attachments/fileStore.ts';
import type { UploadedFile } from '../modules/attachments.ts';
import type { Envelope } from '../envelope.ts';
import { clockedSandbox, logIn } from './sessionCookies.ts';

const env = clockedSandbox();
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG_DATA_URL = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64')}`;

/** Every bidirectional control the issue names, each hiding in a name of its own. */
const disguised: Array<[string, string]> = [
  ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
  ['\u202Aa\u202Bb\u202Cc\u202Dd.pdf', 'abcd.pdf'],
  ['\u2066报告\u2067\u2068\u2069.pdf', '报告.pdf'],
  ['成绩\u200E单\u200F\u061C.pdf', '成绩单.pdf'],
];

const key = (url: string) => decodeURIComponent(url.slice('/site/attach?file='.length));

describe('uploaded names without bidirectional controls', () => {
  it.each(disguised)('POST /api/upload/index stores %j as %j, and serves it under that name', async (name, stored) => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    const form = new FormData();
    form.set('file', new File([PDF], name, { type: 'application/pdf' }));
    const response = await env.sandbox.app.fetch(new Request('http://sandbox/api/upload/index', { method: 'POST', body: form, headers: { cookie } }));
    const { e, d } = (await response.json()) as Envelope<UploadedFile>;
    expect(e).toBe(0);
    expect(d.name).toBe(stored);
    expect(readStoredFile(env.sandbox.db, key(d.url))?.name).toBe(stored);
    const served = await env.sandbox.app.fetch(new Request(`http://sandbox${d.url}`));
    expect(served.headers.get('content-disposition')).toBe(`inline; filename*=UTF-8''${encodeURIComponent(stored)}`);
  });

  it('POST /api/upload/bybase64 cleans the name it is given the same way', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    const response = await env.sandbox.app.fetch(
      new Request('http://sandbox/api/upload/bybase64', {
        method: 'POST',
        body: new URLSearchParams({ image: PNG_DATA_URL, name: 'photo\u202Egnp.exe' }),
        headers: { cookie },
      }),
    );
    expect(((await response.json()) as Envelope<UploadedFile>).d.name).toBe('photognp.exe');
  });

  it('a name made only of controls falls back to the default name', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    const form = new FormData();
    form.set('file', new File([PDF], '\u202E\u2066\u200F', { type: 'application/pdf' }));
    const response = await env.sandbox.app.fetch(new Request('http://sandbox/api/upload/index', { method: 'POST', body: form, headers: { cookie } }));
    expect(((await response.json()) as Envelope<UploadedFile>).d.name).toBe('upload.pdf');
  });
});
