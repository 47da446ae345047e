/**
 * Runs the sandbox alone, for people pointing another host (or curl) at it:
 *   SANDBOX_PORT=8090 SANDBOX_DB=.data/sandbox.db tsx sandbox/main.ts
 * Behind the portal host (`API_TARGET=http://localhost:8090/api`), set TRUSTED_PROXIES=127.0.0.1 so the
 * login limits count the browser's address, not the host's.
 * `npm start` does not need this: the host mounts `createSandbox().app` in-process.
 */
import { serve, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import { createConnectionOf, parseTrustedProxies } from '../runtime/host/clientConnection.ts';
import { crossSiteAnswer } from '../runtime/host/crossSiteRequests.ts';
import type { SandboxBindings } from './auth/clientOfRequest.ts';
import { createSandbox, DEFAULT_SANDBOX_DB_FILE } from './sandboxApp.ts';

const DEFAULT_SANDBOX_PORT = 8090;

function readPort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_SANDBOX_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`SANDBOX_PORT must be an integer between 1 and 65535, got "${raw}"`);
  }
  return port;
}

const port = readPort(process.env.SANDBOX_PORT);
// Who the client is (login limits, Secure cookies): the socket's peer, or, when that peer is one of
// TRUSTED_PROXIES (e.g. the portal host proxying to this sandbox with API_TARGET), what it forwarded for.
const trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES);
if (trustedProxies.problems.length) throw new Error(trustedProxies.problems.join('\n'));
const connectionOf = createConnectionOf(trustedProxies.addresses);
const sandbox = createSandbox();
const fetchWithClient = (request: Request, env: HttpBindings | Http2Bindings) => {
  const connection = connectionOf(request, env.incoming.socket.remoteAddress);
  // Run alone, the sandbox faces browsers itself: the host's cross-site check stands here.
  const refused = crossSiteAnswer(request, connection, (line) => console.log(line));
  if (refused) return refused;
  const { address, https } = connection;
  return sandbox.app.fetch(request, { ...env, client: { address, https } } satisfies SandboxBindings);
};
const server = serve({ fetch: fetchWithClient, port }, (info) => {
  const dbFile = process.env.SANDBOX_DB ?? DEFAULT_SANDBOX_DB_FILE;
  console.log(`sandbox listening on http://localhost:${info.port}/api (database: ${dbFile})`);
});

// Close the database cleanly so the WAL is checkpointed and the file is left consistent.
function shutdown(): void {
  const finish = () => {
    sandbox.close();
    process.exit(0);
  };
  server.close(finish);
  // A browser's keep-alive connection would hold close() open; do not wait for it forever.
  setTimeout(finish, 3000).unref();
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
