import { createServer, type IncomingMessage, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiProxy } from '../apiProxy.ts';
import { hostPerTest, listenOnFreePort, request } from './hostFixtures.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** What the portal's request client sends with every call: writes without it are refused as cross-site (crossSiteRequests.ts). */
const asThePortal = { 'x-requested-with': 'XMLHttpRequest' };

/** A tiny school backend: echoes what it received, plus a few special paths. */
let backend: Server;
let backendUrl: string;
const seen: Seen[] = [];
beforeAll(async () => {
  backend = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const entry = { method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      seen.push(entry);
      if (req.url!.startsWith('/school/api/redirect')) {
        res.writeHead(302, { Location: 'https://sso.school.example/login' }).end();
      } else if (req.url!.startsWith('/school/api/gzip')) {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }).end(gzipSync(JSON.stringify({ e: 0, m: '', d: '压缩' })));
      } else {
        res.writeHead(201, [
          ['Content-Type', 'application/json'],
          ['Set-Cookie', 'a=1; Path=/'],
          ['Set-Cookie', 'b=2; Path=/; HttpOnly'],
          ['X-Backend', 'yes'],
        ]);
        res.end(JSON.stringify({ e: 0, m: 'ok', d: { method: entry.method, url: entry.url } }));
      }
    });
  });
  backendUrl = `${await listenOnFreePort(backend)}/school/api`;
});
afterAll(() => new Promise<void>((resolve) => backend.close(() => resolve())));

const env = hostPerTest();
const host = env.host;
beforeEach(() => {
  seen.length = 0;
});

describe('/api without API_TARGET', () => {
  it('hands every method to the in-process backend, request unchanged', async () => {
    const received: Request[] = [];
    const h = host({
      api: (req) => {
        received.push(req);
        return Response.json({ e: 0, m: '', d: 'sandbox' });
      },
    });
    const get = await request(h, '/api/news/list?page=2');
    expect(await get.json()).toEqual({ e: 0, m: '', d: 'sandbox' });
    expect(get.headers.get('x-content-type-options')).toBe('nosniff');
    await request(h, '/api/log/add', { method: 'POST', body: 'x=1', headers: { 'content-type': 'application/x-www-form-urlencoded', ...asThePortal } });
    await request(h, '/api');
    expect(received.map((r) => `${r.method} ${new URL(r.url).pathname}${new URL(r.url).search}`)).toEqual([
      'GET /api/news/list?page=2',
      'POST /api/log/add',
      'GET /api',
    ]);
    expect(await received[1]!.text()).toBe('x=1');
  });

  it('spec §7: hands /site/attach (attachments) to the backend too; other /site/ paths stay static', async () => {
    const received: string[] = [];
    const h = host({
      api: (req) => {
        received.push(`${new URL(req.url).pathname}${new URL(req.url).search}`);
        return new Response('%PDF-', { headers: { 'content-type': 'application/pdf' } });
      },
    });
    const response = await request(h, '/site/attach?file=all/2026/0123456789abcdef.pdf');
    expect(await response.text()).toBe('%PDF-');
    await request(h, '/site/logo.png');
    expect(received).toEqual(['/site/attach?file=all/2026/0123456789abcdef.pdf']);
  });

  it('does not treat /apix as the API', async () => {
    let called = false;
    const h = host({
      api: () => {
        called = true;
        return new Response('no');
      },
    });
    await request(h, '/apix/thing', { headers: { accept: 'text/html' } });
    expect(called).toBe(false);
  });

  it('answers the 502 envelope when the in-process backend throws', async () => {
    const h = host({
      api: () => {
        throw new Error('db closed');
      },
    });
    const response = await request(h, '/api/news/list');
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ e: 502, m: '后端服务暂时不可用', d: null });
    expect(h.logs.join('\n')).toContain('db closed');
  });
});

describe('/api with API_TARGET', () => {
  it('forwards path without /api, query, method, body and cookies; streams the answer back', async () => {
    const h = host({
      apiTarget: backendUrl,
      api: () => {
        throw new Error('the sandbox must not be called');
      },
    });
    const response = await request(h, '/api/news/list?page=2&q=%E6%A0%A1', {
      method: 'POST',
      body: JSON.stringify({ title: '校园' }),
      headers: {
        'content-type': 'application/json',
        cookie: 'SESSION=abc; other=1',
        'x-requested-with': 'XMLHttpRequest',
        connection: 'keep-alive, x-secret-hop',
        'x-secret-hop': '1',
        host: 'portal.example',
      },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ e: 0, m: 'ok', d: { method: 'POST', url: '/school/api/news/list?page=2&q=%E6%A0%A1' } });
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/; HttpOnly']);
    expect(response.headers.get('x-backend')).toBe('yes');
    const got = seen[0]!;
    expect(got.body).toBe('{"title":"校园"}');
    expect(got.headers.cookie).toBe('SESSION=abc; other=1');
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(got.headers.host).toBe(new URL(backendUrl).host);
    expect(got.headers['x-secret-hop']).toBeUndefined();
    expect(got.headers['x-forwarded-host']).toBe('portal.example');
    expect(got.headers['x-forwarded-proto']).toBe('http');
  });

  it('tells the backend the scheme and host name the browser used, as the connection says (behind a trusted TLS proxy: https)', async () => {
    const h = host({ apiTarget: backendUrl, connectionOf: () => ({ address: '203.0.113.9', https: true, origin: 'https://portal.school.edu' }) });
    await request(h, '/api/news/list', { headers: { host: 'internal:8080', 'x-forwarded-proto': 'http' } });
    expect(seen[0]!.headers['x-forwarded-proto']).toBe('https');
    expect(seen[0]!.headers['x-forwarded-host']).toBe('portal.school.edu');
  });

  it('reads attachments from <target>/site/attach', async () => {
    const h = host({ apiTarget: backendUrl });
    await request(h, '/site/attach?file=all/2026/0123456789abcdef.pdf');
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /school/api/site/attach?file=all/2026/0123456789abcdef.pdf']);
  });

  it('forwards GET, PUT and DELETE, and /api itself', async () => {
    const h = host({ apiTarget: `${backendUrl}/` });
    for (const method of ['GET', 'PUT', 'DELETE'])
      await request(h, '/api/uc/user', { method, headers: asThePortal, ...(method === 'PUT' ? { body: 'a=1' } : {}) });
    await request(h, '/api');
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /school/api/uc/user',
      'PUT /school/api/uc/user',
      'DELETE /school/api/uc/user',
      'GET /school/api',
    ]);
    expect(seen[1]!.body).toBe('a=1');
  });

  it('appends the client address to X-Forwarded-For', async () => {
    const proxy = createApiProxy({ target: backendUrl, log: () => undefined });
    await proxy(new Request('http://portal.example/api/x', { headers: { 'x-forwarded-for': '10.0.0.1' } }), '192.0.2.7');
    expect(seen[0]!.headers['x-forwarded-for']).toBe('10.0.0.1, 192.0.2.7');
  });

  it('passes redirects to the browser instead of following them', async () => {
    const h = host({ apiTarget: backendUrl });
    const response = await request(h, '/api/redirect');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://sso.school.example/login');
  });

  it('does not claim an encoding for a body fetch already decoded: the body decodes by the header it is sent with', async () => {
    const h = host({ apiTarget: backendUrl });
    const plain = await request(h, '/api/gzip', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual({ e: 0, m: '', d: '压缩' });
    // Asked for gzip, the host compresses the decoded JSON again itself, and says so.
    const compressed = await request(h, '/api/gzip', { headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await compressed.arrayBuffer())).toString('utf8'))).toEqual({ e: 0, m: '', d: '压缩' });
  });

  it('never reaches the backend outside the target path', async () => {
    const h = host({ apiTarget: backendUrl });
    // Dot segments are folded before routing: this one is not an /api request at all.
    await request(h, '/api/%2e%2e/%2e%2e/admin', { headers: { accept: 'application/json' } });
    // An encoded slash is no separator: it goes to the backend as written, under its path.
    await request(h, '/api/..%2f..%2fadmin');
    expect(seen.map((s) => s.url)).toEqual(['/school/api/..%2f..%2fadmin']);
  });

  it('answers the 502 envelope when the target is down, and logs it', async () => {
    const closed = createServer();
    const closedUrl = await listenOnFreePort(closed);
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const h = host({ apiTarget: `${closedUrl}/api` });
    const response = await request(h, '/api/news/list', { method: 'POST', body: 'a=1', headers: asThePortal });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ e: 502, m: '后端服务暂时不可用', d: null });
    expect(h.logs.join('\n')).toMatch(/API proxy: POST http:\/\/127\.0\.0\.1:\d+\/api\/news\/list failed: ECONNREFUSED/);
  });

  it('refuses a target that is not an http(s) URL at creation', () => {
    expect(() => createApiProxy({ target: 'school.example/api' })).toThrow(/API_TARGET "school.example\/api" is not a URL/);
    expect(() => createApiProxy({ target: 'file:///etc' })).toThrow(/must be an http\(s\) URL/);
  });
});
