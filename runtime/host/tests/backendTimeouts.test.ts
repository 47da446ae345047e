/**
 * a slow or stalled backend never hangs the portal. A real local backend that never
 * answers, or sends its headers and then stalls the body, is cut by the host within the configured bound
 * (200 ms here, 30 s by default): a 504 envelope when nothing was sent yet, an errored body otherwise,
 * one log line each, and the upstream connection closed. The in-process backend is held to the same
 * bound. What keeps moving is never cut: a download that keeps flowing, an upload that keeps coming.
 */
import { createServer, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { backendTimedOut, DEFAULT_API_TIMEOUT_MS, parseApiTimeout } from '../backendDeadline.ts';
import { composeHost, HostConfigurationError } from '../composeHost.ts';
import { eventually, hostPerTest, listenOnFreePort, request } from './hostFixtures.ts';

const bound = 200;
/** Far below the 30 s default and far above the bound: an answer within it proves the bound applied, whatever the load. */
const promptly = 5_000;
/** For what keeps moving: a piece every 40 ms, for longer in all than this bound, while a gap would need 600 ms to count. */
const flowBound = 600;
const pieceEveryMs = 40;
const pieces = Math.ceil((1.3 * flowBound) / pieceEveryMs);

/** Pieces of a body, `count` of them, one every `everyMs`, then the end. */
function drip(res: ServerResponse, count: number, everyMs: number) {
  let sent = 0;
  const timer = setInterval(() => {
    res.write(`piece ${sent}\n`);
    if (++sent === count) {
      clearInterval(timer);
      res.end();
    }
  }, everyMs);
  res.on('close', () => clearInterval(timer));
}

let backend: Server;
let backendUrl: string;
/** Requests whose connection the backend saw closed before it answered in full. */
const closedEarly: string[] = [];
/** Requests the backend received. */
const received: string[] = [];
beforeAll(async () => {
  backend = createServer((req, res) => {
    received.push(req.url!);
    res.on('close', () => {
      if (!res.writableFinished) closedEarly.push(req.url!);
    });
    const path = new URL(req.url!, 'http://backend').pathname;
    if (path === '/school/api/never') return; // accepts the request, never answers
    if (path === '/school/api/stall') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"e":0,"m":"","d":[');
      return; // and nothing more
    }
    if (path === '/school/api/drip') {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      return drip(res, pieces, pieceEveryMs);
    }
    if (path === '/school/api/upload') {
      let bytes = 0;
      req.on('data', (chunk: Buffer) => (bytes += chunk.length));
      req.on('end', () => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ e: 0, m: '', d: { bytes } })));
      return;
    }
    res.writeHead(404).end();
  });
  backendUrl = `${await listenOnFreePort(backend)}/school/api`;
});
afterAll(() => {
  backend.closeAllConnections();
  return new Promise<void>((resolve) => backend.close(() => resolve()));
});

const env = hostPerTest({ apiTimeoutMs: bound });
const host = env.host;
beforeEach(() => {
  closedEarly.length = 0;
  received.length = 0;
});

/** Milliseconds `work` took. */
async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const start = performance.now();
  const result = await work();
  return { result, ms: performance.now() - start };
}

/** An upload that arrives a piece at a time, for longer in all than the bound. */
function slowUpload(): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      await new Promise((resolve) => setTimeout(resolve, pieceEveryMs));
      controller.enqueue(new TextEncoder().encode('x'.repeat(1000)));
      if (++sent === pieces) controller.close();
    },
  });
}

describe('behind API_TARGET', () => {
  it('a backend that never answers gets a 504 envelope within the bound, one log line, and its connection closed', async () => {
    const h = host({ apiTarget: backendUrl });
    const { result: response, ms } = await timed(() => request(h, '/api/never'));
    expect(ms).toBeLessThan(promptly);
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual(backendTimedOut);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(h.logs.filter((line) => line.includes('/school/api/never'))).toEqual([
      `API proxy: GET ${new URL(backendUrl).origin}/school/api/never timed out: no answer within ${bound} ms`,
    ]);
    await eventually(() => closedEarly.includes('/school/api/never'));
  });

  it('a browser that leaves before the answer ends the backend exchange, logged as abandoned, not as a failure', async () => {
    const h = host({ apiTarget: backendUrl, apiTimeoutMs: promptly });
    const browser = new AbortController();
    const answer = request(h, '/api/never', { signal: browser.signal });
    await eventually(() => received.includes('/school/api/never'), promptly);
    browser.abort();
    expect((await answer).status).toBe(499);
    expect(h.logs.filter((line) => line.includes('/school/api/never'))).toEqual([
      `API proxy: GET ${new URL(backendUrl).origin}/school/api/never abandoned: the browser left before the answer`,
    ]);
    await eventually(() => closedEarly.includes('/school/api/never'));
  });

  it('a body that stalls after the headers is cut: the browser sees the answer end in error, not wait forever', async () => {
    const h = host({ apiTarget: backendUrl });
    const response = await request(h, '/api/stall');
    expect(response.status).toBe(200);
    const { result: read, ms } = await timed(() =>
      response.text().then(
        () => 'ended normally',
        (error: Error) => error.message,
      ),
    );
    expect(ms).toBeLessThan(promptly);
    expect(read).toBe(`the body stalled for ${bound} ms`);
    expect(h.logs.filter((line) => line.includes('/school/api/stall'))).toEqual([
      `API proxy: GET ${new URL(backendUrl).origin}/school/api/stall cut: the body stalled for ${bound} ms`,
    ]);
    await eventually(() => closedEarly.includes('/school/api/stall'));
  });

  it('a download that keeps flowing is not cut, though it takes longer in all than the bound', async () => {
    const h = host({ apiTarget: backendUrl, apiTimeoutMs: flowBound });
    const { result: body, ms } = await timed(async () => (await request(h, '/api/drip')).text());
    expect(ms).toBeGreaterThan(flowBound);
    expect(body.trim().split('\n')).toHaveLength(pieces);
    expect(h.logs.join('\n')).not.toMatch(/timed out|cut/);
  });

  it('an upload that keeps coming is not counted against the backend', async () => {
    const h = host({ apiTarget: backendUrl, apiTimeoutMs: flowBound });
    const { result: response, ms } = await timed(() =>
      request(h, '/api/upload', {
        method: 'POST',
        body: slowUpload(),
        headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/octet-stream' },
        duplex: 'half',
      } as RequestInit),
    );
    expect(ms).toBeGreaterThan(flowBound);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ e: 0, m: '', d: { bytes: pieces * 1000 } });
  });
});

describe('the in-process backend', () => {
  it('an answer that never comes is a 504 envelope within the bound, logged once', async () => {
    const h = host({ api: () => new Promise<Response>(() => undefined) });
    const { result: response, ms } = await timed(() => request(h, '/api/news/list'));
    expect(ms).toBeLessThan(promptly);
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual(backendTimedOut);
    expect(h.logs).toEqual([`API: the in-process backend timed out on GET /api/news/list: no answer within ${bound} ms`]);
  });

  it('a body that stalls is cut and the backend told so (its stream cancelled)', async () => {
    let cancelled: unknown;
    const h = host({
      api: () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start: (controller) => controller.enqueue(new TextEncoder().encode('{"e":0,')),
            cancel: (reason) => void (cancelled = reason),
          }),
          { headers: { 'Content-Type': 'application/json' } },
        ),
    });
    const response = await request(h, '/api/news/list');
    await expect(response.text()).rejects.toThrow(`the body stalled for ${bound} ms`);
    expect(h.logs).toEqual([`API: the in-process backend's answer to GET /api/news/list cut: the body stalled for ${bound} ms`]);
    await eventually(() => cancelled !== undefined);
  });

  it('an answer that leaves the request body unread (the site settings) logs nothing, then or later, over real HTTP', async () => {
    const h = host({
      api: (req) => (new URL(req.url).pathname === '/api/never' ? new Promise<Response>(() => undefined) : Response.json({ e: 0, m: '', d: 'ok' })),
    });
    const server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
    onTestFinished(() => void server.close());
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const headers = { origin: base, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/x-www-form-urlencoded' };
    // The node server drains the unread body after the answer: that is no sign of a backend still answering.
    const answer = await fetch(`${base}/api/site/settings/info`, { method: 'POST', body: 'x=1', headers });
    expect(await answer.json()).toEqual({ e: 0, m: '', d: 'ok' });
    // A request sent after that answer is cut after the bound: by then a clock left running by the first would have run out too.
    expect((await fetch(`${base}/api/never`)).status).toBe(504);
    expect(h.logs).toEqual([`API: the in-process backend timed out on GET /api/never: no answer within ${bound} ms`]);
  });

  it('an answer in time passes untouched, the request body included', async () => {
    const h = host({ api: async (req) => Response.json({ e: 0, m: '', d: await req.text() }) });
    const response = await request(h, '/api/log/add', { method: 'POST', body: 'x=1', headers: { 'x-requested-with': 'XMLHttpRequest' } });
    expect(await response.json()).toEqual({ e: 0, m: '', d: 'x=1' });
    expect(h.logs).toEqual([]);
  });
});

describe('API_TIMEOUT_MS', () => {
  it('is 30 s when unset; a value that is not a whole number of milliseconds is refused, naming the setting', () => {
    expect(parseApiTimeout(undefined)).toEqual({ timeoutMs: DEFAULT_API_TIMEOUT_MS });
    expect(DEFAULT_API_TIMEOUT_MS).toBe(30_000);
    expect(parseApiTimeout(' 1500 ')).toEqual({ timeoutMs: 1500 });
    for (const bad of ['30s', '0', '-1', '1.5', 'abc'])
      expect(parseApiTimeout(bad)).toEqual({
        problem: `API_TIMEOUT_MS must be a whole number of milliseconds between 1 and 3600000 (e.g. 30000), got "${bad}"`,
      });
  });

  it('composeHost refuses a bad value before starting, and hands a good one to the proxy', async () => {
    const settings = { API_TARGET: backendUrl, SITES_DIR: env.dirs.sitesDir, DIST_DIR: env.dirs.distDir, OPERATOR_DATA_DIR: `${env.dirs.root}/operator` };
    await expect(composeHost({ env: { ...settings, API_TIMEOUT_MS: '30s' }, repoRoot: env.dirs.root, log: () => undefined })).rejects.toThrow(
      HostConfigurationError,
    );
    const composed = await composeHost({ env: { ...settings, API_TIMEOUT_MS: String(bound) }, repoRoot: env.dirs.root, log: () => undefined });
    onTestFinished(() => composed.close());
    const { result: response, ms } = await timed(() => request(composed.host, '/api/never'));
    expect(ms).toBeLessThan(promptly);
    expect(response.status).toBe(504);
  });
});
