/**
 * `npm run bench [-- --verbose]`: size and speed figures in one run, printed as a table and written
 * to .bench/last.json. It gates: it exits 1 when a figure breaks a budget (scripts/bench/budgets.ts) and
 * says which. CI does not run it (timings are noisy on a shared machine); run it before and after a
 * change that could move the figures.
 *
 *   1. the scripts the home page fetches in Chromium, compressed as the host serves them, beside a bare
 *      React + react-router page built and served the same way now (the budget); and the gzip bytes of
 *      the same first load read from the build, per module with --verbose
 *   2. whether adding a widget changes the first load (it must not)
 *   3. manifest resolve + validate time per site
 *   4. requests per second of the host's /_site/manifest.json (200 and 304)
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
import { measureHost, type HostThroughput } from './bench/hostThroughput.ts';
import { timeManifests } from './bench/manifestTiming.ts';
import { breakdown, collectChunkModules, type ChunkModules } from './bench/moduleBreakdown.ts';
import { benchDir, repoRoot } from './bench/paths.ts';
import { probeId, withProbeWidget } from './bench/widgetProbe.ts';

const aimRatio = budgets.firstLoadRatio;
const verbose = process.argv.includes('--verbose') || process.argv.includes('-v');

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
    const home = findHomeTarget('demo');
    const portalOut = join(runDir, 'portal');
    step(`building the portal (home: ${home.routePath} → ${home.widget}/${home.page})`);
    const homeModules: ChunkModules = new Map();
    await buildPortal(portalOut, [collectChunkModules(homeModules)]);
    const homeLoad = homeFirstLoad(portalOut, home);

    step('building the bare React + react-router baseline');
    const baseModules: ChunkModules = new Map();
    const baseLoad = await buildBaseline(join(runDir, 'baseline-src'), join(runDir, 'baseline'), [collectChunkModules(baseModules)]);

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

    step('opening the home page and the bare page in Chromium');
    let browser: { home: BrowserLoad; base: BrowserLoad } | { error: string };
    try {
      browser = { home: await portalLoad(portalOut), base: await baselineLoad(join(runDir, 'baseline')) };
    } catch (error) {
      browser = { error: (error as Error).message };
    }

    step('timing manifest resolve + validate');
    const sitesDir = join(repoRoot, 'sites');
    const timings = timeManifests(sitesDir);

    step('load-testing /_site/manifest.json (200, 304, and a bare Hono route for scale; 3 s each, interleaved)');
    let hostResult: HostThroughput | { error: string };
    try {
      hostResult = await measureHost({ sitesDir, distDir: portalOut });
    } catch (error) {
      hostResult = { error: (error as Error).message };
    }

    // ---- report ----
    const ratio = homeLoad.gzip / baseLoad.gzip;
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
      const { home: homeWire, base: baseWire } = browser;
      const wireRatio = homeWire.transferred / baseWire.transferred;
      if (verbose) {
        console.log('scripts the home page fetched in Chromium (bytes on the wire):');
        for (const s of homeWire.scripts) console.log(`  ${s.path.padEnd(48)} ${kB(s.transferred).padStart(9)}  ${s.encoding}`);
        console.log();
      }
      row(
        'home scripts in Chromium',
        `${kB(homeWire.transferred).padStart(9)}  (${homeWire.scripts.length} scripts, as served: ${[...new Set(homeWire.scripts.map((s) => s.encoding))].join(', ')})`,
      );
      row('bare page in Chromium', `${kB(baseWire.transferred).padStart(9)}  (${baseWire.scripts.length} scripts)`);
      row('ratio (budget)', `${wireRatio.toFixed(2).padStart(8)}×  (budget ≤ ${budgets.firstLoadRatio.toFixed(2)}×)`);
      if (wireRatio > budgets.firstLoadRatio)
        failures.push(`the home page's scripts are ${wireRatio.toFixed(2)}× the bare page's in Chromium (budget ≤ ${budgets.firstLoadRatio}×)`);
    }
    row('home first-load JS (gzip)', `${kB(homeLoad.gzip).padStart(9)}  (${homeLoad.files.length} files, ${kB(homeLoad.bytes)} minified)`);
    row('bare React + router (gzip)', `${kB(baseLoad.gzip).padStart(9)}  (${baseLoad.files.length} files, ${kB(baseLoad.bytes)} minified)`);
    row(
      'ratio',
      `${ratio.toFixed(2).padStart(8)}×  (aim ≤ ${aimRatio.toFixed(2)}×)${ratio > aimRatio ? `  over by ${kB(homeLoad.gzip - aimRatio * baseLoad.gzip)}` : ''}`,
    );
    row(
      'after adding a widget',
      `${kB(probeLoad.gzip).padStart(9)}  ${widgetDelta === 0 ? (filesChanged ? 'same bytes, different files' : 'unchanged') : `${widgetDelta > 0 ? '+' : ''}${widgetDelta} B`}${referenceNote}`,
    );
    row(
      'manifest resolve+validate',
      timings.map((t) => `${t.siteId} ${t.meanMs.toFixed(2)} ms (p95 ${t.p95Ms.toFixed(2)})${t.problems ? ` [${t.problems} problems]` : ''}`).join(' · '),
    );
    if ('error' in hostResult) {
      row('host /_site/manifest.json', `not measured: ${hostResult.error}`);
    } else {
      const { ok, notModified } = hostResult;
      const bad = ok.unexpected + notModified.unexpected;
      row(
        'host /_site/manifest.json',
        `${num(ok.perSecond)} req/s (200) · ${num(notModified.perSecond)} req/s (304)  [${hostResult.concurrency} concurrent, ${kB(hostResult.manifestBytes)} body]${bad ? `  WARNING: ${bad} unexpected responses` : ''}`,
      );
      row(
        '  bare Hono, same body',
        `${num(hostResult.bareHono.perSecond)} req/s  (this machine's ceiling; host at ${Math.round((100 * ok.perSecond) / hostResult.bareHono.perSecond)}%)`,
      );
      if (verbose && hostResult.log.length) console.log(`\nhost log:\n  ${hostResult.log.join('\n  ')}`);
    }

    if (ratio > aimRatio) console.log(`note: read from the build, the home first-load JS is ${ratio.toFixed(2)}× the bare baseline (gzip)`);
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
      ratio,
      aimRatio,
      browser,
      budgets,
      failures,
      withProbeWidget: { ...probeLoad, deltaGzip: widgetDelta, filesChanged, comparedWithRebuild: reference !== homeLoad },
      manifestTimings: timings,
      host: hostResult,
    };
    writeFileSync(join(benchDir, 'last.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(
      `\n(figures written to ${relative(process.cwd(), join(benchDir, 'last.json')) || '.bench/last.json'}${verbose ? '' : '; --verbose lists the files'})`,
    );
  } finally {
    removeRunDir();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
