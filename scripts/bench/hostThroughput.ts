/**
 * Requests per second of the host's `GET /_site/manifest.json`, over loopback, through the real Node
 * server (@hono/node-server), both as a full 200 and as a revalidation 304 (`If-None-Match`).
 *
 * The load generator runs in a worker thread: on the same thread, undici's client work would compete
 * with the server's event loop and the figure would measure both halves at once. With 2+ cores the
 * worker gets its own; on one core the figure is a lower bound either way.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

export interface LoadResult {
  /** The status every request is expected to get. */
  expected: number;
  requests: number;
  /** Responses with another status, or failed fetches. */
  unexpected: number;
  seconds: number;
  perSecond: number;
}

export interface HostThroughput {
  manifestBytes: number;
  ok: LoadResult;
  notModified: LoadResult;
  /**
   * A bare Hono route answering the same body, driven the same way: the ceiling of this machine and
   * load generator, so the host's figure can be read on a busy or a fast machine alike.
   */
  bareHono: LoadResult;
  concurrency: number;
  /** Lines the host logged while running (e.g. manifest problems). */
  log: string[];
}

interface LoadJob {
  url: string;
  headers: Record<string, string>;
  expected: number;
  concurrency: number;
  durationMs: number;
}

// Plain JS so the worker needs no TypeScript loader. Bounded: each of N loops stops at the deadline.
const loadWorkerSource = `
const { parentPort, workerData: job } = require('node:worker_threads');
(async () => {
  const deadline = Date.now() + job.durationMs;
  let requests = 0, unexpected = 0;
  const loop = async () => {
    while (Date.now() < deadline) {
      try {
        const res = await fetch(job.url, { headers: job.headers });
        await res.arrayBuffer(); // read the body: a 200 is not served until it is sent
        if (res.status === job.expected) requests++; else unexpected++;
      } catch { unexpected++; }
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: job.concurrency }, loop));
  parentPort.postMessage({ requests, unexpected, seconds: (performance.now() - start) / 1000 });
})();
`;

async function drive(job: LoadJob): Promise<LoadResult> {
  const worker = new Worker(loadWorkerSource, { eval: true, workerData: job });
  const [result] = (await once(worker, 'message')) as [{ requests: number; unexpected: number; seconds: number }];
  await worker.terminate();
  return { expected: job.expected, ...result, perSecond: result.requests / result.seconds };
}

const sum = (results: LoadResult[]): LoadResult => {
  const requests = results.reduce((n, r) => n + r.requests, 0);
  const seconds = results.reduce((n, r) => n + r.seconds, 0);
  return { expected: results[0]!.expected, requests, unexpected: results.reduce((n, r) => n + r.unexpected, 0), seconds, perSecond: requests / seconds };
};

/** Serves `fetchFn` on a loopback port until the returned close() is called. */
async function listen(fetchFn: (request: Request) => Response | Promise<Response>): Promise<{ origin: string; close(): Promise<void> }> {
  const server = serve({ fetch: fetchFn, port: 0, hostname: '127.0.0.1' });
  if (!server.listening) await once(server, 'listening');
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      // Keep-alive sockets from the worker's pool would hold close() open.
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * @param durationMs per figure, run as `rounds` interleaved slices (200, 304, bare, 200, 304, …): the
 *   machine is shared, and interleaving lets a burst of someone else's load hit all figures alike.
 */
export async function measureHost(options: {
  sitesDir: string;
  distDir: string;
  concurrency?: number;
  durationMs?: number;
  rounds?: number;
}): Promise<HostThroughput> {
  const { concurrency = 32, durationMs = 3000, rounds = 3 } = options;
  // Imported here, not at the top: the host is being written alongside, and a broken host must not
  // cost the bench its other figures.
  const { createHost } = await import('../../runtime/host/createHost.ts');
  const log: string[] = [];
  const host = createHost({ sitesDir: options.sitesDir, distDir: options.distDir, defaultSite: 'demo', log: (line) => log.push(line) });
  const servers: Array<{ close(): Promise<void> }> = [];
  try {
    const hostServer = await listen(host.app.fetch);
    servers.push(hostServer);
    const url = `${hostServer.origin}/_site/manifest.json`;
    const first = await fetch(url);
    const body = await first.text();
    const etag = first.headers.get('etag');
    if (first.status !== 200) throw new Error(`GET /_site/manifest.json answered ${first.status}: ${body.slice(0, 300)}`);
    if (!etag) throw new Error('GET /_site/manifest.json sent no ETag');

    const bare = new Hono().get('/m', () => new Response(body, { headers: { 'Content-Type': 'application/json; charset=utf-8', ETag: etag } }));
    const bareServer = await listen(bare.fetch);
    servers.push(bareServer);

    const slice = Math.max(250, Math.round(durationMs / rounds));
    const jobs: LoadJob[] = [
      { url, headers: {}, expected: 200, concurrency, durationMs: slice },
      { url, headers: { 'if-none-match': etag }, expected: 304, concurrency, durationMs: slice },
      { url: `${bareServer.origin}/m`, headers: {}, expected: 200, concurrency, durationMs: slice },
    ];
    // One untimed short pass first, so JIT warm-up does not land in the first slice only.
    for (const job of jobs) await drive({ ...job, durationMs: 200 });
    const results: LoadResult[][] = jobs.map(() => []);
    for (let round = 0; round < rounds; round++) {
      for (const [i, job] of jobs.entries()) results[i]!.push(await drive(job));
    }
    const [ok, notModified, bareHono] = results.map(sum) as [LoadResult, LoadResult, LoadResult];
    return { manifestBytes: Buffer.byteLength(body), ok, notModified, bareHono, concurrency, log };
  } finally {
    for (const server of servers) await server.close();
    host.close();
  }
}
