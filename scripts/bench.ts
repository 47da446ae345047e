/**
 * `npm run bench [-- --verbose]`: size and speed figures in one run, printed as a table and written
 * to .bench/last.json. It gates: it exits 1 when a figure breaks a budget (scripts/bench/budgets.ts) and
 * says which. CI does not run it (timings are noisy on a shared machine); run it before and after a
 * change that could move the figures. It needs Debian's Chromium and takes a few minutes.
 *
 *   1. the scripts the home page fetches in Chromium, compressed as the host serves them, beside a bare
 *      React + react-router page built and served the same way now, and beside that page using the
 *      stack's i18next and ky (the budget: baselineApp.ts says why); and the gzip bytes of the same
 *      first load read from the build, per module with --verbose
 *   2. whether adding a widget changes the first load (it must not)
 *   3. Lighthouse's mobile performance score and LCP (median of 3) of the home, a news list and a news
 *      article, beside the bare page; with --verbose the audits each page fails, largest savings first
 *   4. manifest resolve + validate time per site
 *   5. the host's requests per second for its page, /_site/manifest.json (200 and 304) and a proxied /api
 *      route, each beside a bare node:http server answering the same bytes from memory
 *   6. hosts sharing one PostgreSQL database (scripts/bench/cluster.ts): the page and the manifest from one
 *      host and from three, and the time from a publish on one host to every host serving it.
 *      `npm run bench -- cluster` runs this step alone (with a build of its own) and writes .bench/cluster.json
 *   7. the ticket rush (scripts/bench/ticketRush.ts): 1000 clients grab 100 tickets at the opening second
 *      through a host process: grabs per second, p50/p99 latency, tickets sold, the host's own errors.
 *      `npm run bench -- rush` runs this step alone (no build needed) and writes .bench/rush.json
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadWidgetCatalog } from '../runtime/host/manifest/widgetCatalog.ts';
import { buildBaseline } from './bench/baselineApp.ts';
import { baselineLoad, portalLoad, type BrowserLoad } from './bench/browserFirstLoad.ts';
import { budgets } from './bench/budgets.ts';
import { onCleanup } from './bench/cleanup.ts';
import type { FirstLoad } from './bench/firstLoadJs.ts';
import { buildPortal, findHomeTarget, homeFirstLoad, readWidgetIndex } from './bench/homePage.ts';
import { lighthouseOverBudget, percent, throughputOverBudget } from './bench/budgetChecks.ts';
import { measureHost, type HostThroughput } from './bench/hostThroughput.ts';
import { measureCluster, printClusterFigures, type ClusterFigures } from './bench/cluster.ts';
import { measureLighthouse, type LighthouseFigures } from './bench/lighthouse.ts';
import { timeManifests } from './bench/manifestTiming.ts';
import { breakdown, collectChunkModules, type ChunkModules } from './bench/moduleBreakdown.ts';
import { benchDir, repoRoot } from './bench/paths.ts';
import { probeId, withProbeWidget } from './bench/widgetProbe.ts';
import { measureRush, printRushFigures, rushProblems, type RushFigures } from './bench/ticketRush.ts';

const aimRatio = budgets.firstLoadRatio;
const verbose = process.argv.includes('--verbose') || process.argv.includes('-v');
const clusterOnly = process.argv.includes('cluster');
const rushOnly = process.argv.includes('rush');

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const num = (n: number) => Math.round(n).toLocaleString('en-US');
const row = (label: string, value: string) => console.log(`${label.padEnd(32)}${value}`);
const step = (text: string) => process.stderr.write(`… ${text}\n`);
/** Same output files means same bytes: the names carry content hashes. */
const sameFiles = (a: FirstLoad, b: FirstLoad) => a.files.map((f) => f.file).join() === b.files.map((f) => f.file).join();

function listFiles(title: string, load: FirstLoad): void {
  if (!verbose) return;
  console.log(`\n${title}`);
  for (const f of load.files) console.log(`  ${f.file.padEnd(48)} ${kB(f.bytes).padStart(9)} → ${kB(f.gzip).padStart(8)} gzip  (${f.via})`);
  console.log(`  ${'total'.padEnd(48)} ${kB(load.bytes).padStart(9)} → ${kB(load.gzip).padStart(8)} gzip`);
}

/** The largest contributors to the home's first load, beside the same package in the baseline. */
function listOwners(home: Array<{ owner: string; gzip: number }>, base: Array<{ owner: string; gzip: number }>): void {
  const inBase = new Map(base.map((b) => [b.owner, b.gzip]));
  console.log('\nlargest parts of the home first load (estimated gzip; baseline beside):');
  for (const { owner, gzip } of home.slice(0, 15)) {
    const b = inBase.get(owner);
    console.log(`  ${owner.padEnd(60)} ${kB(gzip).padStart(8)}  ${b === undefined ? '—'.padStart(8) : kB(b).padStart(8)}`);
  }
  const rest = home.slice(15).reduce((sum, o) => sum + o.gzip, 0);
  if (rest) console.log(`  ${`${home.length - 15} more`.padEnd(60)} ${kB(rest).padStart(8)}`);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function printLighthouse(figures: LighthouseFigures | { error: string }): void {
  if ('error' in figures) {
    row('Lighthouse', `not run: ${figures.error}`);
    return;
  }
  // The user agent carries the major version only (156.0.0.0).
  const chromium = /(?:HeadlessChrome|Chrome)\/(\d+)/.exec(figures.userAgent)?.[1] ?? '?';
  console.log(
    `\nLighthouse mobile, performance (median of ${figures.runsPerPage}; Lighthouse ${figures.lighthouseVersion}, Chromium ${chromium}, CPU benchmark ${Math.round(figures.benchmarkIndex)})`,
  );
  console.log(`  ${'page'.padEnd(30)}${'score'.padStart(6)}${'LCP'.padStart(9)}${'FCP'.padStart(9)}${'TBT'.padStart(9)}${'bytes'.padStart(11)}   budget`);
  for (const page of figures.pages) {
    const label = `${page.label} ${page.path}`.padEnd(30);
    const budget = page.served === 'portal' ? `≥ ${budgets.lighthouseScore}, LCP ≤ ${seconds(budgets.lcpMs)}` : '(yardstick)';
    const m = page.median;
    if (!m) {
      console.log(`  ${label}not measured: ${page.error ?? 'no run gave a score'}`);
      continue;
    }
    console.log(
      `  ${label}${String(m.score).padStart(6)}${seconds(m.lcpMs).padStart(9)}${seconds(m.fcpMs).padStart(9)}${`${Math.round(m.tbtMs)} ms`.padStart(9)}${kB(m.totalBytes).padStart(11)}   ${budget}${page.error ? `  (a run failed: ${page.error})` : ''}`,
    );
  }
  if (!verbose) return;
  for (const page of figures.pages) {
    const failing = page.median?.failing ?? [];
    if (!failing.length && !page.warnings.length) continue;
    console.log(`  ${page.label}: failing audits, largest estimated savings first (of the median run)`);
    for (const audit of failing.slice(0, 3)) {
      console.log(`    - ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''} [${audit.id}, score ${audit.score}]`);
      for (const line of audit.details) console.log(`        ${line}`);
    }
    if (failing.length > 3) console.log(`    (${failing.length - 3} more in .bench/last.json)`);
    for (const warning of page.warnings) console.log(`    warning: ${warning}`);
  }
}

function printThroughput(result: HostThroughput | { error: string }): void {
  if ('error' in result) {
    row('host requests per second', `not measured: ${result.error}`);
    return;
  }
  console.log(`\nhost requests per second (${result.connections} connections, ${result.secondsPerFigure} s per figure, interleaved)`);
  console.log(`  ${'request'.padEnd(48)}${'host'.padStart(8)}${'bare'.padStart(9)}${'host %'.padStart(8)}   budget`);
  for (const r of result.routes) {
    const budget = budgets.hostThroughputRatio[r.route];
    const notes = [
      r.bodyBytes ? `${kB(r.bodyBytes)} ${r.encoding}` : 'no body',
      ...(r.backend ? [`backend alone ${num(r.backend.perSecond)} req/s`] : []),
      ...(r.host.unexpected ? [`WARNING: ${r.host.unexpected} unexpected answers`] : []),
    ];
    console.log(
      `  ${r.request.padEnd(48)}${num(r.host.perSecond).padStart(8)}${num(r.bare.perSecond).padStart(9)}${percent(r.ratio).padStart(8)}   ≥ ${percent(budget)}  (${notes.join('; ')})`,
    );
  }
  if (!verbose || !result.log.length) return;
  // Under load one failure repeats by the hundred: each line once, with its count.
  const counts = new Map<string, number>();
  for (const line of result.log) counts.set(line, (counts.get(line) ?? 0) + 1);
  console.log(`\n  host log:\n    ${[...counts].map(([line, n]) => (n > 1 ? `${line}  (×${n})` : line)).join('\n    ')}`);
}

/** Scratch dirs of earlier runs that were killed outright (SIGKILL skips every cleanup). */
function removeStaleRunDirs(): void {
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
  };
  for (const name of readdirSync(benchDir)) {
    const pid = /^run-(\d+)$/.exec(name)?.[1];
    if (pid && !alive(Number(pid))) rmSync(join(benchDir, name), { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  // Every build goes to scratch dirs of this run, never to dist/ (others build there).
  const runDir = join(benchDir, `run-${process.pid}`);
  mkdirSync(runDir, { recursive: true });
  removeStaleRunDirs();
  const removeRunDir = onCleanup(() => rmSync(runDir, { recursive: true, force: true }));
  try {
    if (clusterOnly) return await runClusterAlone(runDir);
    if (rushOnly) return await runRushAlone(runDir);
    const home = findHomeTarget('demo');
    const portalOut = join(runDir, 'portal');
    step(`building the portal (home: ${home.routePath} → ${home.widget}/${home.page})`);
    const homeModules: ChunkModules = new Map();
    await buildPortal(portalOut, [collectChunkModules(homeModules)]);
    const homeLoad = homeFirstLoad(portalOut, home);

    step('building the bare React + react-router baseline');
    const baseModules: ChunkModules = new Map();
    const baseLoad = await buildBaseline(join(runDir, 'baseline-src'), join(runDir, 'baseline'), [collectChunkModules(baseModules)]);
    step('building the same page using the stack’s i18next and ky');
    const stackLoad = await buildBaseline(join(runDir, 'baseline-stack-src'), join(runDir, 'baseline-stack'), [], { withStack: true });

    step('building again with a probe widget added');
    const probeOut = join(runDir, 'portal-probe');
    const probeLoad = await withProbeWidget(async () => {
      loadWidgetCatalog(); // throws if the probe's widget.json does not pass the schema
      await buildPortal(probeOut);
      return homeFirstLoad(probeOut, home);
    });
    // Without this the comparison could pass by the probe not being built at all.
    if (!(probeId in readWidgetIndex(probeOut))) throw new Error(`the probe build's widgets.json has no "${probeId}"`);
    let reference = homeLoad;
    let referenceNote = '';
    if (!sameFiles(probeLoad, homeLoad)) {
      // Others edit the sources while the bench runs: a rebuild without the probe tells their edit
      // apart from the widget's effect.
      step('first load differs: rebuilding without the probe to rule out a source edit meanwhile');
      const again = join(runDir, 'portal-again');
      await buildPortal(again);
      const againLoad = homeFirstLoad(again, home);
      if (!sameFiles(againLoad, homeLoad)) {
        reference = againLoad;
        referenceNote = ' (sources changed during the run; compared with a rebuild)';
      }
    }

    step('opening the home page and the bare pages in Chromium');
    let browser: { home: BrowserLoad; base: BrowserLoad; stack: BrowserLoad } | { error: string };
    try {
      browser = {
        home: await portalLoad(portalOut),
        base: await baselineLoad(join(runDir, 'baseline')),
        stack: await baselineLoad(join(runDir, 'baseline-stack')),
      };
    } catch (error) {
      browser = { error: (error as Error).message };
    }

    step('Lighthouse, mobile preset, performance only: the home, a news list, a news article and the bare page, 3 runs each');
    let lighthouse: LighthouseFigures | { error: string };
    try {
      lighthouse = await measureLighthouse({ portalDist: portalOut, baselineDist: join(runDir, 'baseline'), onProgress: step });
    } catch (error) {
      lighthouse = { error: (error as Error).message };
    }

    step('timing manifest resolve + validate');
    const sitesDir = join(repoRoot, 'sites');
    const timings = timeManifests(sitesDir);

    step('load-testing the host (its page, the manifest 200 and 304, /api through to the sandbox) beside a bare node:http server; 3 s each, interleaved');
    let hostResult: HostThroughput | { error: string };
    try {
      hostResult = await measureHost({ distDir: portalOut });
    } catch (error) {
      hostResult = { error: (error as Error).message };
    }

    const cluster = await measureClusterOrError(portalOut, runDir);
    const rushFigures = await measureRushOrError(runDir);

    // ---- report ----
    // Read from the build, beside the bare page with i18next (ky is in neither first load: both load it after drawing).
    const ratio = homeLoad.gzip / stackLoad.gzip;
    const widgetDelta = probeLoad.gzip - reference.gzip;
    const filesChanged = !sameFiles(probeLoad, reference);

    listFiles(`home first-load JS (${home.routePath}):`, homeLoad);
    listFiles('bare React + react-router first-load JS:', baseLoad);
    if (verbose) listOwners(breakdown(homeLoad, homeModules), breakdown(baseLoad, baseModules));
    if (verbose) console.log();

    const failures: string[] = [];
    if ('error' in browser) {
      row('home scripts in Chromium', `not measured: ${browser.error}`);
      failures.push(`the first load was not measured in Chromium (${browser.error})`);
    } else {
      const { home: homeWire, base: baseWire, stack: stackWire } = browser;
      const wireRatio = homeWire.transferred / stackWire.transferred;
      if (verbose) {
        console.log('scripts the home page fetched in Chromium (bytes on the wire):');
        for (const s of homeWire.scripts) console.log(`  ${s.path.padEnd(48)} ${kB(s.transferred).padStart(9)}  ${s.encoding}`);
        console.log();
      }
      row(
        'home scripts in Chromium',
        `${kB(homeWire.transferred).padStart(9)}  (${homeWire.scripts.length} scripts, as served: ${[...new Set(homeWire.scripts.map((s) => s.encoding))].join(', ')})`,
      );
      row(
        'bare page in Chromium',
        `${kB(baseWire.transferred).padStart(9)}  (${baseWire.scripts.length} scripts; home ${(homeWire.transferred / baseWire.transferred).toFixed(2)}× it)`,
      );
      row(
        'bare page with i18next and ky',
        `${kB(stackWire.transferred).padStart(9)}  (${stackWire.scripts.length} scripts; the stack libraries alone: ${kB(stackWire.transferred - baseWire.transferred)})`,
      );
      row('ratio to it (budget)', `${wireRatio.toFixed(2).padStart(8)}×  (budget ≤ ${budgets.firstLoadRatio.toFixed(2)}×)`);
      if (wireRatio > budgets.firstLoadRatio)
        failures.push(
          `the home page's scripts are ${wireRatio.toFixed(2)}× the bare page's with i18next and ky in Chromium (budget ≤ ${budgets.firstLoadRatio}×)`,
        );
    }
    row('home first-load JS (gzip)', `${kB(homeLoad.gzip).padStart(9)}  (${homeLoad.files.length} files, ${kB(homeLoad.bytes)} minified)`);
    row('bare React + router (gzip)', `${kB(baseLoad.gzip).padStart(9)}  (${baseLoad.files.length} files, ${kB(baseLoad.bytes)} minified)`);
    row('with i18next (gzip)', `${kB(stackLoad.gzip).padStart(9)}  (ky loads after the first render: not in the build's first load)`);
    row(
      'ratio to it',
      `${ratio.toFixed(2).padStart(8)}×  (aim ≤ ${aimRatio.toFixed(2)}×)${ratio > aimRatio ? `  over by ${kB(homeLoad.gzip - aimRatio * stackLoad.gzip)}` : ''}`,
    );
    row(
      'after adding a widget',
      `${kB(probeLoad.gzip).padStart(9)}  ${widgetDelta === 0 ? (filesChanged ? 'same bytes, different files' : 'unchanged') : `${widgetDelta > 0 ? '+' : ''}${widgetDelta} B`}${referenceNote}`,
    );
    row(
      'manifest resolve+validate',
      timings.map((t) => `${t.siteId} ${t.meanMs.toFixed(2)} ms (p95 ${t.p95Ms.toFixed(2)})${t.problems ? ` [${t.problems} problems]` : ''}`).join(' · '),
    );
    printLighthouse(lighthouse);
    failures.push(...lighthouseOverBudget(lighthouse, budgets));
    printThroughput(hostResult);
    failures.push(...throughputOverBudget(hostResult, budgets.hostThroughputRatio));
    printClusterFigures(cluster, verbose);
    printRushFigures(rushFigures);
    failures.push(...('error' in rushFigures ? [`the ticket rush was not measured (${rushFigures.error})`] : rushProblems(rushFigures)));

    if (ratio > aimRatio) console.log(`note: read from the build, the home first-load JS is ${ratio.toFixed(2)}× the bare page with i18next (gzip)`);
    if (Math.abs(widgetDelta) > budgets.widgetAddedBytes || filesChanged)
      failures.push(
        `adding a widget changed the home page's first-load JS (${widgetDelta >= 0 ? '+' : ''}${widgetDelta} B gzip${filesChanged ? ', different files' : ''})`,
      );
    for (const failure of failures) console.log(`OVER BUDGET: ${failure}`);
    if (failures.length) process.exitCode = 1;

    const report = {
      at: new Date().toISOString(),
      node: process.version,
      home: { ...home, pageModule: relative(repoRoot, home.pageModule), ...homeLoad },
      baseline: baseLoad,
      baselineWithStack: stackLoad,
      ratio,
      aimRatio,
      browser,
      budgets,
      failures,
      withProbeWidget: { ...probeLoad, deltaGzip: widgetDelta, filesChanged, comparedWithRebuild: reference !== homeLoad },
      lighthouse,
      manifestTimings: timings,
      host: hostResult,
      cluster,
      rush: rushFigures,
    };
    writeFileSync(join(benchDir, 'last.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(
      `\n(figures written to ${relative(process.cwd(), join(benchDir, 'last.json')) || '.bench/last.json'}${verbose ? '' : '; --verbose lists the files'})`,
    );
  } finally {
    removeRunDir();
  }
}

async function measureClusterOrError(distDir: string, runDir: string): Promise<ClusterFigures | { error: string }> {
  step('hosts on one PostgreSQL database: the page and the manifest from one host and from three, then publish → every host');
  try {
    return await measureCluster({ distDir, scratchDir: join(runDir, 'cluster'), onProgress: step });
  } catch (error) {
    return { error: (error as Error).message };
  }
}

async function measureRushOrError(runDir: string): Promise<RushFigures | { error: string }> {
  step('the ticket rush: 1000 clients grab 100 tickets at the opening second, through a host process');
  try {
    return await measureRush({ scratchDir: runDir });
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** `npm run bench -- rush`: step 7 alone; its figures go to .bench/rush.json (last.json keeps the full run's). */
async function runRushAlone(runDir: string): Promise<void> {
  const rushFigures = await measureRushOrError(runDir);
  printRushFigures(rushFigures);
  const problems = 'error' in rushFigures ? [rushFigures.error] : rushProblems(rushFigures);
  for (const problem of problems) console.log(`PROBLEM: ${problem}`);
  if (problems.length) process.exitCode = 1;
  const file = join(benchDir, 'rush.json');
  writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), node: process.version, rush: rushFigures }, null, 2)}\n`);
  console.log(`\n(figures written to ${relative(process.cwd(), file)})`);
}

/** `npm run bench -- cluster`: step 6 alone, on a build of its own; its figures go to .bench/cluster.json (last.json keeps the full run's). */
async function runClusterAlone(runDir: string): Promise<void> {
  const portalOut = join(runDir, 'portal');
  step('building the portal');
  await buildPortal(portalOut);
  const cluster = await measureClusterOrError(portalOut, runDir);
  printClusterFigures(cluster, verbose);
  if ('error' in cluster) process.exitCode = 1;
  const file = join(benchDir, 'cluster.json');
  writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), node: process.version, cluster }, null, 2)}\n`);
  console.log(`\n(figures written to ${relative(process.cwd(), file)})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
