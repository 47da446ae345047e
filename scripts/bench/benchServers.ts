/**
 * The servers the bench opens pages on, each on a free loopback port: the portal served by the real host as
 * `npm start` composes it (runtime/host/main.ts listens the same way), and the bare React + react-router
 * page served by the host's own static files, precompressed as the portal's are. The Chromium first load
 * and Lighthouse both use these, so the two figures measure the same servers.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { composeHost, type ComposedHost } from '../../runtime/host/composeHost.ts';
import { createStaticFiles } from '../../runtime/host/staticFiles.ts';
import { precompressFolder } from '../vite/precompressPlugin.ts';
import { repoRoot } from './paths.ts';

export interface BenchServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  origin: string;
  close(): Promise<void>;
}

/** Serves `fetch` through @hono/node-server (as main.ts does) on a free loopback port. */
export async function listenFetch(fetch: Parameters<typeof serve>[0]['fetch']): Promise<BenchServer> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({
        origin: `http://127.0.0.1:${info.port}`,
        close: () => {
          // Keep-alive sockets of a browser or a load generator would hold close() open.
          if ('closeAllConnections' in server) server.closeAllConnections();
          return new Promise((done) => server.close(() => done()));
        },
      }),
    );
  });
}

/**
 * The portal built into `distDir`, served by the host as `npm start` composes it: the demo site, the embedded
 * sandbox on a private in-memory database. `env` adds settings (e.g. API_TARGET); the host's log lines go
 * to `log` (dropped when absent).
 */
export async function servePortal(
  distDir: string,
  { env = {}, log = () => {} }: { env?: Record<string, string>; log?: (line: string) => void } = {},
): Promise<BenchServer & { composed: ComposedHost }> {
  const composed = await composeHost({ env: { PORT: '0', DIST_DIR: distDir, SANDBOX_DB: ':memory:', ...env }, repoRoot, log });
  const server = await listenFetch(composed.host.app.fetch);
  return {
    ...server,
    composed,
    close: async () => {
      await server.close();
      composed.close();
    },
  };
}

/** The bare page built into `outDir`, precompressed and served by the host's own static files, as the portal's are. */
export async function serveBaseline(outDir: string): Promise<BenchServer> {
  await precompressFolder(outDir);
  const files = createStaticFiles(outDir, { hashedPrefix: '/assets/' });
  const app = new Hono();
  app.get('*', async (c) => {
    const served = await files.serve(new URL(c.req.url).pathname, c.req.raw);
    return served && served !== 'refused' ? served : files.index(c.req.raw);
  });
  return listenFetch(app.fetch);
}
