/**
 * `npm start` (and `npm run serve`, the same without building first): the portal host on a port, composed
 * from the environment by composeHost.ts, with the in-process sandbox as backend unless `API_TARGET`
 * names a school's real one.
 *
 *   PORT=8080 SITE=demo SITES_DIR=sites DIST_DIR=dist API_TARGET=https://school.example/api \
 *   SITE_HOSTS=hill.localhost=hill-university,lake.localhost=lake-college tsx runtime/host/main.ts
 *
 * In production (`NODE_ENV=production`) it refuses to start without `API_TARGET`, in one line saying
 * why, unless `SANDBOX=1` asks for the sandbox (a demo deployment). The operator console (/_operator) is
 * on when OPERATORS_FILE, or OPERATOR_NAME and OPERATOR_PASSWORD_HASH, name its operators; its previews
 * use ROLES_FILE's roles, or the sandbox's demo users. With DATABASE_URL several such hosts share one
 * PostgreSQL database (README "Several hosts").
 */
import { serve } from '@hono/node-server';
import { fileURLToPath } from 'node:url';
import { composeHost, HostConfigurationError, type ComposedHost } from './composeHost.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const log = (line: string) => console.log(line);

let composed: ComposedHost;
try {
  composed = await composeHost({ env: process.env, repoRoot, log });
} catch (error) {
  if (!(error instanceof HostConfigurationError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const { host, port, defaultSite, apiTarget, sitesByHost } = composed;

const server = serve({ fetch: host.app.fetch, port }, (info) => {
  log(`Campus portal: http://localhost:${info.port} (site ${defaultSite}, API: ${apiTarget ?? 'embedded sandbox'})`);
  for (const [hostName, siteId] of Object.entries(sitesByHost)) log(`  http://${hostName}:${info.port} → site ${siteId}`);
});
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${port} is in use: set PORT to another one` : error);
  shutdown(1);
});

let stopping = false;
function shutdown(code = 0): void {
  if (stopping) return;
  stopping = true;
  server.close(() => {
    // After the server: no request is left that could still query the databases.
    void composed.close().finally(() => process.exit(code));
  });
  // Idle keep-alive connections would hold close() open; a busy one gets a few seconds to finish.
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  setTimeout(() => {
    void composed.close().finally(() => process.exit(code));
  }, 5000).unref();
}
process.once('SIGINT', () => shutdown());
process.once('SIGTERM', () => shutdown());
