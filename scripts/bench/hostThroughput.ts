/**
 * Requests per second of the host, route by route, each beside a bare `node:http` server
 * answering the same bytes and headers from memory (bareHttpServer.ts), in the same run:
 *   - the app's page `GET /`, as a browser asks for it (Accept-Encoding: gzip, deflate, br, zstd);
 *   - `/_site/manifest.json`, in full (200) and revalidated (304, `If-None-Match`);
 *   - a proxied `/api` route, the news list a guest's news page calls, through the host (API_TARGET) to the
 *     real sandbox in a process of its own (sandboxProcess.ts): two hops, as in a deployment.
 *
 * The host is composed as `npm start` composes it (composeHost) and served by @hono/node-server, as
 * main.ts serves it. The load comes from autocannon in a worker (loadGenerator.ts). Each figure is run as
 * `rounds` slices, interleaved (host, bare, next route's host, …), so a burst of someone else's load on this
 * shared machine hits every figure alike.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { recordAnswer, serveFromMemory, type RecordedAnswer } from './bareHttpServer.ts';
import { servePortal } from './benchServers.ts';
import { startLoadGenerator, sumLoadResults, type LoadResult } from './loadGenerator.ts';
import { startSandboxProcess } from './sandboxProcess.ts';

/** The routes measured; budgets.ts holds a ratio for each. */
export type ThroughputRoute = 'page' | 'manifest' | 'manifest304' | 'api';

export interface RouteThroughput {
  route: ThroughputRoute;
  /** What was asked, e.g. `GET /_site/manifest.json (If-None-Match)`. */
  request: string;
  status: number;
  /** The answer's body as sent (compressed when it was), in bytes. */
  bodyBytes: number;
  encoding: string;
  host: LoadResult;
  bare: LoadResult;
  /** For the proxied route: the backend asked directly, so a low ratio can be told apart from a slow backend. Not budgeted. */
  backend?: LoadResult;
  /** host / bare requests per second. */
  ratio: number;
}

export interface HostThroughput {
  connections: number;
  secondsPerFigure: number;
  routes: RouteThroughput[];
  /** Lines the host logged while running (e.g. manifest problems, backend failures). */
  log: string[];
}

/** What Chromium sends with a navigation and with the page's own fetch. */
const browserEncodings = 'gzip, deflate, br, zstd';
export const navigationHeaders = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': browserEncodings,
  'sec-fetch-site': 'none',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
};
export const pageFetchHeaders = {
  accept: 'application/json',
  'accept-encoding': browserEncodings,
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'cors',
  'sec-fetch-dest': 'empty',
};

interface RouteSpec {
  route: ThroughputRoute;
  path: string;
  /** The same request sent straight to the backend, for the proxied route. */
  backendUrl?: string;
  headers: Record<string, string>;
  expected: number;
  describe: string;
}

/**
 * @param durationMs per figure, in `rounds` interleaved slices
 */
export async function measureHost(options: { distDir: string; connections?: number; durationMs?: number; rounds?: number }): Promise<HostThroughput> {
  const { connections = 32, durationMs = 3000, rounds = 3 } = options;
  const servers: Array<{ close(): Promise<void> }> = [];
  const load = startLoadGenerator();
  try {
    const sandbox = await startSandboxProcess();
    servers.push(sandbox);
    const log: string[] = [];
    const host = await servePortal(options.distDir, { env: { API_TARGET: sandbox.apiTarget }, log: (line) => log.push(line) });
    servers.push(host);

    const manifest = await recordAnswer(`${host.origin}/_site/manifest.json`, pageFetchHeaders);
    const etag = header(manifest, 'etag');
    if (manifest.status !== 200 || !etag) throw new Error(`GET /_site/manifest.json answered ${manifest.status}${etag ? '' : ' without an ETag'}`);
    const specs: RouteSpec[] = [
      { route: 'page', path: '/', headers: navigationHeaders, expected: 200, describe: 'GET / (the app page)' },
      { route: 'manifest', path: '/_site/manifest.json', headers: pageFetchHeaders, expected: 200, describe: 'GET /_site/manifest.json' },
      {
        route: 'manifest304',
        path: '/_site/manifest.json',
        headers: { ...pageFetchHeaders, 'if-none-match': etag },
        expected: 304,
        describe: 'GET /_site/manifest.json (If-None-Match)',
      },
      {
        route: 'api',
        path: '/api/news/list?page=1&size=10',
        backendUrl: `${sandbox.apiTarget}/news/list?page=1&size=10`,
        headers: pageFetchHeaders,
        expected: 200,
        describe: 'GET /api/news/list?page=1&size=10 → sandbox',
      },
    ];

    // What the host answers each, recorded once: the bare server answers exactly that.
    const recorded = new Map<string, RecordedAnswer>();
    for (const [i, spec] of specs.entries()) {
      const answer = await recordAnswer(`${host.origin}${spec.path}`, spec.headers);
      if (answer.status !== spec.expected) {
        throw new Error(`${spec.describe} answered ${answer.status}, not ${spec.expected}: ${answer.body.toString('utf8', 0, 300)}`);
      }
      if (spec.route === 'api') {
        // A 200 can still carry a refusal in its envelope (e ≠ 0): that would measure the wrong thing.
        const envelope = JSON.parse(decodedBody(answer)) as { e?: number; m?: string };
        if (envelope.e !== 0) throw new Error(`${spec.describe} answered e = ${envelope.e}: ${envelope.m ?? ''}`);
      }
      recorded.set(`/r${i}`, answer);
    }
    const bare = await serveFromMemory(recorded);
    servers.push(bare);

    const slice = Math.max(250, Math.round(durationMs / rounds));
    const figures = specs.flatMap((spec, i) => {
      const job = { headers: spec.headers, expected: spec.expected, connections, durationMs: slice };
      return [
        { route: i, of: 'host' as const, job: { ...job, url: `${host.origin}${spec.path}` } },
        { route: i, of: 'bare' as const, job: { ...job, url: `${bare.origin}/r${i}` } },
        ...(spec.backendUrl ? [{ route: i, of: 'backend' as const, job: { ...job, url: spec.backendUrl } }] : []),
      ];
    });
    const jobs = figures.map((f) => f.job);
    // One untimed short pass first, so JIT warm-up (and the host's first compression) does not land in the first slice only.
    for (const job of jobs) await load.drive({ ...job, durationMs: 300 });
    const results: LoadResult[][] = jobs.map(() => []);
    for (let round = 0; round < rounds; round++) {
      for (const [i, job] of jobs.entries()) results[i]!.push(await load.drive(job));
    }
    const totals = results.map((slices) => sumLoadResults(slices));
    const figureOf = (route: number, of: 'host' | 'bare' | 'backend') => {
      const index = figures.findIndex((f) => f.route === route && f.of === of);
      return index < 0 ? undefined : totals[index];
    };
    return {
      connections,
      secondsPerFigure: (slice * rounds) / 1000,
      routes: specs.map((spec, i): RouteThroughput => {
        const answer = recorded.get(`/r${i}`)!;
        const hostFigure = figureOf(i, 'host')!;
        const bareFigure = figureOf(i, 'bare')!;
        const backendFigure = figureOf(i, 'backend');
        return {
          route: spec.route,
          request: spec.describe,
          status: answer.status,
          bodyBytes: answer.body.length,
          encoding: header(answer, 'content-encoding') ?? '-',
          host: hostFigure,
          bare: bareFigure,
          ...(backendFigure ? { backend: backendFigure } : {}),
          ratio: bareFigure.perSecond > 0 ? hostFigure.perSecond / bareFigure.perSecond : 0,
        };
      }),
      log,
    };
  } finally {
    await load.close();
    for (const server of servers.reverse()) await server.close();
  }
}

function decodedBody(answer: RecordedAnswer): string {
  const encoding = header(answer, 'content-encoding');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString();
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
  if (encoding === undefined || encoding === 'identity') return answer.body.toString();
  throw new Error(`cannot read a body in ${encoding}`);
}

function header(answer: RecordedAnswer, name: string): string | undefined {
  const value = answer.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
