/**
 * A portal host as a real process (`runtime/host/main.ts`, as `npm run serve` starts it), for what only a
 * process shows: several hosts on one database, and a host killed with SIGKILL. The port is the one the
 * host prints once it listens (PORT=0 picks a free one).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const mainFile = fileURLToPath(new URL('../../runtime/host/main.ts', import.meta.url));
const tsxLoader = createRequire(import.meta.url).resolve('tsx');

export interface HostProcess {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  readonly port: number;
  /** Everything it printed so far. */
  readonly output: () => string;
  /** SIGKILL: no shutdown code runs. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM, the way a service manager stops it; resolves once it exited. */
  stop(): Promise<void>;
}

/** Starts a host with `env` (over this process's PATH only); resolves once it listens. */
export function startHostProcess(env: Record<string, string>, { readyWithinMs = 60_000 } = {}): Promise<HostProcess> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, ['--import', tsxLoader, mainFile], {
      env: { PATH: process.env.PATH ?? '', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    const kill = async (signal: NodeJS.Signals) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    };
    // A ceiling on a hung start, not a wait: the host says when it listens.
    const timer = setTimeout(() => {
      void kill('SIGKILL');
      reject(new Error(`the host did not start within ${readyWithinMs} ms:\n${output}`));
    }, readyWithinMs);
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Campus portal: http:\/\/localhost:(\d+)/.exec(output);
      if (!listening) return;
      clearTimeout(timer);
      child.stdout?.off('data', onOutput);
      child.stdout?.on('data', (more: Buffer) => (output += more.toString()));
      const port = Number(listening[1]);
      resolve({ url: `http://127.0.0.1:${port}`, port, output: () => output, kill: () => kill('SIGKILL'), stop: () => kill('SIGTERM') });
    };
    child.stdout?.on('data', onOutput);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the host exited (${signal ?? code}) before it listened:\n${output}`));
    });
    // Never outlive the test run.
    process.once('exit', () => child.kill('SIGKILL'));
  });
}
