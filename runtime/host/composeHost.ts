/**
 * The host as `npm start` runs it, composed from the environment in one place: main.ts listens with it,
 * the end-to-end tests (tests/e2e/support/portal.ts) start their portals with it, and its tests pin
 * what each setting does. Reading: PORT, SITE, SITE_HOSTS, SITES_DIR, DIST_DIR, API_TARGET, API_TIMEOUT_MS, NODE_ENV,
 * SANDBOX, SANDBOX_DB, ROLES_FILE, TRUSTED_PROXIES, OPERATORS_FILE / OPERATOR_NAME + OPERATOR_PASSWORD_HASH (+ OPERATOR_SITES),
 * OPERATOR_DATA_DIR, ASSET_BASE_URL, DATABASE_URL (README "Host settings").
 *
 * Without DATABASE_URL the host keeps everything in files (`sites/`, `.data/operator/`) and memory: one
 * host, nothing to install. With it, manifests, site assets, versions, the audit log, operator sessions,
 * login counts and previews live in PostgreSQL, which several hosts behind a load balancer share.
 *
 * Safe by default: the embedded sandbox, whose demo accounts share a published password,
 * answers only when asked. In development (`npm start`) it is the backend unless API_TARGET names one; in
 * production (`NODE_ENV=production`) the host refuses to start without API_TARGET, unless `SANDBOX=1`
 * says that this is a demo deployment.
 */
import { join, resolve } from 'node:path';
import type { SandboxBindings } from '../../sandbox/auth/clientOfRequest.ts';
import type { Sandbox } from '../../sandbox/sandboxApp.ts';
import { parseAssetBaseUrl } from './assetBase.ts';
import { parseApiTimeout } from './backendDeadline.ts';
import { createConnectionOf, parseTrustedProxies, type ClientConnection } from './clientConnection.ts';
import { createHost, type Host } from './createHost.ts';
import { loadOperators } from './operator/operators.ts';
import { loadPreviewRolesFile } from './operator/previewRoles.ts';
import type { PreviewUser } from './operator/previews.ts';
import { parseSiteHosts, siteHostMap, siteIdForHost } from './siteSelection.ts';
import type { PostgresHostStore } from './store/postgres/openPostgresStore.ts';

/** A setting the host cannot start with; its message is the one line to print. */
export class HostConfigurationError extends Error {
  override name = 'HostConfigurationError';
}

export interface ComposeHostOptions {
  /** The environment to read (`process.env` for `npm start`). */
  env: Record<string, string | undefined>;
  /** The repository: default folders (`sites/`, `dist/`, `.data/`) are under it. */
  repoRoot: string;
  log?: (line: string) => void;
}

export interface ComposedHost {
  host: Host;
  /** The embedded backend when it answers `/api` (no API_TARGET): its database, for tests to look into. */
  sandbox?: Sandbox;
  /** Where to listen (PORT, 8080 by default; 0 picks a free port). */
  port: number;
  defaultSite: string;
  apiTarget?: string;
  sitesByHost: Record<string, string>;
  /** The roles the operator console can preview as (besides anonymous). */
  previewRoles: Record<string, PreviewUser>;
  /** The shared database's store when DATABASE_URL is set. */
  database?: PostgresHostStore;
  /** Stops watching the sites, closes the sandbox's database and the shared database's connections: call once no request can come any more. */
  close(): Promise<void>;
}

/** PORT, or 8080. */
export function readPort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 8080;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new HostConfigurationError(`PORT must be an integer between 0 and 65535, got "${raw}"`);
  return port;
}

/** SANDBOX: `1` (or `true`) lets the sandbox run in production; unset, empty, `0` or `false` do not. */
function readSandboxOptIn(raw: string | undefined): boolean {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '1' || value === 'true') return true;
  if (value === '' || value === '0' || value === 'false') return false;
  throw new HostConfigurationError(`SANDBOX must be 1 (run the embedded sandbox in production, for a demo deployment) or unset, got "${raw}"`);
}

export const productionWithoutBackend =
  'Refusing to start: NODE_ENV=production without API_TARGET would serve the embedded sandbox, whose demo accounts all have the password "demo". ' +
  "Set API_TARGET to the school's backend (or SANDBOX=1 for a demo deployment).";

/**
 * Composes the host from `env`: checks every setting first (a {@link HostConfigurationError} names the
 * one to fix, before anything is opened), then opens the sandbox if it is the backend, then the host.
 * The preview roles come from ROLES_FILE, else from the sandbox's demo users as a login gets them, else
 * there are none (anonymous only).
 */
export async function composeHost({ env, repoRoot, log = (line) => console.log(line) }: ComposeHostOptions): Promise<ComposedHost> {
  const port = readPort(env.PORT);
  const sandboxOptIn = readSandboxOptIn(env.SANDBOX);
  const apiTarget = env.API_TARGET?.trim() || undefined;
  const production = env.NODE_ENV === 'production';
  if (apiTarget && sandboxOptIn) throw new HostConfigurationError('SANDBOX=1 and API_TARGET are both set: the sandbox would never answer. Unset one of them.');
  if (production && !apiTarget && !sandboxOptIn) throw new HostConfigurationError(productionWithoutBackend);
  const apiTimeout = parseApiTimeout(env.API_TIMEOUT_MS);
  if ('problem' in apiTimeout) throw new HostConfigurationError(apiTimeout.problem);
  const rolesFile = loadPreviewRolesFile(env);
  if (rolesFile && 'problem' in rolesFile) throw new HostConfigurationError(rolesFile.problem);
  const assetBase = parseAssetBaseUrl(env.ASSET_BASE_URL);
  if ('problem' in assetBase) throw new HostConfigurationError(assetBase.problem);

  const trustedProxies = parseTrustedProxies(env.TRUSTED_PROXIES);
  if (trustedProxies.problems.length) throw new HostConfigurationError(trustedProxies.problems.join('\n'));
  const connectionOf = createConnectionOf(trustedProxies.addresses);

  const defaultSite = env.SITE || 'demo';
  const siteHosts = parseSiteHosts(env.SITE_HOSTS);
  siteHosts.problems.forEach(log);
  const sitesDir = resolve(env.SITES_DIR || join(repoRoot, 'sites'));
  const operators = loadOperators(env, { sitesDir, log });
  const databaseUrl = readDatabaseUrl(env.DATABASE_URL);

  let database: PostgresHostStore | undefined;
  if (databaseUrl) {
    // Loaded only when needed: a host on files never loads the database driver.
    const { openPostgresStore } = await import('./store/postgres/openPostgresStore.ts');
    try {
      database = await openPostgresStore({ connectionString: databaseUrl, log });
    } catch (error) {
      throw new HostConfigurationError(`Refusing to start: ${(error as Error).message}. Check that PostgreSQL runs and that DATABASE_URL is right.`);
    }
    log(`Sites, versions, audit and operator sessions: ${database.sites.description}, shared with every host on it`);
  }

  let host: Host | undefined;
  let sandbox: Sandbox | undefined;
  if (!apiTarget) {
    // Loaded only when needed: with API_TARGET the host does not open the sandbox's database at all.
    const { createSandbox, DEFAULT_SANDBOX_DB_FILE } = await import('../../sandbox/sandboxApp.ts');
    const hostMap = siteHostMap(siteHosts.sitesByHost);
    sandbox = createSandbox({
      dbFile: env.SANDBOX_DB || join(repoRoot, DEFAULT_SANDBOX_DB_FILE),
      ...sandboxClock(env.SANDBOX_TIME),
      // The login page describes the site the visitor came from (the same choice the host makes).
      site: (request) => host?.sites.get(siteIdForHost(request.headers.get('host') ?? new URL(request.url).host, hostMap, defaultSite)).manifest,
    });
    if (production) log('Embedded sandbox in production (SANDBOX=1): its demo accounts, password "demo", are open to anyone who reaches this host.');
  }

  let previewRoles: Record<string, PreviewUser> = {};
  if (rolesFile) {
    previewRoles = rolesFile.roles;
    log(`Operator preview: roles ${Object.keys(previewRoles).join(', ')} from ${rolesFile.file}`);
  } else if (sandbox) {
    previewRoles = sandbox.roleUsers();
  } else if (operators) {
    log("Operator preview: as an anonymous visitor only. Set ROLES_FILE to preview as the school's roles (README, operator console).");
  }

  const backend = sandbox;
  try {
    host = createHost({
      sitesDir,
      distDir: resolve(env.DIST_DIR || join(repoRoot, 'dist')),
      defaultSite,
      sitesByHost: siteHosts.sitesByHost,
      // The sandbox hears who the client is in its env bindings, which no client can write (sandbox/auth/clientOfRequest.ts).
      ...(apiTarget
        ? { apiTarget }
        : {
            api: (request: Request, { address, https }: ClientConnection) =>
              backend!.app.fetch(request, { client: { address, https } } satisfies SandboxBindings),
          }),
      apiTimeoutMs: apiTimeout.timeoutMs,
      ...(operators ? { operators } : {}),
      ...(database ? { store: database } : {}),
      operatorDataDir: resolve(env.OPERATOR_DATA_DIR || join(repoRoot, '.data/operator')),
      previewRoles,
      connectionOf,
      ...assetBase,
      log,
    });
  } catch (error) {
    sandbox?.close();
    await database?.close();
    throw error;
  }
  const composed = host;
  return {
    host: composed,
    ...(sandbox ? { sandbox } : {}),
    port,
    defaultSite,
    ...(apiTarget ? { apiTarget } : {}),
    sitesByHost: siteHosts.sitesByHost,
    previewRoles,
    ...(database ? { database } : {}),
    async close() {
      composed.close();
      backend?.close();
      await database?.close();
    },
  };
}

/** DATABASE_URL: a `postgres://` or `postgresql://` URL, or unset for files; anything else is refused before anything opens. */
export function readDatabaseUrl(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new HostConfigurationError('DATABASE_URL is not a URL: write it as postgres://user:password@host:5432/portal');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')
    throw new HostConfigurationError(`DATABASE_URL must be a postgres:// URL (PostgreSQL), got "${url.protocol}//…"`);
  return value;
}

/**
 * SANDBOX_TIME (an ISO time, e.g. `2026-11-25T10:00:00+08:00`): the sandbox's clock starts there and runs
 * on, so a demo or a browser test meets a school day at a known hour (a daily report before its deadline)
 * whenever it runs. Only the sandbox's own notion of now moves; the host and the browser keep theirs.
 */
export function sandboxClock(time: string | undefined): { now?: () => number } {
  if (!time) return {};
  const start = Date.parse(time);
  if (!Number.isFinite(start)) throw new Error(`SANDBOX_TIME="${time}" is not a time: write it as 2026-11-25T10:00:00+08:00`);
  const bootedAt = Date.now();
  return { now: () => start + (Date.now() - bootedAt) };
}
