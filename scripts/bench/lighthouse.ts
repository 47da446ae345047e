/**
 * Lighthouse on the demo portal: its mobile preset (the default config: a phone's screen,
 * simulated slow 4G and a 4× slower CPU), performance only, in Debian's Chromium (never a downloaded one).
 * The home, a news list and a news article, served by the real host as `npm start` composes it, and the bare
 * React + react-router page beside them in the same run, each run `runs` times; the bench keeps the median.
 *
 * The runs go round the pages (home, list, article, bare, home, …) rather than page by page, so a burst of
 * someone else's load on this shared machine falls on every page alike, not on one page's three runs.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../../tests/e2e/support/globalSetup.ts';
import { serveBaseline, servePortal, type BenchServer } from './benchServers.ts';
import { onCleanup } from './cleanup.ts';
import { findDemoPages } from './demoPages.ts';
import { killWithBench } from './processGuard.ts';
import { median, medianRun, summarizeRun, type LighthouseRun } from './lighthouseSummary.ts';

export interface LighthousePage {
  label: string;
  /** The portal's pages are held to the budgets; the bare page is the yardstick beside them. */
  served: 'portal' | 'bare';
  path: string;
  runs: LighthouseRun[];
  /** Absent when no run gave a score (then `error` says why). */
  median?: LighthouseRun;
  error?: string;
  /** Lighthouse's warnings about the runs (e.g. the machine was too busy for trustworthy figures), deduplicated. */
  warnings: string[];
}

export interface LighthouseFigures {
  lighthouseVersion: string;
  userAgent: string;
  /** Lighthouse's own measure of this machine's CPU speed during the runs (median); below ~1000 its figures drift. */
  benchmarkIndex: number;
  runsPerPage: number;
  pages: LighthousePage[];
}

async function launchChromium(): Promise<chromeLauncher.LaunchedChrome> {
  const chromePath = chromiumPath();
  if (!chromePath) throw new Error("Chromium is missing: apt-get install -y chromium (the bench measures in Debian's Chromium)");
  // chrome-launcher adds Lighthouse's own flags (no first-run, no background networking, …). Its SIGINT
  // handler is off: cleanup.ts ends the bench, and kills this browser through the cleanup registered below.
  return chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'], handleSIGINT: false, logLevel: 'silent' });
}

/**
 * @param portalDist the portal's build (served by the host with the embedded sandbox, in-memory database)
 * @param baselineDist the bare page's build
 * @param onProgress told before each run, for the bench's progress line
 */
export async function measureLighthouse(options: {
  portalDist: string;
  baselineDist: string;
  runs?: number;
  onProgress?: (text: string) => void;
}): Promise<LighthouseFigures> {
  const { runs = 3, onProgress = () => {} } = options;
  const servers: BenchServer[] = [];
  let stopChrome = () => {};
  try {
    const portal = await servePortal(options.portalDist);
    servers.push(portal);
    const bare = await serveBaseline(options.baselineDist);
    servers.push(bare);
    const pages: Array<LighthousePage & { origin: string }> = [
      ...(await findDemoPages(portal.origin)).map((p) => ({ ...p, served: 'portal' as const, origin: portal.origin, runs: [], warnings: [] })),
      { label: 'bare page', path: '/', served: 'bare', origin: bare.origin, runs: [], warnings: [] },
    ];

    const chrome = await launchChromium();
    const unwatch = killWithBench(chrome.pid);
    stopChrome = onCleanup(() => {
      chrome.kill();
      unwatch();
    });
    let lighthouseVersion = '';
    let userAgent = '';
    const benchmarkIndexes: number[] = [];
    for (let round = 1; round <= runs; round++) {
      for (const page of pages) {
        onProgress(`Lighthouse run ${round}/${runs}: ${page.label} (${page.path})`);
        try {
          const result = await lighthouse(`${page.origin}${page.path}`, {
            port: chrome.port,
            onlyCategories: ['performance'],
            output: 'json',
            logLevel: 'error',
            disableFullPageScreenshot: true,
          });
          if (!result) throw new Error('Lighthouse returned no result');
          const { lhr } = result;
          lighthouseVersion = lhr.lighthouseVersion;
          userAgent = lhr.environment.hostUserAgent;
          benchmarkIndexes.push(lhr.environment.benchmarkIndex);
          for (const warning of lhr.runWarnings) if (!page.warnings.includes(warning)) page.warnings.push(warning);
          page.runs.push(summarizeRun(lhr));
        } catch (error) {
          page.error = (error as Error).message;
        }
      }
    }
    return {
      lighthouseVersion,
      userAgent,
      benchmarkIndex: benchmarkIndexes.length ? median(benchmarkIndexes) : 0,
      runsPerPage: runs,
      pages: pages.map(({ origin: _origin, ...page }) => ({
        ...page,
        ...(page.runs.length ? { median: medianRun(page.runs) } : {}),
      })),
    };
  } finally {
    stopChrome();
    for (const server of servers) await server.close();
  }
}
