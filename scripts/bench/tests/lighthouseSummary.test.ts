/**
 * the bench keeps the median of 3 Lighthouse runs and lists the audits a page fails,
 * largest savings first. A made-up report stands in for Lighthouse's, with only the fields read.
 */
import { describe, expect, it } from 'vitest';
import { detailLines, median, medianRun, summarizeRun, type LighthouseRun } from '../lighthouseSummary.ts';

type Report = Parameters<typeof summarizeRun>[0];

function report({ score = 0.9 as number | null, lcp = 2100 } = {}): Report {
  const audit = (id: string, extra: Record<string, unknown>) => ({ id, title: `title of ${id}`, description: '', ...extra });
  return {
    categories: {
      performance: {
        id: 'performance',
        title: 'Performance',
        score,
        supportedModes: [],
        auditRefs: [
          { id: 'largest-contentful-paint', weight: 25, group: 'metrics' },
          { id: 'first-contentful-paint', weight: 10, group: 'metrics' },
          { id: 'total-blocking-time', weight: 30, group: 'metrics' },
          { id: 'render-blocking-insight', weight: 0, group: 'hidden' },
          { id: 'unused-javascript', weight: 0, group: 'diagnostics' },
          { id: 'uses-text-compression', weight: 0, group: 'diagnostics' },
          { id: 'viewport', weight: 0 },
          { id: 'font-display', weight: 0, group: 'diagnostics' },
          { id: 'diagnostics', weight: 0, group: 'diagnostics' },
        ],
      },
    },
    audits: {
      'largest-contentful-paint': audit('largest-contentful-paint', { score: 0.3, scoreDisplayMode: 'numeric', numericValue: lcp }),
      'first-contentful-paint': audit('first-contentful-paint', { score: 0.5, scoreDisplayMode: 'numeric', numericValue: 1800 }),
      'total-blocking-time': audit('total-blocking-time', { score: 0.9, scoreDisplayMode: 'numeric', numericValue: 120 }),
      'total-byte-weight': audit('total-byte-weight', { score: 1, scoreDisplayMode: 'numeric', numericValue: 130_000 }),
      'render-blocking-insight': audit('render-blocking-insight', { score: 0, scoreDisplayMode: 'metricSavings', metricSavings: { FCP: 900 } }),
      'unused-javascript': audit('unused-javascript', {
        score: 0,
        scoreDisplayMode: 'metricSavings',
        displayValue: 'Est savings of 26 KiB',
        metricSavings: { FCP: 300, LCP: 300 },
        details: { type: 'opportunity', items: [{ url: 'http://127.0.0.1:4711/assets/portal-x.js', totalBytes: 211_386, wastedBytes: 86_563 }] },
      }),
      'uses-text-compression': audit('uses-text-compression', { score: 0.5, scoreDisplayMode: 'metricSavings', metricSavings: { FCP: 900, LCP: 900 } }),
      viewport: audit('viewport', { score: 0, scoreDisplayMode: 'binary', metricSavings: { INP: 300 } }),
      'font-display': audit('font-display', { score: 1, scoreDisplayMode: 'metricSavings' }),
      diagnostics: audit('diagnostics', { score: null, scoreDisplayMode: 'informative' }),
    },
  } as unknown as Report;
}

describe('one Lighthouse run', () => {
  it('reads the score as the report shows it (0–100) and the metrics in ms and bytes', () => {
    expect(summarizeRun(report({ score: 0.94 }))).toMatchObject({ score: 94, lcpMs: 2100, fcpMs: 1800, tbtMs: 120, totalBytes: 130_000 });
  });

  it('lists the failing audits, largest LCP + FCP + TBT savings first, without the metrics, the hidden insights, passed or unscored audits', () => {
    const failing = summarizeRun(report()).failing;
    expect(failing.map((a) => [a.id, a.savingsMs])).toEqual([
      ['uses-text-compression', 1800],
      ['unused-javascript', 600],
      ['viewport', 0],
    ]);
    expect(failing[1]).toMatchObject({
      title: 'title of unused-javascript',
      displayValue: 'Est savings of 26 KiB',
      details: ['/assets/portal-x.js (211.4 kB, 86.6 kB to save)'],
    });
  });

  it('refuses a report without a performance score (the page did not load), naming Lighthouse’s error', () => {
    const broken = { ...report({ score: null }), runtimeError: { code: 'NO_FCP', message: 'The page did not paint' } } as Report;
    expect(() => summarizeRun(broken)).toThrow('Lighthouse gave no performance score: NO_FCP The page did not paint');
  });
});

describe('the details shown beside a failing audit', () => {
  it('gives the LCP element, and its phases on one line', () => {
    const details = {
      type: 'list',
      items: [
        { type: 'table', items: [{ node: { type: 'node', snippet: '<h2 class="title">', nodeLabel: 'Campus news' } }] },
        {
          type: 'table',
          items: [
            { phase: 'TTFB', timing: 465.8 },
            { phase: 'Render Delay', timing: 4444.2 },
          ],
        },
      ],
    };
    expect(detailLines(details)).toEqual(['element <h2 class="title"> "Campus news"', 'TTFB 466 ms · Render Delay 4444 ms']);
  });

  it('keeps at most three lines, and nothing for details it cannot read', () => {
    const items = ['a', 'b', 'c', 'd'].map((name) => ({ url: `http://127.0.0.1:1/${name}.js` }));
    expect(detailLines({ type: 'table', items })).toEqual(['/a.js', '/b.js', '/c.js']);
    expect(detailLines(undefined)).toEqual([]);
    expect(detailLines({ type: 'debugdata' })).toEqual([]);
  });
});

describe('the median of the runs', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it('takes each figure’s own median, and the failing audits of the run with the median score', () => {
    const run = (score: number, lcpMs: number, tag: string): LighthouseRun => ({
      score,
      lcpMs,
      fcpMs: lcpMs - 200,
      tbtMs: 100,
      totalBytes: 1000,
      failing: [{ id: tag, title: tag, displayValue: '', score: 0, savingsMs: 0, details: [] }],
    });
    // The best score came with the worst LCP: the medians are taken figure by figure.
    const m = medianRun([run(97, 2600, 'best'), run(90, 2000, 'worst'), run(94, 2100, 'middle')]);
    expect(m).toMatchObject({ score: 94, lcpMs: 2100, fcpMs: 1900 });
    expect(m.failing[0]!.id).toBe('middle');
  });
});
