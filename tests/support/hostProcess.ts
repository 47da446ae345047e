/**
 * A portal host as a real process (`runtime/host/main.ts`, as `npm run serve` starts it), for what only a
 * process shows: several hosts on one database, each with its own event loop, pool and LISTEN connection
 * (tests/e2e/cluster.e2e.test.ts, the bench's cluster step), and a host killed with SIGKILL. The port is the
 * one the host prints once it listens (PORT=0 picks a free one).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const mainFile = fileURLToPath(new URL('../../runtime/host/main.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const tsxLoader = createRequire(import.meta.url).resolve('tsx');
/** main.ts prints this once it listens (the port it got for PORT=0). */
const listeningLine = /Campus portal: http:\/\/localhost:(\d+)/;
/** Only these of the caller's environment reach the host: a setting of the shell (OPERATORS_FILE, SITE_HOSTS…) must not change what is tested. */
const inheritedNames = ['PATH', 'HOME', 'TMPDIR'];

export interface HostProcess {
  /** `http://127.0.0.1:<port>`: main.ts listens on every address; the loopback one is what Origin checks compare with. */
  readonly url: string;
  readonly port: number;
  readonly pid: number;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** SIGKILL: no shutdown code runs. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM, the way a service manager stops it (main.ts closes its connections), SIGKILL after 5 s; resolves once it exited. */
  stop(): Promise<void>;
}

export interface HostProcessOptions {
  /** A ceiling on a hung start, not a wait: the host says when it listens. */
  readyWithinMs?: number;
  /** Told the pid as soon as the process exists, so a caller can kill it if it is itself stopped during the start. */
  onSpawn?: (pid: number) => void;
}

/** Starts a host with `env` (README "Host settings"); resolves once it listens, rejects with its output if it exits or hangs first. */
export function startHostProcess(env: Record<string, string>, { readyWithinMs = 60_000, onSpawn }: HostProcessOptions = {}): Promise<HostProcess> {
  const inherited = Object.fromEntries(inheritedNames.flatMap((name) => (process.env[name] ? [[name, process.env[name]!]] : [])));
  const child = spawn(process.execPath, ['--import', tsxLoader, mainFile], {
    cwd: repoRoot,
    env: { ...inherited, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid !== undefined) onSpawn?.(child.pid);
  let output = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const kill = async () => {
    if (running()) child.kill('SIGKILL');
    await exited;
  };
  // Never outlive the process that started it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));

  return new Promise((resolve, reject) => {
    let started = false;
    const timer = setTimeout(() => {
      void kill();
      reject(new Error(`the host did not listen within ${readyWithinMs} ms:\n${output}`));
    }, readyWithinMs);
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      clearTimeout(timer);
      reject(new Error(`the host exited (${signal ?? code}) before it listened:\n${output}`));
    };
    child.once('exit', onExit);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = started ? null : listeningLine.exec(output);
      if (!listening) return;
      started = true;
      clearTimeout(timer);
      child.off('exit', onExit);
      const port = Number(listening[1]);
      resolve({
        url: `http://127.0.0.1:${port}`,
        port,
        pid: child.pid!,
        output: () => output,
        kill,
        async stop() {
          if (running()) child.kill('SIGTERM');
          const late = setTimeout(() => child.kill('SIGKILL'), 5000);
          await exited;
          clearTimeout(late);
        },
      });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
  });
}
