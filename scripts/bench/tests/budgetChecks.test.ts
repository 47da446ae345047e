/**
 * the bench exits 1 when a Lighthouse page or a host route breaks its budget, and
 * when it could not measure one (a gate must not pass by not measuring).
 */
import { describe, expect, it } from 'vitest';
import { lighthouseOverBudget, percent, throughputOverBudget } from '../budgetChecks.ts';
import type { HostThroughput, RouteThroughput } from '../hostThroughput.ts';
import type { LighthouseFigures, LighthousePage } from '../lighthouse.ts';
import type { LighthouseRun } from '../lighthouseSummary.ts';
import { loadResultOf, sumLoadResults } from '../loadGenerator.ts';

const budget = { lighthouseScore: 95, lcpMs: 2000 };
const run = (score: number, lcpMs: number): LighthouseRun => ({ score, lcpMs, fcpMs: 1000, tbtMs: 50, totalBytes: 100_000, failing: [] });
const page = (label: string, median: LighthouseRun | undefined, served: 'portal' | 'bare' = 'portal', error?: string): LighthousePage => ({
  label,
  served,
  path: '/',
  runs: median ? [median, median, median] : [],
  ...(median ? { median } : {}),
  ...(error ? { error } : {}),
  warnings: [],
});
const figures = (pages: LighthousePage[]): LighthouseFigures => ({ lighthouseVersion: '12.8.2', userAgent: '', benchmarkIndex: 1500, runsPerPage: 3, pages });

describe('the Lighthouse budget', () => {
  it('passes pages at the budget exactly', () => {
    expect(lighthouseOverBudget(figures([page('home', run(95, 2000))]), budget)).toEqual([]);
  });

  it('names a page under the score and over the LCP budget, each once', () => {
    expect(lighthouseOverBudget(figures([page('news list', run(92, 2580))]), budget)).toEqual([
      "the news list's Lighthouse mobile score is 92 (median of 3; budget ≥ 95)",
      "the news list's LCP is 2.58 s (median of 3; budget ≤ 2.0 s)",
    ]);
  });

  it('does not hold the bare page (the yardstick) to the budget', () => {
    expect(lighthouseOverBudget(figures([page('bare page', run(60, 5000), 'bare')]), budget)).toEqual([]);
  });

  it('fails a portal page that no run measured, and a bench where Lighthouse did not run', () => {
    expect(lighthouseOverBudget(figures([page('news detail', undefined, 'portal', 'NO_FCP')]), budget)).toEqual([
      'Lighthouse did not measure the news detail (/): NO_FCP',
    ]);
    expect(lighthouseOverBudget({ error: 'Chromium is missing' }, budget)).toEqual(['Lighthouse was not run (Chromium is missing)']);
  });
});

describe('the requests-per-second budget', () => {
  const ratios = { page: 0.2, manifest: 0.3, manifest304: 0.2, api: 0.015 };
  const route = (
    overrides: Partial<RouteThroughput> & Pick<RouteThroughput, 'route'>,
    hostPerSecond: number,
    barePerSecond: number,
    unexpected = 0,
  ): RouteThroughput => ({
    request: `GET ${overrides.route}`,
    status: 200,
    bodyBytes: 1000,
    encoding: 'br',
    host: loadResultOf(200, { 200: hostPerSecond * 3, ...(unexpected ? { 502: unexpected } : {}) }, 0, 3),
    bare: loadResultOf(200, { 200: barePerSecond * 3 }, 0, 3),
    ratio: hostPerSecond / barePerSecond,
    ...overrides,
  });
  const throughput = (routes: RouteThroughput[]): HostThroughput => ({ connections: 32, secondsPerFigure: 3, routes, log: [] });

  it('passes routes at or over their share of the bare server', () => {
    expect(throughputOverBudget(throughput([route({ route: 'page' }, 2000, 10_000), route({ route: 'api' }, 150, 10_000)]), ratios)).toEqual([]);
  });

  it('names a route under its share, with both figures and the budget', () => {
    expect(throughputOverBudget(throughput([route({ route: 'manifest', request: 'GET /_site/manifest.json' }, 2900, 10_000)]), ratios)).toEqual([
      "GET /_site/manifest.json: the host answers 2900 req/s, 29% of a bare node:http server's 10000 (budget ≥ 30%)",
    ]);
  });

  it('fails a route where more than 1% of the answers under load were not the expected status', () => {
    const failures = throughputOverBudget(throughput([route({ route: 'api', request: 'GET /api/news/list' }, 1000, 10_000, 40)]), ratios);
    expect(failures).toEqual(['GET /api/news/list: 40 of 3040 answers under load were not 200 (errors included; see the host log with --verbose)']);
    expect(throughputOverBudget(throughput([route({ route: 'api' }, 1000, 10_000, 30)]), ratios)).toEqual([]);
  });

  it('fails a bench where the host was not measured', () => {
    expect(throughputOverBudget({ error: 'the host did not start' }, ratios)).toEqual([
      "the host's requests per second were not measured (the host did not start)",
    ]);
  });
});

describe('counting a load slice', () => {
  it('prints a small share with a decimal, so a 1.5% budget does not read as 2%', () => {
    expect([percent(0.015), percent(0.29), percent(0.1)]).toEqual(['1.5%', '29%', '10%']);
  });

  it('counts only the expected status per second; every other status and each error is unexpected', () => {
    expect(loadResultOf(304, { 304: 900, 200: 5, 502: 5 }, 2, 3)).toEqual({ expected: 304, requests: 900, unexpected: 12, seconds: 3, perSecond: 300 });
  });

  it('adds interleaved slices up by requests over seconds, not by averaging their rates', () => {
    const total = sumLoadResults([loadResultOf(200, { 200: 100 }, 0, 1), loadResultOf(200, { 200: 500 }, 0, 2)]);
    expect(total).toEqual({ expected: 200, requests: 600, unexpected: 0, seconds: 3, perSecond: 200 });
  });
});
