/**
 * The load generator of the requests-per-second figures: autocannon, in a worker thread of its own.
 *
 * Why autocannon and not a loop of `fetch` calls: measured on this 2-core machine against a bare node:http
 * server, a worker running 32 fetch loops made ~1,700 req/s where autocannon made ~16,000 — the fetch loop
 * was the bottleneck, so host and bare server alike measured the client and their ratio said nothing about
 * the host. autocannon writes raw HTTP/1.1 on keep-alive sockets, so the server under test gets the CPU.
 *
 * Why a worker: on the bench's own thread the client would compete with the servers' event loop, and the
 * figure would measure both halves at once. With 2+ cores the worker gets its own; on one core it is a
 * lower bound either way.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export interface LoadJob {
  url: string;
  headers: Record<string, string>;
  /** The status every answer should have; others are counted as unexpected. */
  expected: number;
  /** Keep-alive connections, each with one request in flight. */
  connections: number;
  durationMs: number;
}

export interface LoadResult {
  expected: number;
  /** Answers with the expected status. */
  requests: number;
  /** Answers with another status, errors and timeouts. */
  unexpected: number;
  seconds: number;
  perSecond: number;
}

export interface LoadGenerator {
  drive(job: LoadJob): Promise<LoadResult>;
  close(): Promise<void>;
}

// Plain JS, so the worker needs no TypeScript loader; autocannon is passed in by its resolved path.
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const autocannon = require(workerData.autocannon);
parentPort.on('message', ({ id, job }) => {
  autocannon(
    { url: job.url, headers: job.headers, connections: job.connections, duration: job.durationMs / 1000 },
    (error, result) => {
      if (error) return parentPort.postMessage({ id, error: String(error) });
      const counts = {};
      for (const [status, { count }] of Object.entries(result.statusCodeStats || {})) counts[status] = count;
      parentPort.postMessage({ id, counts, errors: result.errors, seconds: result.duration });
    },
  );
});
`;

interface WorkerAnswer {
  id: number;
  error?: string;
  counts?: Record<string, number>;
  errors?: number;
  seconds?: number;
}

/** Counts of one slice → the figure: answers with `expected` per second; every other answer, error or timeout is unexpected. */
export function loadResultOf(expected: number, counts: Record<string, number>, errors: number, seconds: number): LoadResult {
  const requests = counts[String(expected)] ?? 0;
  const others = Object.entries(counts).reduce((n, [status, count]) => (status === String(expected) ? n : n + count), 0);
  return { expected, requests, unexpected: others + errors, seconds, perSecond: seconds > 0 ? requests / seconds : 0 };
}

/**
 * Several slices of one figure as one: one after another (interleaved rounds, their seconds add up), or
 * `concurrent` (against several hosts at once: their requests add up over the same seconds).
 */
export function sumLoadResults(results: readonly LoadResult[], { concurrent = false } = {}): LoadResult {
  if (!results.length) throw new Error('no load results to add up');
  const requests = results.reduce((n, r) => n + r.requests, 0);
  const seconds = concurrent ? Math.max(...results.map((r) => r.seconds)) : results.reduce((n, r) => n + r.seconds, 0);
  return {
    expected: results[0]!.expected,
    requests,
    unexpected: results.reduce((n, r) => n + r.unexpected, 0),
    seconds,
    perSecond: seconds > 0 ? requests / seconds : 0,
  };
}

export function startLoadGenerator(): LoadGenerator {
  const worker = new Worker(workerSource, { eval: true, workerData: { autocannon: createRequire(import.meta.url).resolve('autocannon') } });
  const waiting = new Map<number, { job: LoadJob; resolve: (r: LoadResult) => void; reject: (e: Error) => void }>();
  let nextId = 0;
  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  worker.on('message', (answer: WorkerAnswer) => {
    const pending = waiting.get(answer.id);
    if (!pending) return;
    waiting.delete(answer.id);
    if (answer.error !== undefined) pending.reject(new Error(`autocannon: ${answer.error}`));
    else pending.resolve(loadResultOf(pending.job.expected, answer.counts ?? {}, answer.errors ?? 0, answer.seconds ?? 0));
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the load generator's worker exited (${code})`)));
  return {
    drive: (job) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { job, resolve, reject });
        worker.postMessage({ id, job });
      }),
    close: async () => {
      await worker.terminate();
    },
  };
}
