/**
 * A real portal for one test file: the host (a real HTTP server on a free loopback port) serving the
 * built app and a private copy of sites/, with its own in-memory sandbox as backend.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { sharedChromium } from './browser.ts';
import { createHost, type HostOptions } from '../../../runtime/host/createHost.ts';
import { createSandbox } from '../../../sandbox/sandboxApp.ts';

export interface Portal {
  url: string;
  /** The portal's own sandbox backend (its database, to check what reached the school's side). */
  sandbox: ReturnType<typeof createSandbox>;
  sitesDir: string;
  /** The operator console's history and audit log (a temp folder, removed on close). */
  operatorDataDir: string;
  /** Replaces a manifest in this portal's sites folder (as an operator editing the file would). */
  writeSite(siteId: string, manifest: unknown): void;
  logs: string[];
  close(): Promise<void>;
}

export interface PortalOptions {
  site?: string;
  distDir?: string;
  sitesByHost?: Record<string, string>;
  /** Manifests written before the host starts (site id → JSON value or raw text). */
  sites?: Record<string, unknown>;
  /** Turns the operator console on (`loadOperators`' result); off when absent. */
  operators?: HostOptions['operators'];
  previewRoles?: HostOptions['previewRoles'];
}

export async function startPortal(options: PortalOptions = {}): Promise<Portal> {
  const sitesDir = mkdtempSync(join(tmpdir(), 'portal-sites-'));
  cpSync('sites', sitesDir, { recursive: true });
  for (const [siteId, manifest] of Object.entries(options.sites ?? {})) {
    writeFileSync(join(sitesDir, `${siteId}.json`), typeof manifest === 'string' ? manifest : JSON.stringify(manifest, null, 2));
  }
  const operatorDataDir = mkdtempSync(join(tmpdir(), 'portal-operator-'));
  const sandbox = createSandbox({ dbFile: ':memory:' });
  const logs: string[] = [];
  const host = createHost({
    sitesDir,
    distDir: options.distDir ?? inject('distDir'),
    ...(options.site ? { defaultSite: options.site } : {}),
    ...(options.sitesByHost ? { sitesByHost: options.sitesByHost } : {}),
    api: (request) => sandbox.app.fetch(request),
    ...(options.operators ? { operators: options.operators } : {}),
    ...(options.previewRoles ? { previewRoles: options.previewRoles } : {}),
    operatorDataDir,
    log: (line) => logs.push(line),
  });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: host.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sandbox,
    sitesDir,
    operatorDataDir,
    logs,
    writeSite(siteId, manifest) {
      writeFileSync(join(sitesDir, `${siteId}.json`), typeof manifest === 'string' ? manifest : JSON.stringify(manifest, null, 2));
    },
    async close() {
      host.close();
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      sandbox.close();
      rmSync(sitesDir, { recursive: true, force: true });
      rmSync(operatorDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A browser (the worker's shared Chromium) and one portal for a whole test file: the portal is started
 * before its tests and closed after them. Read `env.browser` and `env.portal` inside the tests.
 */
export function browserAndPortalForFile(options: PortalOptions = {}): { browser: Browser; portal: Portal } {
  const env = {} as { browser: Browser; portal: Portal };
  beforeAll(async () => {
    [env.browser, env.portal] = await Promise.all([sharedChromium(), startPortal(options)]);
  });
  afterAll(async () => {
    // A context a failed test left open would keep the next file's pages company: close what remains.
    await Promise.all(env.browser?.contexts().map((context) => context.close()) ?? []);
    await env.portal?.close();
  });
  return env;
}
