/**
 * A real portal for one test file: the host as `npm start` composes it (runtime/host/composeHost.ts, from
 * an environment pointing at temp folders), a real HTTP server on a free loopback port serving the built
 * app and a private copy of sites/, with its own in-memory sandbox as backend.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { sharedChromium, sharedFullChromium } from './browser.ts';
import { composeHost } from '../../../runtime/host/composeHost.ts';
import type { Operator } from '../../../runtime/host/operator/operators.ts';
import type { Sandbox } from '../../../sandbox/sandboxApp.ts';

export interface Portal {
  url: string;
  /** The portal's own sandbox backend (its database, to check what reached the school's side). */
  sandbox: Sandbox;
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
  /** Turns the operator console on (written to an OPERATORS_FILE for the host); off when absent. */
  operators?: Operator[];
  /** More of the host's environment (README "Host settings"), e.g. `{ ROLES_FILE: … }`. */
  env?: Record<string, string>;
}

export async function startPortal(options: PortalOptions = {}): Promise<Portal> {
  const sitesDir = mkdtempSync(join(tmpdir(), 'portal-sites-'));
  cpSync('sites', sitesDir, { recursive: true });
  for (const [siteId, manifest] of Object.entries(options.sites ?? {})) {
    writeFileSync(join(sitesDir, `${siteId}.json`), typeof manifest === 'string' ? manifest : JSON.stringify(manifest, null, 2));
  }
  const operatorDataDir = mkdtempSync(join(tmpdir(), 'portal-operator-'));
  // Outside the sites folder, as loadOperators insists, and outside the console's own data.
  const configDir = mkdtempSync(join(tmpdir(), 'portal-config-'));
  const operatorsFile = join(configDir, 'operators.json');
  if (options.operators) writeFileSync(operatorsFile, JSON.stringify({ operators: options.operators }));
  const logs: string[] = [];
  const { host, sandbox, close } = await composeHost({
    repoRoot: process.cwd(),
    env: {
      SITES_DIR: sitesDir,
      DIST_DIR: options.distDir ?? inject('distDir'),
      SANDBOX_DB: ':memory:',
      OPERATOR_DATA_DIR: operatorDataDir,
      ...(options.site ? { SITE: options.site } : {}),
      ...(options.sitesByHost
        ? {
            SITE_HOSTS: Object.entries(options.sitesByHost)
              .map(([name, siteId]) => `${name}=${siteId}`)
              .join(','),
          }
        : {}),
      ...(options.operators ? { OPERATORS_FILE: operatorsFile } : {}),
      ...options.env,
    },
    log: (line) => logs.push(line),
  });
  if (!sandbox) throw new Error('startPortal: the composed host has no sandbox (API_TARGET set?)');
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
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      close();
      rmSync(sitesDir, { recursive: true, force: true });
      rmSync(operatorDataDir, { recursive: true, force: true });
      rmSync(configDir, { recursive: true, force: true });
    },
  };
}

/**
 * A browser (the worker's shared Chromium) and one portal for a whole test file: the portal is started
 * before its tests and closed after them. Read `env.browser` and `env.portal` inside the tests.
 * `fullBrowser`: the full Chromium instead of the headless shell, for a file that tests its PDF viewer.
 */
export function browserAndPortalForFile({ fullBrowser, ...options }: PortalOptions & { fullBrowser?: boolean } = {}): { browser: Browser; portal: Portal } {
  const env = {} as { browser: Browser; portal: Portal };
  beforeAll(async () => {
    [env.browser, env.portal] = await Promise.all([fullBrowser ? sharedFullChromium() : sharedChromium(), startPortal(options)]);
  });
  afterAll(async () => {
    // A context a failed test left open would keep the next file's pages company: close what remains.
    await Promise.all(env.browser?.contexts().map((context) => context.close()) ?? []);
    await env.portal?.close();
  });
  return env;
}
