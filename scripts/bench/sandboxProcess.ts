/**
 * The school's backend behind the host for the proxied `/api` figure: the real sandbox, run alone
 * (sandbox/main.ts, as README says to point another host at it) in a process of its own on a private
 * in-memory database. A deployment's backend is another server, so the host's `/api` is measured as it
 * runs there — API_TARGET, two hops over HTTP — not as the embedded sandbox that `npm start` mounts in-process.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { onCleanup } from './cleanup.ts';
import { killWithBench } from './processGuard.ts';
import { repoRoot } from './paths.ts';

export interface SandboxProcess {
  /** What to give the host as API_TARGET, e.g. `http://127.0.0.1:40123/api`. */
  apiTarget: string;
  close(): Promise<void>;
}

/** A port nothing listens on now (sandbox/main.ts takes a fixed SANDBOX_PORT, not 0). */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function startSandboxProcess({ startTimeoutMs = 60_000 } = {}): Promise<SandboxProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'sandbox', 'main.ts')], {
    cwd: repoRoot,
    // TRUSTED_PROXIES: the host in front forwards the client's address, as README says to set it up.
    env: { ...process.env, SANDBOX_PORT: String(port), SANDBOX_DB: ':memory:', TRUSTED_PROXIES: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const unwatch = child.pid === undefined ? () => {} : killWithBench(child.pid);
  const stopOnExit = onCleanup(() => {
    child.kill('SIGKILL');
    unwatch();
  });
  let output = '';
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the sandbox did not listen within ${startTimeoutMs} ms:\n${output}`)), startTimeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('sandbox listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the sandbox exited (${code}) before listening:\n${output}`));
    });
  });
  try {
    await listening;
  } catch (error) {
    stopOnExit();
    throw error;
  }
  return {
    apiTarget: `http://127.0.0.1:${port}/api`,
    close: async () => {
      if (child.exitCode !== null) return stopOnExit();
      const exited = once(child, 'exit');
      child.kill('SIGTERM'); // main.ts closes its database cleanly on SIGTERM
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      stopOnExit(); // SIGKILL if it has not exited yet
    },
  };
}
