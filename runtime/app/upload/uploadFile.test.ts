/** Uploads (spec §7 /api/upload/index and /api/upload/bybase64): checked in the browser first, in the reader's words. */
import { describe, expect, it } from 'vitest';
import shellApi from '../../shared/shellApi.json';
import { createApiClient } from '../api/requestClient.ts';
import { createI18n } from '../i18n/i18n.ts';
import { fixtureFetch, ok } from '../testing/fixtureFetch.ts';
import { uploadFile, uploadImageData, UploadRejected } from './uploadFile.ts';
import { checkUpload, DOCUMENT_UPLOAD, IMAGE_UPLOAD, uploadProblemText } from './uploadRules.ts';

const endpoints = shellApi as unknown as Record<string, { path: string; method: 'GET' | 'POST' }>;
const sent: URLSearchParams[] = [];
const api = createApiClient({
  base: 'http://portal.test/api',
  overrides: {},
  endpoint: (key) => endpoints[key],
  fetch: fixtureFetch({
    '/upload/index': (_q, body) => (
      sent.push(body),
      ok({ url: '/site/attach?file=all/2026/0123456789abcdef.png', name: body.get('file'), size: 3, type: 'image/png' })
    ),
    '/upload/bybase64': (_q, body) => (
      sent.push(body),
      ok({ url: '/site/attach?file=all/2026/0123456789abcdef.png', name: body.get('name'), size: 3, type: 'image/png' })
    ),
  }),
});

describe('checkUpload', () => {
  it('passes an allowed file within the limit', () => {
    expect(checkUpload({ name: 'a.png', type: 'image/png', size: 1024 }, IMAGE_UPLOAD)).toBeUndefined();
    expect(checkUpload({ name: 'a.pdf', type: 'application/pdf', size: 1024 }, DOCUMENT_UPLOAD)).toBeUndefined();
  });
  it('refuses an empty file, a type not accepted and a file over the limit', () => {
    expect(checkUpload({ name: 'a.png', type: 'image/png', size: 0 }, IMAGE_UPLOAD)).toEqual({ reason: 'empty' });
    expect(checkUpload({ name: 'a.pdf', type: 'application/pdf', size: 9 }, IMAGE_UPLOAD)).toEqual({ reason: 'type', name: 'a.pdf' });
    expect(checkUpload({ name: 'a.svg', type: 'image/svg+xml', size: 9 }, DOCUMENT_UPLOAD)).toEqual({ reason: 'type', name: 'a.svg' });
    expect(checkUpload({ name: 'big.jpg', type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 }, IMAGE_UPLOAD)).toEqual({
      reason: 'size',
      name: 'big.jpg',
      maxMb: 5,
    });
  });
  it('says each problem in zh, en and tw', async () => {
    const problem = checkUpload({ name: 'big.jpg', type: 'image/jpeg', size: 6 * 1024 * 1024 }, IMAGE_UPLOAD)!;
    const [key, values] = uploadProblemText(problem);
    expect((await createI18n('zh')).t(`portal:${key}`, values)).toBe('“big.jpg”超过 5 MB，请压缩后再上传');
    expect((await createI18n('en')).t(`portal:${key}`, values)).toBe('“big.jpg” is larger than 5 MB. Please make it smaller and try again.');
    expect((await createI18n('tw')).t(`portal:${key}`, values)).toBe('「big.jpg」超過 5 MB，請壓縮後再上傳');
  });
});

describe('uploadFile and uploadImageData', () => {
  it('send the file as multipart field "file" and answer where it is stored', async () => {
    const uploaded = await uploadFile(api, new File(['png'], '照片.png', { type: 'image/png' }), IMAGE_UPLOAD);
    expect(uploaded).toEqual({ url: '/site/attach?file=all/2026/0123456789abcdef.png', name: '照片.png', size: 3, type: 'image/png' });
    expect(sent.at(-1)!.get('file')).toBe('照片.png');
  });
  it('refuse a file that breaks the rules without sending it', async () => {
    const before = sent.length;
    await expect(uploadFile(api, new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }), IMAGE_UPLOAD)).rejects.toBeInstanceOf(UploadRejected);
    expect(sent.length).toBe(before);
  });
  it('send a data-URL image with its name', async () => {
    await uploadImageData(api, 'data:image/png;base64,iVBORw0KGgo=', '签名.png');
    expect(sent.at(-1)!.get('image')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect((await uploadImageData(api, 'data:image/png;base64,iVBORw0KGgo=', '签名.png')).name).toBe('签名.png');
  });
  it('answer the name without bidirectional controls, whatever the backend kept', async () => {
    expect((await uploadImageData(api, 'data:image/png;base64,iVBORw0KGgo=', 'invoice\u202Efdp.exe')).name).toBe('invoicefdp.exe');
    expect((await uploadFile(api, new File(['png'], 'a\u2066b\u2069.png', { type: 'image/png' }), IMAGE_UPLOAD)).name).toBe('ab.png');
  });
});
