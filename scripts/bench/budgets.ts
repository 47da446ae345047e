/**
 * Every budget `npm run bench` holds the portal to, in one place. The bench exits
 * non-zero when a figure breaks one. Ratios compare with a bare React + react-router page (or a bare
 * node:http server) measured in the same run on the same machine, so the budgets hold on any machine.
 */
export const budgets = {
  /**
   * The home page's scripts as Chromium fetches them (compressed as served), at most this times the bare
   * page's when that page uses the stack's i18next and ky too (baselineApp.ts). Against the plain bare page
   * 1.3× cannot be met with the chosen stack: i18next and ky alone are about 0.2× of it (the bench prints
   * both figures), and the portal's own code would have had to fit in the remaining tenth: where a stack library is
   * the obstacle, the bench measures it and says so with figures.
   */
  firstLoadRatio: 1.3,
  /** Adding a widget changes the home page's first-load scripts by at most this many bytes (it should not change them). */
  widgetAddedBytes: 0,
  /** Lighthouse's mobile performance score (median of 3) of the home, a news list and a news article, at least. */
  lighthouseScore: 95,
  /** Their Largest Contentful Paint under Lighthouse's simulated phone and 4G (median of 3), at most, in ms. */
  lcpMs: 2000,
  /**
   * The host's requests per second, per route, at least this share of a bare node:http server answering the
   * same bytes from memory (32 connections, autocannon, loopback, interleaved in the same run). These are
   * floors against regressions, set about a third under what four runs measured on the 2-core shared
   * machine (Nov 2026), where the ratio moved by up to a third from run to run:
   */
  hostThroughputRatio: {
    /** `GET /` as a browser navigates to it (brotli, the site and the page's preloads written in): measured 0.28–0.37. */
    page: 0.2,
    /** `/_site/manifest.json`, brotli, compressed once per version: measured 0.46–0.54. */
    manifest: 0.3,
    /** The same revalidated (304): measured 0.31–0.44; the bare 304 has no body, so the host's fixed cost per request weighs more. */
    manifest304: 0.2,
    /**
     * `/api/news/list` through the host (API_TARGET) to the sandbox in its own process: two hops, the second a
     * real backend doing SQLite work (alone it answers ~1,200–1,450 req/s here), against one bare hop. Measured
     * 0.02–0.04 (~300–450 req/s); most of the host's own cost is gzipping each answer through a CompressionStream.
     */
    api: 0.015,
  },
} as const;
