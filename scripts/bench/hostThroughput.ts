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

export async function measureHost(options: { sitesDir: string; distDir: string; concurrency?: number; durationMs?: number }): Promise<HostThroughput> {
  const { concurrency = 32, durationMs = 3000 } = options;
  // Imported here, not at the top: the host is being written alongside, and a broken host must not
  // cost the bench its other figures.
  const { createHost } = await import('../../runtime/host/createHost.ts');
  const log: string[] = [];
  const host = createHost({ sitesDir: options.sitesDir, distDir: options.distDir, defaultSite: 'demo', log: (line) => log.push(line) });
  const server = serve({ fetch: host.app.fetch, port: 0, hostname: '127.0.0.1' });
  try {
    if (!server.listening) await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/_site/manifest.json`;

    const first = await fetch(url);
    const body = await first.text();
    const etag = first.headers.get('etag');
    if (first.status !== 200) throw new Error(`GET /_site/manifest.json answered ${first.status}: ${body.slice(0, 300)}`);
    if (!etag) throw new Error('GET /_site/manifest.json sent no ETag');

    const ok = await drive({ url, headers: {}, expected: 200, concurrency, durationMs });
    const notModified = await drive({ url, headers: { 'if-none-match': etag }, expected: 304, concurrency, durationMs });
    return { manifestBytes: Buffer.byteLength(body), ok, notModified, concurrency, log };
  } finally {
    host.close();
    // Keep-alive sockets from the worker's pool would hold close() open.
    if ('closeAllConnections' in server) server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
