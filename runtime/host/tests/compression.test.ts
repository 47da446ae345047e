/**
 * built files are served compressed as the build left them (brotli, else gzip) by
 * `Accept-Encoding`, with `Vary`; the manifest is compressed once per version; each encoding has its own
 * ETag and 304s still work.
 */
import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../../scripts/vite/precompressPlugin.ts';
import { acceptedEncodings } from '../contentEncoding.ts';
import { makeHostDirs, minimalManifest, request, startHost, type HostDirs } from './hostFixtures.ts';

const bigScript = `export const texts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `校园门户 campus portal line ${i}`))};\n`;

let dirs: HostDirs;
let host: ReturnType<typeof startHost>;
beforeAll(async () => {
  dirs = makeHostDirs();
  dirs.writeSite('demo', minimalManifest('demo'));
  writeFileSync(join(dirs.distDir, 'assets', 'big-abc123.js'), bigScript);
  writeFileSync(join(dirs.distDir, 'index.html'), `<!doctype html><title>Campus portal</title>${'<!-- padding -->'.repeat(100)}`);
  await precompressFolder(dirs.distDir);
  host = startHost(dirs);
});
afterAll(() => {
  host.close();
  dirs.remove();
});

const decode = (encoding: string | null, bytes: Buffer) =>
  (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');

describe('acceptedEncodings', () => {
  it.each([
    ['gzip, deflate, br', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['br;q=0, gzip', ['gzip']],
    ['*', ['br', 'gzip']],
    ['*;q=0', []],
    ['identity', []],
    ['', []],
  ])('%j → %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});

describe('compressed as served', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', null],
  ])('a hashed script asked with Accept-Encoding %j comes as %s, the same bytes once decoded', async (accept, encoding) => {
    const response = await request(host, '/assets/big-abc123.js', { headers: { 'Accept-Encoding': accept } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const bytes = Buffer.from(await response.arrayBuffer());
    if (encoding) expect(bytes.length).toBeLessThan(bigScript.length / 3);
    expect(decode(encoding, bytes)).toBe(bigScript);
  });

  it('the HTML has one ETag per encoding, and each revalidates to a 304 in its own encoding', async () => {
    const tags = new Map<string, string>();
    for (const accept of ['br', 'gzip', 'identity']) {
      const response = await request(host, '/', { headers: { 'Accept-Encoding': accept } });
      const etag = response.headers.get('etag')!;
      tags.set(accept, etag);
      const again = await request(host, '/', { headers: { 'Accept-Encoding': accept, 'If-None-Match': etag } });
      expect(again.status).toBe(304);
      expect(again.headers.get('content-encoding')).toBe(response.headers.get('content-encoding'));
    }
    expect(new Set(tags.values()).size).toBe(3);
    // A gzip tag does not validate the brotli body: a cache holding gzip bytes must not be told they are brotli.
    expect((await request(host, '/', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': tags.get('gzip')! } })).status).toBe(200);
  });

  it('a copy older than its file is not served: a file replaced by hand is served as it is now', async () => {
    const file = join(dirs.distDir, 'assets', 'big-abc123.js');
    const replaced = bigScript.replace('line 1"', 'line one"');
    writeFileSync(file, replaced);
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    const response = await request(host, '/assets/big-abc123.js', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(replaced);
  });

  it('images are not compressed again', async () => {
    const response = await request(host, '/static/logo.png', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBeNull();
  });

  it('the manifest is compressed, with an ETag per encoding that revalidates', async () => {
    const plain = await request(host, '/_site/manifest.json');
    const manifest = await plain.text();
    for (const encoding of ['br', 'gzip']) {
      const response = await request(host, '/_site/manifest.json', { headers: { 'Accept-Encoding': encoding } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(decode(encoding, Buffer.from(await response.arrayBuffer()))).toBe(manifest);
      const etag = response.headers.get('etag')!;
      expect(etag).not.toBe(plain.headers.get('etag'));
      expect((await request(host, '/_site/manifest.json', { headers: { 'Accept-Encoding': encoding, 'If-None-Match': etag } })).status).toBe(304);
    }
  });
});

describe('backend answers', () => {
  const list = { e: 0, m: '', d: { list: Array.from({ length: 50 }, (_, i) => ({ id: i, title: `校园新闻 ${i}` })) } };

  it('a JSON answer is gzip-compressed on its way through, the same JSON once decoded', async () => {
    const backend = startHost(dirs, { api: () => Response.json(list) });
    try {
      const response = await request(backend, '/api/news/list', { headers: { 'Accept-Encoding': 'gzip, br' } });
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.length).toBeLessThan(JSON.stringify(list).length / 3);
      expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(list);
      const plain = await request(backend, '/api/news/list');
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.json()).toEqual(list);
    } finally {
      backend.close();
    }
  });

  it('an image, or an answer the backend encoded itself, passes as it is', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const backend = startHost(dirs, {
      api: (req) =>
        new URL(req.url).pathname.endsWith('png')
          ? new Response(png, { headers: { 'Content-Type': 'image/png' } })
          : new Response('{"e":0}', { headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'identity' } }),
    });
    try {
      const image = await request(backend, '/api/file.png', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(image.headers.get('content-encoding')).toBeNull();
      expect(Buffer.from(await image.arrayBuffer())).toEqual(png);
      const encoded = await request(backend, '/api/x', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(encoded.headers.get('content-encoding')).toBe('identity');
    } finally {
      backend.close();
    }
  });
});
