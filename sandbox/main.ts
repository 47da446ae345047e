/**
 * Runs the sandbox alone, for people pointing another host (or curl) at it:
 *   SANDBOX_PORT=8090 SANDBOX_DB=.data/sandbox.db tsx sandbox/main.ts
 * `npm start` does not need this: the host mounts `createSandbox().app` in-process.
 */
import { serve } from '@hono/node-server';
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
const sandbox = createSandbox();
const server = serve({ fetch: sandbox.app.fetch, port }, (info) => {
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
