/**
 * Things the bench must undo however it ends — above all the probe widget it writes into widgets/,
 * which other engineers' builds and tests would otherwise pick up. Undone in a `finally` on the normal
 * path; on Ctrl-C / SIGTERM / an uncaught error the process handlers below do it before exiting.
 */
const pending = new Set<() => void>();

function runAll(): void {
  for (const undo of [...pending].reverse()) {
    pending.delete(undo);
    try {
      undo();
    } catch (error) {
      console.error(`bench cleanup failed: ${(error as Error).message}`);
    }
  }
}

let installed = false;
function install(): void {
  if (installed) return;
  installed = true;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      runAll();
      process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
    });
  }
  // Last resort (process.exit from elsewhere); cleanups are synchronous so they can run here.
  process.once('exit', runAll);
}

/** Registers a synchronous undo; returns a function that runs it now (once) and unregisters it. */
export function onCleanup(undo: () => void): () => void {
  install();
  pending.add(undo);
  return () => {
    if (!pending.delete(undo)) return;
    undo();
  };
}
