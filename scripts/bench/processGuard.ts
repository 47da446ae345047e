/**
 * The processes the bench starts (Chromium for Lighthouse, the sandbox behind the host) must not outlive it
 * on a shared machine. The bench stops them itself when it ends normally or on Ctrl-C (cleanup.ts); this
 * covers the case where it dies without running any JS — SIGKILL, which tsx sends to a child that does not
 * answer a relayed Ctrl-C within ~60 ms, e.g. while Lighthouse crunches a trace.
 *
 * A detached plain-Node process holds the read end of a pipe from the bench and is told each pid to
 * watch; when the pipe closes (the bench ended, however it ended) it kills the pids still watched.
 * widgetProbe.ts guards its folder the same way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';

const guardSource = `
const watched = new Set();
process.on('SIGINT', () => {}); // a Ctrl-C meant for the bench must not stop the guard first
let pending = '';
process.stdin.on('data', (d) => {
  pending += d;
  const lines = pending.split('\\n');
  pending = lines.pop();
  for (const line of lines) {
    const [verb, pid] = line.split(' ');
    if (verb === 'watch') watched.add(Number(pid)); else watched.delete(Number(pid));
  }
});
process.stdin.on('end', () => {
  for (const pid of watched) { try { process.kill(pid, 'SIGKILL'); } catch {} }
});
process.stdin.resume();
`;

let guard: ChildProcess | undefined;

/** Kills `pid` if the bench dies first; call the returned function once the process has been stopped. */
export function killWithBench(pid: number): () => void {
  if (!guard) {
    guard = spawn(process.execPath, ['-e', guardSource], { stdio: ['pipe', 'ignore', 'ignore'], detached: true });
    guard.unref();
    // The pipe must not keep the bench alive either; it closes when the bench exits.
    (guard.stdin as Socket | null)?.unref();
  }
  guard.stdin?.write(`watch ${pid}\n`);
  return () => {
    guard?.stdin?.write(`unwatch ${pid}\n`);
  };
}
