/**
 * The first load as a student's browser sees it: Debian's Chromium opens a page served
 * by the real host (the portal) or by the host's own static file server (the bare page), and every script
 * it fetched until the network went quiet is counted with the bytes that crossed the wire, compressed as
 * served. Unlike the build manifest, this counts what boot imports dynamically (ky, the texts) and what
 * the host preloads, and nothing the page never fetched.
 */
import { chromium } from 'playwright-core';
import { chromiumPath } from '../../tests/e2e/support/globalSetup.ts';
import { serveBaseline, servePortal, type BenchServer } from './benchServers.ts';

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

async function scriptsAt(server: BenchServer, path: string): Promise<BrowserLoad> {
  try {
    return await scriptsOf(`${server.origin}${path}`);
  } finally {
    await server.close();
  }
}

/** The portal built into `distDir`, served by the host as `npm start` composes it (embedded sandbox, in-memory database). */
export async function portalLoad(distDir: string, path = '/'): Promise<BrowserLoad> {
  return scriptsAt(await servePortal(distDir), path);
}

/** The bare page built into `outDir`, precompressed and served by the host's own static files, as the portal's are. */
export async function baselineLoad(outDir: string): Promise<BrowserLoad> {
  return scriptsAt(await serveBaseline(outDir), '/');
}
