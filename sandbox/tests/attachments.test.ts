/** Spec §7 uploads and attachments: /api/upload/index, /api/upload/bybase64, /site/attach?file=all/…. */
import { describe, expect, it } from 'vitest';
import { FILE_KEY_PATTERN } from '../attachments/fileStore.ts';
import { UPLOAD_LIMITS } from '../attachments/fileTypes.ts';
import { UPLOAD_MESSAGES, type UploadedFile } from '../modules/attachments.ts';
import type { Envelope } from '../envelope.ts';
import { clockedSandbox, logIn } from './sessionCookies.ts';

const env = clockedSandbox();

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function upload(file: File | undefined, cookie?: string): Promise<{ status: number; body: Envelope<UploadedFile> }> {
  const form = new FormData();
  if (file) form.set('file', file);
  const response = await env.sandbox.app.fetch(
    new Request('http://sandbox/api/upload/index', { method: 'POST', body: form, headers: cookie ? { cookie } : {} }),
  );
  return { status: response.status, body: (await response.json()) as Envelope<UploadedFile> };
}

async function uploadBase64(fields: Record<string, string>, cookie: string) {
  const response = await env.sandbox.app.fetch(
    new Request('http://sandbox/api/upload/bybase64', { method: 'POST', body: new URLSearchParams(fields), headers: { cookie } }),
  );
  return (await response.json()) as Envelope<UploadedFile>;
}

const attach = (url: string) => env.sandbox.app.fetch(new Request(`http://sandbox${url}`));

describe('POST /api/upload/index', () => {
  it('needs a login (e = 10013)', async () => {
    const { body } = await upload(new File([PNG], 'a.png', { type: 'image/png' }));
    expect(body.e).toBe(10013);
  });

  it('stores an image and a PDF; /site/attach answers them as what they are, with nosniff and a sandboxing CSP', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    const image = await upload(new File([PNG], '../../etc/照片.png', { type: 'image/png' }), cookie);
    expect(image.body.e).toBe(0);
    expect(image.body.d).toMatchObject({ name: '照片.png', size: PNG.byteLength, type: 'image/png' });
    expect(image.body.d.url).toMatch(/^\/site\/attach\?file=all\/\d{4}\/[a-z0-9]{16}\.png$/);
    const served = await attach(image.body.d.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    const pdf = await upload(new File([PDF], '课程表.pdf', { type: 'application/pdf' }), cookie);
    expect(pdf.body.d.type).toBe('application/pdf');
    const download = await attach(pdf.body.d.url);
    expect(download.headers.get('content-disposition')).toBe(`inline; filename*=UTF-8''${encodeURIComponent('课程表.pdf')}`);
    // The in-process host hands `/site/attach` over; behind API_TARGET it comes as `/api/site/attach`.
    expect((await attach(pdf.body.d.url.replace('/site/', '/api/site/'))).status).toBe(200);
  });

  it('refuses what the bytes say is not an allowed type, whatever the name and declared type claim', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    for (const file of [
      new File(['<script>alert(1)</script>'], 'x.png', { type: 'image/png' }),
      new File(['<svg onload=alert(1)>'], 'x.svg', { type: 'image/svg+xml' }),
      new File([new Uint8Array([0x4d, 0x5a, 0x90, 0])], 'setup.pdf', { type: 'application/pdf' }),
      new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'archive.zip', { type: 'application/zip' }),
    ]) {
      const { body } = await upload(file, cookie);
      expect(body, file.name).toMatchObject({ e: 400, m: UPLOAD_MESSAGES.badType.zh });
    }
    expect((await upload(undefined, cookie)).body).toMatchObject({ e: 400, m: UPLOAD_MESSAGES.noFile.zh });
  });

  it('refuses images over the image limit and documents over the document limit', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    const bigImage = new Uint8Array(UPLOAD_LIMITS.imageBytes + 1);
    bigImage.set(PNG);
    expect((await upload(new File([bigImage], 'big.png'), cookie)).body).toMatchObject({ e: 400, m: UPLOAD_MESSAGES.tooLarge(UPLOAD_LIMITS.imageBytes).zh });
    const bigPdf = new Uint8Array(UPLOAD_LIMITS.documentBytes + 1);
    bigPdf.set(PDF);
    const answer = await upload(new File([bigPdf], 'big.pdf'), cookie);
    expect(answer.body.e).not.toBe(0);
  });
});

describe('POST /api/upload/bybase64', () => {
  it('stores a data-URL image and refuses anything else', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    const stored = await uploadBase64({ image: `data:image/png;base64,${Buffer.from(PNG).toString('base64')}`, name: '签名.png' }, cookie);
    expect(stored).toMatchObject({ e: 0, d: { name: '签名.png', type: 'image/png', size: PNG.byteLength } });
    expect(await uploadBase64({ image: `data:image/png;base64,${Buffer.from(PDF).toString('base64')}` }, cookie)).toMatchObject({
      e: 400,
      m: UPLOAD_MESSAGES.notImage.zh,
    });
    expect(await uploadBase64({ image: 'javascript:alert(1)' }, cookie)).toMatchObject({ e: 400, m: UPLOAD_MESSAGES.badBase64.zh });
    expect(await uploadBase64({}, cookie)).toMatchObject({ e: 400, m: UPLOAD_MESSAGES.noFile.zh });
  });
});

describe('GET /site/attach', () => {
  it('answers 404 for unknown and malformed keys, without touching anything else', async () => {
    for (const file of ['all/2026/0000000000000000.pdf', '../sandbox.db', 'all/../../x', '']) {
      const response = await attach(`/site/attach?file=${encodeURIComponent(file)}`);
      expect(response.status, file).toBe(404);
    }
    expect(FILE_KEY_PATTERN.test('all/2026/0123456789abcdef.docx')).toBe(true);
  });
});
