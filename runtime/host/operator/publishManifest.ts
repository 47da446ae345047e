/**
 * The writes of one save, in the order that keeps every published change on record, even when the host
 * is killed between two of them:
 *
 *   1. the version's history entry, `pending`;
 *   2. its audit line (synced; if it cannot be written, nothing is published);
 *   3. the manifest (atomically: temp file, fsync, rename);
 *   4. the history entry marked published.
 *
 * A crash before 3 leaves the old manifest live and a pending entry whose ETag is not the file's; a crash
 * after 3 leaves the new manifest live with its entry and line already written. {@link recoverInterruptedSaves}
 * settles both at the next start, and clears the temp files an interrupted write left behind.
 */
import { readdir, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { strongEtag } from '../httpCaching.ts';
import { writeFileAtomic } from './atomicWrite.ts';
import type { AuditLog } from './auditLog.ts';
import type { ManifestHistory } from './manifestHistory.ts';

/** The moments between the writes of a save; tests stop the process at each (see {@link PublishDependencies.onSaveStep}). */
export type SaveStep = 'history-written' | 'audit-written' | 'manifest-temp-written' | 'manifest-written';

export interface PublishDependencies {
  history: ManifestHistory;
  audit: AuditLog;
  log: (line: string) => void;
  /** Called after each step. Tests use it to kill the process or fail a write there; nothing else should. */
  onSaveStep?: (step: SaveStep) => void | Promise<void>;
}

export interface Publication {
  siteId: string;
  /** The manifest file to replace. */
  file: string;
  bytes: Uint8Array;
  /** The ETag of the file being replaced. */
  previousEtag: string;
  operator: string;
  reason: string;
  /** ISO time of the save. */
  at: string;
  restoredFrom?: number;
}

/** Publishes a version (steps above); on failure nothing is live and the failing step's error is thrown. */
export async function publishManifest(p: Publication, { history, audit, log, onSaveStep }: PublishDependencies): Promise<{ etag: string; version: number }> {
  const etag = strongEtag(p.bytes);
  const restore = p.restoredFrom !== undefined ? { restoredFrom: p.restoredFrom } : {};
  const { version } = await history.record(p.siteId, p.bytes, { etag, author: p.operator, at: p.at, reason: p.reason, ...restore, state: 'pending' });
  const abandon = async (why: 'write-failed' | null) => {
    await history
      .settle(p.siteId, version, 'abandoned')
      .catch((error: Error) => log(`operator: cannot mark version ${version} of ${p.siteId} abandoned: ${error.message}`));
    if (why) await audit.append({ event: 'save-abandoned', site: p.siteId, version, etag, why });
  };
  try {
    await onSaveStep?.('history-written');
    await audit.appendRequired({
      event: p.restoredFrom === undefined ? 'save' : 'restore',
      operator: p.operator,
      site: p.siteId,
      version,
      etag,
      previousEtag: p.previousEtag,
      reason: p.reason,
      ...restore,
    });
  } catch (error) {
    // No line, no change: a save that could not be audited is not published.
    await abandon(null);
    throw error;
  }
  try {
    await onSaveStep?.('audit-written');
    await writeFileAtomic(p.file, p.bytes, { afterTempWritten: () => onSaveStep?.('manifest-temp-written') });
  } catch (error) {
    await abandon('write-failed');
    throw error;
  }
  await onSaveStep?.('manifest-written');
  // Live already; should this write fail, the next start finds the entry pending with the file's ETag and publishes it.
  await history
    .settle(p.siteId, version, 'published')
    .catch((error: Error) =>
      log(`operator: ${p.siteId} version ${version} is live, but its history entry could not be marked published yet: ${error.message}`),
    );
  return { etag, version };
}

/** A temp file of writeFileAtomic: `<name>.<16 hex>.tmp`. */
const tempFile = /\.[0-9a-f]{16}\.tmp$/;

/**
 * Run once when the console starts: removes temp files interrupted writes left in the sites folder and in
 * the history, and settles every pending history entry: published when the manifest on disk is that
 * version (the host stopped after writing it), abandoned otherwise (it stopped before; the audit log gets
 * a `save-abandoned` line). Never throws: what it cannot do, it logs.
 */
export async function recoverInterruptedSaves(
  { sitesDir, dataDir }: { sitesDir: string; dataDir: string },
  { history, audit, log }: Omit<PublishDependencies, 'onSaveStep'>,
): Promise<void> {
  const sweep = async (folder: string, matches: (name: string) => boolean) => {
    const names = await readdir(folder).catch(() => [] as string[]);
    const leftovers = names.filter((name) => tempFile.test(name) && matches(name));
    await Promise.all(leftovers.map((name) => unlink(join(folder, name)).catch(() => {})));
    if (leftovers.length) log(`operator: removed ${leftovers.length} temp file(s) an interrupted save left in ${folder}: ${leftovers.join(', ')}`);
  };
  try {
    // In the sites folder only our own kind (`<id>.json.<hex>.tmp`): the folder is the school's.
    await sweep(sitesDir, (name) => /\.json\.[0-9a-f]{16}\.tmp$/.test(name));
    for (const siteId of await history.sites()) {
      await sweep(join(dataDir, 'history', siteId), () => true);
      const pending = (await history.entries(siteId)).filter((entry) => entry.state === 'pending');
      if (!pending.length) continue;
      const current = await readFile(join(sitesDir, `${siteId}.json`)).catch(() => undefined);
      const currentEtag = current && strongEtag(current);
      for (const entry of pending) {
        if (entry.etag === currentEtag) {
          await history.settle(siteId, entry.version, 'published');
          log(`operator: a save of ${siteId} was interrupted after its manifest was written; version ${entry.version} is recorded as published`);
        } else {
          await history.settle(siteId, entry.version, 'abandoned');
          await audit.append({ event: 'save-abandoned', site: siteId, version: entry.version, etag: entry.etag, why: 'interrupted' });
          log(
            `operator: a save of ${siteId} was interrupted before its manifest was written; version ${entry.version} is abandoned, the manifest is unchanged`,
          );
        }
      }
    }
  } catch (error) {
    log(`operator: could not check for interrupted saves in ${dataDir}: ${(error as Error).message}`);
  }
}
