/**
 * A host as a deployment runs it: `node --import tsx runtime/host/main.ts` in a process of its own, on a free
 * port (PORT=0), configured by its environment. The cluster figures need real processes, not hosts composed
 * in the bench's thread: hosts sharing a database each have their own event loop, pool and LISTEN connection,
 * and on one thread they would share a CPU and measure each other.
 *
 * Killed however the bench ends (cleanup.ts on the normal path and on Ctrl-C, processGuard.ts on SIGKILL).
 */
import { startHostProcess as startProcess } from '../../tests/support/hostProcess.ts';
import { onCleanup } from './cleanup.ts';
import { killWithBench } from './processGuard.ts';

export interface HostProcess {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  origin: string;
  /** Every line the host wrote so far (stdout and stderr). */
  log: string[];
  close(): Promise<void>;
}

/**
 * @param env the host's settings (README "Host settings"); only these and PATH, HOME and TMPDIR reach it, so
 *   a setting of the shell the bench runs in (OPERATORS_FILE, SITE_HOSTS, …) does not change what is measured.
 */
export async function startHostProcess(env: Record<string, string>, { startTimeoutMs = 60_000 } = {}): Promise<HostProcess> {
  let stopOnExit = () => {};
  const host = await startProcess(env, {
    readyWithinMs: startTimeoutMs,
    onSpawn: (pid) => {
      const unwatch = killWithBench(pid);
      // Runs on the bench's cleanup (also Ctrl-C), or once the host is stopped: a SIGKILL if it still runs.
      stopOnExit = onCleanup(() => {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
        unwatch();
      });
    },
  }).catch((error: Error) => {
    stopOnExit();
    throw error;
  });
  return {
    origin: host.url,
    get log() {
      return host.output().split('\n').filter(Boolean);
    },
    async close() {
      await host.stop();
      stopOnExit();
    },
  };
}
