/**
 * The first load as a student's browser sees it (issue 13 item 6): Debian's Chromium opens a page served
 * by the real host (the portal) or by the host's own static file server (the bare page), and every script
 * it fetched until the network went quiet is counted with the bytes that crossed the wire, compressed as
 * served. Unlike the build manifest, this counts what boot imports dynamically (ky, the texts) and what
 * the host preloads, and nothing the page never fetched.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { composeHost } from '../../runtime/host/composeHost.ts';
import { createStaticFiles } from '../../runtime/host/staticFiles.ts';
import { precompressFolder } from '../vite/precompressPlugin.ts';
import { chromiumPath } from '../../tests/e2e/support/globalSetup.ts';
import { repoRoot } from './paths.ts';

export interface FetchedScript {
  path: string;
  /** Bytes on the wire (the body as sent, brotli or gzip). */
  transferred: number;
  encoding: string;
}

export interface BrowserLoad {
  scripts: FetchedScript[];
  transferred: number;
}

/** Listens on a free port; the caller closes. */
async function listen(fetch: (request: Request) => Response | Promise<Response>): Promise<{ url: string; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ url: `http://127.0.0.1:${info.port}`, close: () => new Promise((done) => server.close(() => done())) }),
    );
  });
}

/** Opens `url` on a phone-sized page and lists the scripts fetched until the network is idle. */
async function scriptsOf(url: string): Promise<BrowserLoad> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error("Chromium is missing: apt-get install -y chromium (the bench measures in Debian's Chromium)");
  const browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const pending: Promise<FetchedScript | undefined>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const response = await request.response();
          const sizes = await request.sizes();
          return {
            path: new URL(request.url()).pathname,
            transferred: sizes.responseBodySize,
            encoding: (await response?.allHeaders())?.['content-encoding'] ?? '-',
          };
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const scripts = (await Promise.all(pending)).filter((s): s is FetchedScript => s !== undefined);
    await context.close();
    return { scripts, transferred: scripts.reduce((sum, s) => sum + s.transferred, 0) };
  } finally {
    await browser.close();
  }
}

/** The portal built into `distDir`, served by the host as `npm start` composes it (embedded sandbox, in-memory database). */
export async function portalLoad(distDir: string, path = '/'): Promise<BrowserLoad> {
  const composed = await composeHost({ env: { PORT: '0', DIST_DIR: distDir, SANDBOX_DB: ':memory:' }, repoRoot, log: () => {} });
  const server = await listen(composed.host.app.fetch);
  try {
    return await scriptsOf(`${server.url}${path}`);
  } finally {
    await server.close();
    composed.close();
  }
}

/** The bare page built into `outDir`, precompressed and served by the host's own static files, as the portal's are. */
export async function baselineLoad(outDir: string): Promise<BrowserLoad> {
  await precompressFolder(outDir);
  const files = createStaticFiles(outDir, { hashedPrefix: '/assets/' });
  const app = new Hono();
  app.get('*', async (c) => {
    const served = await files.serve(new URL(c.req.url).pathname, c.req.raw);
    return served && served !== 'refused' ? served : files.index(c.req.raw);
  });
  const server = await listen(app.fetch);
  try {
    return await scriptsOf(`${server.url}/`);
  } finally {
    await server.close();
  }
}
