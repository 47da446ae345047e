/**
 * The cluster figures of `npm run bench`: hosts sharing one PostgreSQL database
 * (DATABASE_URL), each a `runtime/host/main.ts` process of its own, as a deployment behind a load balancer
 * runs them.
 *   - requests per second of the page `GET /` and of `GET /_site/manifest.json`, asked as a browser asks
 *     (Accept-Encoding: gzip, deflate, br, zstd), from one host, and from three with the same connections
 *     spread evenly over them (what a round-robin balancer does);
 *   - from a publish on one host (the operator API) to every host serving it, median and worst of `rounds`.
 *
 * The one-host and three-host figures run as interleaved slices on the same three processes (the other
 * two idle during a one-host slice), so a burst of someone else's load on this shared machine hits both
 * alike. Three hosts on a machine with fewer cores than hosts and a load generator measure what sharing
 * the database costs, not how far hosts scale out: that needs a core (or a machine) per host.
 */
import { mkdirSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { hashOperatorPassword } from '../../runtime/host/operator/operatorPassword.ts';
import { startClusterDatabase } from './clusterDatabase.ts';
import { startHostProcess, type HostProcess } from './hostProcess.ts';
import { navigationHeaders, pageFetchHeaders } from './hostThroughput.ts';
import { startLoadGenerator, sumLoadResults, type LoadJob, type LoadResult } from './loadGenerator.ts';
import { measurePublishLatency, type PublishLatency } from './publishLatency.ts';

export type ClusterRoute = 'page' | 'manifest';

export interface ClusterRouteThroughput {
  route: ClusterRoute;
  request: string;
  oneHost: LoadResult;
  /** All three hosts together. */
  threeHosts: LoadResult;
  /** Each host's share of `threeHosts`, in requests per second. */
  perHost: number[];
  /** threeHosts / oneHost requests per second. */
  ratio: number;
}

export interface ClusterFigures {
  hosts: number;
  cores: number;
  /** The machine's 1-minute load average when the step began: on a shared machine, how much others were running. */
  loadAverage: number;
  connections: number;
  secondsPerFigure: number;
  routes: ClusterRouteThroughput[];
  publish: PublishLatency & { putMedianMs: number; putMaxMs: number; medianMs: number; maxMs: number; eachHostMedianMs: number[] };
  /** Lines the hosts logged (each prefixed with its letter). */
  log: string[];
}

/** Asked with what Chromium sends, as the single-host figures are (hostThroughput.ts). */
const routes: Array<{ route: ClusterRoute; path: string; request: string; headers: Record<string, string> }> = [
  { route: 'page', path: '/', request: 'GET / (the app page)', headers: navigationHeaders },
  { route: 'manifest', path: '/_site/manifest.json', request: 'GET /_site/manifest.json', headers: pageFetchHeaders },
];

type RouteSpec = (typeof routes)[number];

const hostLetters = ['A', 'B', 'C'];

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * @param distDir the built portal the hosts serve
 * @param scratchDir a folder of this run (the hosts' OPERATOR_DATA_DIR: unused with a database, but never the repository's .data/)
 * @param durationMs per figure, in `rounds` interleaved slices
 */
export async function measureCluster(options: {
  distDir: string;
  scratchDir: string;
  connections?: number;
  durationMs?: number;
  rounds?: number;
  publishRounds?: number;
  onProgress?: (text: string) => void;
}): Promise<ClusterFigures> {
  const { distDir, scratchDir, connections = 30, durationMs = 3000, rounds = 3, publishRounds = 20, onProgress = () => {} } = options;
  const hostCount = hostLetters.length;
  const operator = { name: 'bench-operator', password: 'bench-password' };
  const [loadAverage = 0] = loadavg();
  const stoppable: Array<{ close(): Promise<void> } | { remove(): Promise<void> }> = [];
  const load = startLoadGenerator();
  try {
    onProgress('cluster: starting PostgreSQL and loading the sites');
    const database = await startClusterDatabase();
    stoppable.push(database);
    const operatorDataDir = join(scratchDir, 'operator-data');
    mkdirSync(operatorDataDir, { recursive: true });
    const env = {
      DATABASE_URL: database.url,
      DIST_DIR: distDir,
      // Nothing listens there: no sandbox is opened, and the figures never touch /api.
      API_TARGET: 'http://127.0.0.1:9/api',
      OPERATOR_NAME: operator.name,
      OPERATOR_PASSWORD_HASH: await hashOperatorPassword(operator.password),
      OPERATOR_DATA_DIR: operatorDataDir,
    };
    onProgress(`cluster: starting ${hostCount} host processes on the database (sites: ${database.siteIds.join(', ')})`);
    const started = await Promise.allSettled(hostLetters.map(() => startHostProcess(env)));
    const hosts: HostProcess[] = [];
    for (const outcome of started) if (outcome.status === 'fulfilled') hosts.push(outcome.value);
    stoppable.push(...hosts);
    const failed = started.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;

    for (const host of hosts)
      for (const spec of routes) {
        const answer = await fetch(`${host.origin}${spec.path}`, { headers: spec.headers });
        if (answer.status !== 200) throw new Error(`${spec.request} on ${host.origin} answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`);
        await answer.arrayBuffer();
      }

    onProgress(`cluster: requests per second of one host and of ${hostCount}, ${durationMs / 1000} s per figure, interleaved`);
    const slice = Math.max(250, Math.round(durationMs / rounds));
    const connectionsPerHost = Math.max(1, Math.round(connections / hostCount));
    const jobOf = (origin: string, spec: RouteSpec, ms: number, conns: number): LoadJob => ({
      url: `${origin}${spec.path}`,
      headers: spec.headers,
      expected: 200,
      connections: conns,
      durationMs: ms,
    });
    const runOne = (spec: RouteSpec, ms: number) => load.drive(jobOf(hosts[0]!.origin, spec, ms, connections));
    const runAll = (spec: RouteSpec, ms: number) => Promise.all(hosts.map((host) => load.drive(jobOf(host.origin, spec, ms, connectionsPerHost))));
    // One untimed short pass first: JIT warm-up and each host's first compression stay out of the figures.
    for (const spec of routes) {
      await runOne(spec, 300);
      await runAll(spec, 300);
    }
    const one: LoadResult[][] = routes.map(() => []);
    const all: LoadResult[][][] = routes.map(() => []);
    for (let round = 0; round < rounds; round++)
      for (const [i, spec] of routes.entries()) {
        one[i]!.push(await runOne(spec, slice));
        all[i]!.push(await runAll(spec, slice));
      }
    const throughput = routes.map((spec, i): ClusterRouteThroughput => {
      const oneHost = sumLoadResults(one[i]!);
      const slices = all[i]!;
      const threeHosts = sumLoadResults(slices.map((together) => sumLoadResults(together, { concurrent: true })));
      const perHost = hosts.map((_, h) => sumLoadResults(slices.map((s) => s[h]!)).perSecond);
      return { route: spec.route, request: spec.request, oneHost, threeHosts, perHost, ratio: threeHosts.perSecond / oneHost.perSecond };
    });

    onProgress(`cluster: publishing on host A ${publishRounds} times, each until every host serves it`);
    const latency = await measurePublishLatency(
      hosts.map((host) => host.origin),
      operator,
      publishRounds,
    );
    return {
      hosts: hostCount,
      cores: availableParallelism(),
      loadAverage,
      connections,
      secondsPerFigure: (slice * rounds) / 1000,
      routes: throughput,
      publish: {
        ...latency,
        putMedianMs: median(latency.putMs),
        putMaxMs: Math.max(...latency.putMs),
        medianMs: median(latency.everyHostMs),
        maxMs: Math.max(...latency.everyHostMs),
        eachHostMedianMs: hosts.map((_, h) => median(latency.eachHostMs.map((round) => round[h]!))),
      },
      log: hosts.flatMap((host, h) => host.log.map((line) => `${hostLetters[h]}: ${line}`)),
    };
  } finally {
    await load.close();
    for (const item of stoppable.reverse()) await ('close' in item ? item.close() : item.remove()).catch(() => {});
  }
}

const num = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** The cluster figures as a table, like bench.ts's other steps. */
export function printClusterFigures(result: ClusterFigures | { error: string }, verbose: boolean): void {
  if ('error' in result) {
    console.log(`${'hosts on one database'.padEnd(32)}not measured: ${result.error}`);
    return;
  }
  console.log(
    `\n${result.hosts} hosts on one PostgreSQL database, requests per second (${result.connections} connections in all, ${result.secondsPerFigure} s per figure, interleaved; load average ${result.loadAverage.toFixed(1)} at the start)`,
  );
  if (result.cores <= result.hosts)
    console.log(
      `  note: ${result.cores} cores for ${result.hosts} hosts, the load generator and PostgreSQL: these figures measure what sharing the database costs, not scale-out`,
    );
  console.log(`  ${'request'.padEnd(34)}${'1 host'.padStart(8)}${`${result.hosts} hosts`.padStart(9)}${'ratio'.padStart(7)}   per host`);
  for (const r of result.routes) {
    const warning = r.oneHost.unexpected + r.threeHosts.unexpected;
    console.log(
      `  ${r.request.padEnd(34)}${num(r.oneHost.perSecond).padStart(8)}${num(r.threeHosts.perSecond).padStart(9)}${`${r.ratio.toFixed(2)}×`.padStart(7)}   ${r.perHost.map(num).join(' / ')}${warning ? `  WARNING: ${warning} unexpected answers` : ''}`,
    );
  }
  const p = result.publish;
  console.log(
    `  publish on A → served by every host: median ${ms(p.medianMs)}, max ${ms(p.maxMs)} (${p.rounds} publishes; the PUT's answer: median ${ms(p.putMedianMs)}, max ${ms(p.putMaxMs)}; each host, median: ${p.eachHostMedianMs.map((m, h) => `${hostLetters[h]} ${ms(m)}`).join(', ')})`,
  );
  if (!verbose || !result.log.length) return;
  // Every publish logs the same lines on every host: each line once, with its count.
  const counts = new Map<string, number>();
  for (const line of result.log) counts.set(line, (counts.get(line) ?? 0) + 1);
  console.log(`\n  hosts' log:\n    ${[...counts].map(([line, n]) => (n > 1 ? `${line}  (×${n})` : line)).join('\n    ')}`);
}
