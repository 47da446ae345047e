import { serve } from '@hono/node-server';
import { rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { distPathOf } from '../staticFiles.ts';
import { appJs, appPage, hostPerTest, minimalManifest, outsideMarker, request } from './hostFixtures.ts';

const env = hostPerTest();
const host = () => env.host();
const html = { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } };

describe('the built app', () => {
  it('caches hashed assets for a year, immutable', async () => {
    const response = await request(host(), '/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(appJs);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves index.html with no-cache, a strong ETag, 304, and the security headers', async () => {
    const h = host();
    for (const path of ['/', '/index.html']) {
      const response = await request(h, path, html);
      expect(response.status).toBe(200);
      expect(await response.text()).toMatch(appPage);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const etag = response.headers.get('etag')!;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
      const csp = response.headers.get('content-security-policy')!;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self' https://res.wx.qq.com;"); // only WeChat's JS-SDK from outside
      expect(/script-src [^;]*unsafe-inline/.test(csp)).toBe(false);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toContain('unsafe-eval');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const again = await request(h, path, { headers: { ...html.headers, 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    }
  });

  it('serves widgets.json and other unhashed files with no-cache and an ETag', async () => {
    const h = host();
    const response = await request(h, '/widgets.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const etag = response.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await request(h, '/widgets.json', { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('names the content type of each kind of file', async () => {
    const h = host();
    const types: Record<string, string> = {
      '/favicon.svg': 'image/svg+xml',
      '/static/logo.png': 'image/png',
      '/static/font.woff2': 'font/woff2',
      '/assets/app-abc123.css': 'text/css; charset=utf-8',
    };
    for (const [path, type] of Object.entries(types)) {
      const response = await request(h, path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe(type);
    }
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await request(host(), '/assets/app-abc123.js', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe('');
  });

  it('answers client-side routes with index.html (history routing)', async () => {
    const h = host();
    for (const path of ['/news/index', '/polymerization/homepage', '/noPagedata/index?from=wechat']) {
      const response = await request(h, path, html);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toMatch(appPage);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toBeTruthy();
    }
    // curl and other clients that accept anything get the page too
    expect((await request(h, '/news/index', { headers: { accept: '*/*' } })).status).toBe(200);
  });

  it('answers 404, not the page, for missing files and non-page requests', async () => {
    const h = host();
    expect((await request(h, '/assets/app-gone999.js', { headers: { accept: '*/*' } })).status).toBe(404);
    expect((await request(h, '/assets/app-gone999.js', html)).status).toBe(404);
    expect((await request(h, '/static/missing.png', { headers: { accept: 'image/*' } })).status).toBe(404);
    expect((await request(h, '/news/index', { headers: { accept: 'application/json' } })).status).toBe(404);
    expect((await request(h, '/news/index', { method: 'POST', ...html })).status).toBe(404);
    expect((await request(h, '/_site/other.json', html)).status).toBe(404);
  });

  it('says the portal is not built when dist/index.html is missing', async () => {
    rmSync(join(env.dirs.distDir, 'index.html'));
    const response = await request(host(), '/news/index', html);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toContain('The portal is not built: run npm run build');
  });
});

const traversals = [
  '/assets/../../etc/passwd',
  '/assets/../../package.json',
  '/%2e%2e/package.json',
  '/%2E%2E/secret.txt',
  '/static/..%2f..%2fpackage.json',
  '/static/..%2F..%2Fsecret.txt',
  '/static/..%5c..%5cpackage.json',
  '/..%5csecret.txt',
  '/static/%2e%2e%2f%2e%2e%2fsecret.txt',
  '/%252e%252e/secret.txt',
  '/static/logo.png%00.js',
  '/.env',
  '/static/./../../secret.txt',
];

describe('path traversal', () => {
  it.each(traversals)('%s serves nothing outside distDir (through app.fetch)', async (path) => {
    const response = await request(host(), path, html);
    const text = await response.text();
    expect(text).not.toContain(outsideMarker);
    if (response.status === 200) expect(text).toMatch(appPage); // a folded path may be a client route
  });

  it('refuses every traversal and odd byte in a raw path', () => {
    const root = resolve(env.dirs.distDir);
    const raw = [
      '/../package.json',
      '/assets/../../package.json',
      '/%2e%2e/package.json',
      '/static/..%2f..%2fpackage.json',
      '/a\\..\\b',
      '/a%5c..',
      '/x%00',
      '/x\0',
      '/%E0%A4%A',
      '/.env',
      '/static/./x',
      '/..',
    ];
    for (const path of raw) expect(distPathOf(root, path), path).toEqual({ kind: 'refused' });
    expect(distPathOf(root, '/assets/app-abc123.js')).toEqual({ kind: 'file', file: join(root, 'assets', 'app-abc123.js') });
    expect(distPathOf(root, '/.well-known/security.txt')).toEqual({ kind: 'file', file: join(root, '.well-known', 'security.txt') });
    expect(distPathOf(root, '/static/%E6%A0%A1.png')).toEqual({ kind: 'file', file: join(root, 'static', '校.png') });
  });

  it('serves nothing outside distDir over a real socket, raw paths as sent', async () => {
    const h = host();
    const server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((done) => server.once('listening', () => done()));
    const port = (server.address() as AddressInfo).port;
    try {
      for (const path of traversals) {
        const { status, body } = await new Promise<{ status: number; body: string }>((done, fail) => {
          const req = httpRequest({ host: '127.0.0.1', port, path, headers: { accept: 'text/html' } }, (res) => {
            let body = '';
            res
              .setEncoding('utf8')
              .on('data', (chunk: string) => (body += chunk))
              .on('end', () => done({ status: res.statusCode!, body }));
          });
          req.on('error', fail);
          req.end();
        });
        expect(body, path).not.toContain(outsideMarker);
        if (status === 200) expect(body, path).toMatch(appPage);
      }
    } finally {
      await new Promise<void>((done) => server.close(() => done()));
    }
  });
});

describe('/site-assets/: files beside a manifest', () => {
  it("serves sites/<siteId>/ of the request's site only, revalidated and sandboxed", async () => {
    const { mkdirSync, writeFileSync } = await import('node:fs');
    env.dirs.writeSite('hill', minimalManifest('hill'));
    mkdirSync(join(env.dirs.sitesDir, 'hill'));
    mkdirSync(join(env.dirs.sitesDir, 'demo'));
    writeFileSync(join(env.dirs.sitesDir, 'hill', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><title>hill</title></svg>');
    writeFileSync(join(env.dirs.sitesDir, 'demo', 'only-demo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const h = env.host({ sitesByHost: { 'hill.localhost': 'hill' } });

    const logo = await request(h, '/site-assets/logo.svg', { hostName: 'hill.localhost' });
    expect(logo.status).toBe(200);
    expect(await logo.text()).toContain('<title>hill</title>');
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(logo.headers.get('cache-control')).toBe('no-cache');
    expect(logo.headers.get('etag')).toBeTruthy();
    expect(logo.headers.get('content-security-policy')).toContain('sandbox');

    expect((await request(h, '/site-assets/logo.svg', { hostName: 'localhost' })).status).toBe(404);
    expect((await request(h, '/site-assets/only-demo.svg', { hostName: 'hill.localhost' })).status).toBe(404);
    for (const path of ['/site-assets/..%2fdemo.json', '/site-assets/..%2f..%2fsecret.txt', '/site-assets/%2e%2e/hill.json']) {
      const response = await request(h, path, { hostName: 'hill.localhost', headers: { accept: '*/*' } });
      const text = await response.text();
      expect(text, path).not.toContain('测试大学');
      expect(text, path).not.toContain(outsideMarker);
    }
  });
});

describe('spec §9 static bases /site/ and /static/', () => {
  it('serves /site/… from the same static files as /static/…, refusing traversal', async () => {
    const { mkdirSync, writeFileSync } = await import('node:fs');
    mkdirSync(join(env.dirs.distDir, 'static', 'images'), { recursive: true });
    writeFileSync(join(env.dirs.distDir, 'static', 'images', 'empty.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const h = host();
    const viaSite = await request(h, '/site/images/empty.svg');
    expect(viaSite.status).toBe(200);
    expect(viaSite.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect((await request(h, '/site/..%2f..%2fpackage.json')).status).not.toBe(200);
  });
});
