/**
 * with ASSET_BASE_URL the portal's hashed files come from another origin, the first load's
 * and the lazy chunks' alike. Two origins, one server: the page at http://localhost:<port>, its assets from
 * http://127.0.0.1:<port>, the same host acting as its own CDN (it answers /assets/* with CORS open).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { composeHost, type ComposedHost } from '../../runtime/host/composeHost.ts';
import { hasChromium, openPage, phone, sharedChromium } from './support/browser.ts';
import { startPortal } from './support/portal.ts';

/** What a visit of the home page, then of the news list through its tile, loaded from where, and what went wrong. */
interface Visit {
  assetOrigins: string[];
  documentOrigins: string[];
  /** The news widget's chunk and its page's were fetched on the way to the list, not with the home page. */
  lazyChunksLoaded: boolean;
  problems: { violations: string[]; consoleErrors: string[]; failedAssets: string[]; pageErrors: string[] };
}

/** Opens the home page and the lazy news list (not part of the home page's load) in a fresh context. */
async function visitHomeThenNews(browser: Browser, pageOrigin: string): Promise<Visit> {
  const context = await browser.newContext(phone);
  const { page, errors } = await openPage(context);
  const assetRequests: URL[] = [];
  const documents: string[] = [];
  const consoleErrors: string[] = [];
  const failedAssets: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/')) assetRequests.push(url);
    if (request.resourceType() === 'document') documents.push(url.origin);
  });
  // Only the build's files: the app itself aborts API calls a navigation makes moot.
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).pathname.startsWith('/assets/')) failedAssets.push(`${request.url()}: ${request.failure()?.errorText}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  // A violation the console might word differently is counted from the event itself.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });

  await page.goto(`${pageOrigin}/`);
  const newsTile = page.locator('[data-app="news"]').first();
  await newsTile.waitFor({ state: 'visible' });
  const firstLoad = assetRequests.length;
  const newsChunk = (url: URL) => url.pathname.includes('widget-news-');
  const lazyBefore = assetRequests.some(newsChunk);
  await newsTile.click();
  await page.getByTestId('news-list').locator('li').first().waitFor({ state: 'visible' });
  expect(new URL(page.url()).pathname).toBe('/news/index');
  const lazy = assetRequests.slice(firstLoad);
  const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  await context.close();
  return {
    assetOrigins: [...new Set(assetRequests.map((url) => url.origin))],
    documentOrigins: [...new Set(documents)],
    lazyChunksLoaded: firstLoad > 0 && !lazyBefore && lazy.some(newsChunk) && lazy.some((url) => url.pathname.includes('NewsListPage')),
    problems: { violations, consoleErrors, failedAssets, pageErrors: errors },
  };
}

const noProblems = { violations: [], consoleErrors: [], failedAssets: [], pageErrors: [] };

describe.skipIf(!hasChromium())('ASSET_BASE_URL in Chromium', () => {
  let browser: Browser;
  let server: ServerType;
  let composed: ComposedHost | undefined;
  let pageOrigin: string;
  let assetOrigin: string;
  let folder: string | undefined;

  beforeAll(async () => {
    browser = await sharedChromium();
    // The base names the server's own port, known once it listens: it listens first and answers through
    // the host composed next (no request comes before the test's first page).
    server = await new Promise<ServerType>((resolve) => {
      const started = serve(
        {
          fetch: (request, bindings) => (composed ? composed.host.app.fetch(request, bindings) : new Response('starting', { status: 503 })),
          port: 0,
          hostname: '127.0.0.1',
        },
        () => resolve(started),
      );
    });
    const { port } = server.address() as AddressInfo;
    folder = mkdtempSync(join(tmpdir(), 'portal-asset-base-'));
    pageOrigin = `http://localhost:${port}`;
    assetOrigin = `http://127.0.0.1:${port}`;
    cpSync('sites', join(folder, 'sites'), { recursive: true });
    composed = await composeHost({
      repoRoot: process.cwd(),
      env: {
        SITES_DIR: join(folder, 'sites'),
        DIST_DIR: inject('distDir'),
        SANDBOX_DB: ':memory:',
        OPERATOR_DATA_DIR: join(folder, 'operator'),
        ASSET_BASE_URL: `${assetOrigin}/`,
      },
      log: () => {},
    });
  });
  afterAll(async () => {
    if (server) {
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    composed?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('the home page and a lazy widget page load every /assets/ file from the base, render, and break no policy', async () => {
    const visit = await visitHomeThenNews(browser, pageOrigin);
    expect(visit.lazyChunksLoaded).toBe(true);
    expect(visit.assetOrigins).toEqual([assetOrigin]);
    expect(visit.documentOrigins).toEqual([pageOrigin]);
    expect(visit.problems).toEqual(noProblems);
  });

  it('without ASSET_BASE_URL the same build loads everything from the page’s own origin, as before', async () => {
    const portal = await startPortal();
    try {
      const visit = await visitHomeThenNews(browser, portal.url);
      expect(visit.lazyChunksLoaded).toBe(true);
      expect(visit.assetOrigins).toEqual([portal.url]);
      expect(visit.problems).toEqual(noProblems);
    } finally {
      await portal.close();
    }
  });
});
