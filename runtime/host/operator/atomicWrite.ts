/**
 * Replacing a file so that a reader (the host's site store, a restarted host) only ever sees the old
 * bytes or the new ones: write a temp file in the same folder, fsync it, rename it over the target
 * (atomic within one file system), fsync the folder so the rename itself survives a power cut.
 * A crash or a full disk at any step leaves the target as it was; a leftover temp file is named
 * `<target>.<random>.tmp`, which the site store ignores (it reads only `<id>.json`) and
 * {@link removeLeftoverTempFiles} clears.
 */
import { randomBytes } from 'node:crypto';
import { open, readdir, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

export interface AtomicWriteOptions {
  /**
   * Called after the temp file is written and synced, before the rename. Tests use it to stop the
   * process at the worst moment; nothing else should.
   */
  afterTempWritten?: (tempFile: string) => void | Promise<void>;
  /** File mode of a new file. */
  mode?: number;
}

const tempPattern = (target: string) => new RegExp(`^${basename(target).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.[0-9a-f]{16}\\.tmp$`);

/** Atomically replaces (or creates) `target` with `content`. On failure the temp file is removed and the error thrown. */
export async function writeFileAtomic(target: string, content: string | Uint8Array, options: AtomicWriteOptions = {}): Promise<void> {
  const dir = dirname(target);
  const temp = join(dir, `${basename(target)}.${randomBytes(8).toString('hex')}.tmp`);
  let renamed = false;
  try {
    const handle = await open(temp, 'wx', options.mode ?? 0o644);
    try {
      await handle.writeFile(content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await options.afterTempWritten?.(temp);
    await rename(temp, target);
    renamed = true;
    await syncFolder(dir);
  } catch (error) {
    if (!renamed) await unlink(temp).catch(() => {});
    throw error;
  }
}

/** fsyncs a folder so a rename in it is durable. Some platforms (Windows) cannot open folders: skipped there. */
async function syncFolder(dir: string): Promise<void> {
  let handle;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EISDIR' && code !== 'EPERM' && code !== 'EINVAL' && code !== 'EBADF') throw error;
  } finally {
    await handle?.close();
  }
}

/** Removes temp files a killed writer left beside `target`; returns their names. */
export async function removeLeftoverTempFiles(target: string): Promise<string[]> {
  const pattern = tempPattern(target);
  const names = (await readdir(dirname(target)).catch(() => [] as string[])).filter((name) => pattern.test(name));
  await Promise.all(names.map((name) => unlink(join(dirname(target), name)).catch(() => {})));
  return names;
}
