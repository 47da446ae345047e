/**
 * `npm start`: the portal host on a port, with the in-process sandbox as backend unless `API_TARGET`
 * names a school's real one.
 *
 *   PORT=8080 SITE=demo SITES_DIR=sites DIST_DIR=dist API_TARGET=https://school.example/api \
 *   SITE_HOSTS=hill.localhost=hill-university,lake.localhost=lake-college tsx runtime/host/main.ts
 *
 * The operator console (/_operator) is on when OPERATORS_FILE, or OPERATOR_NAME and
 * OPERATOR_PASSWORD_HASH, name its operators; OPERATOR_DATA_DIR keeps its history and audit log.
 */
import { serve } from '@hono/node-server';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ACCOUNTS } from '../../sandbox/seed/accounts.ts';
import { createHost } from './createHost.ts';
import { loadOperators } from './operator/operators.ts';
import { parseSiteHosts } from './siteSelection.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const log = (line: string) => console.log(line);

function readPort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 8080;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT must be an integer between 0 and 65535, got "${raw}"`);
    process.exit(1);
  }
  return port;
}

const port = readPort(process.env.PORT);
const defaultSite = process.env.SITE || 'demo';
const apiTarget = process.env.API_TARGET || undefined;
const siteHosts = parseSiteHosts(process.env.SITE_HOSTS);
siteHosts.problems.forEach(log);

// Loaded only when needed: with API_TARGET the host does not open the sandbox's database at all.
const sandbox = apiTarget ? undefined : (await import('../../sandbox/sandboxApp.ts')).createSandbox();

const sitesDir = resolve(process.env.SITES_DIR || resolve(repoRoot, 'sites'));
const operators = loadOperators(process.env, { sitesDir, log });
// A preview shows a draft as one of the demo roles: their names and permission maps are role archetypes.
const previewRoles = Object.fromEntries(DEMO_ACCOUNTS.map((account) => [account.role, { name: account.name, auth: account.permissions }]));

const host = createHost({
  sitesDir,
  distDir: resolve(process.env.DIST_DIR || resolve(repoRoot, 'dist')),
  defaultSite,
  sitesByHost: siteHosts.sitesByHost,
  ...(apiTarget ? { apiTarget } : { api: (request: Request) => sandbox!.app.fetch(request) }),
  ...(operators ? { operators } : {}),
  operatorDataDir: resolve(process.env.OPERATOR_DATA_DIR || resolve(repoRoot, '.data/operator')),
  previewRoles,
  log,
});

const server = serve({ fetch: host.app.fetch, port }, (info) => {
  log(`Campus portal: http://localhost:${info.port} (site ${defaultSite}, API: ${apiTarget ?? 'embedded sandbox'})`);
  for (const [hostName, siteId] of Object.entries(siteHosts.sitesByHost)) log(`  http://${hostName}:${info.port} → site ${siteId}`);
});
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${port} is in use: set PORT to another one` : error);
  shutdown(1);
});

let stopping = false;
function shutdown(code = 0): void {
  if (stopping) return;
  stopping = true;
  host.close();
  server.close(() => {
    // After the server: no request is left that could still query the database.
    sandbox?.close();
    process.exit(code);
  });
  // Idle keep-alive connections would hold close() open; a busy one gets a few seconds to finish.
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  setTimeout(() => {
    sandbox?.close();
    process.exit(code);
  }, 5000).unref();
}
process.once('SIGINT', () => shutdown());
process.once('SIGTERM', () => shutdown());
