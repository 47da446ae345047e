/**
 * The operator store of one host (the default): manifests written into the `sites/` folder, versions and
 * the audit log as files under the data folder (`OPERATOR_DATA_DIR`), sessions, login counts and previews
 * in memory. Saves are serialized per site in this process, which is enough because no other host writes
 * these files; hosts that share their configuration use the PostgreSQL store instead.
 */
import { readFile, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { strongEtag } from '../httpCaching.ts';
import { removeLeftoverTempFiles } from '../operator/atomicWrite.ts';
import { createAuditLog } from '../operator/auditLog.ts';
import { createMemoryLedger } from '../operator/loginFailureLedger.ts';
import { createManifestHistory } from '../operator/manifestHistory.ts';
import { createSessionStore } from '../operator/operatorSessions.ts';
import { createPreviewStore } from '../operator/previews.ts';
import { createFileDraftStore } from '../operator/operatorDrafts.ts';
import { publishManifest, recoverInterruptedSaves, type SaveStep } from '../operator/publishManifest.ts';
import { isValidSiteId } from '../manifest/siteId.ts';
import type { OperatorStore } from './operatorStore.ts';

export interface FilesOperatorStoreOptions {
  /** The folder of `<siteId>.json` manifests the host serves. */
  sitesDir: string;
  /** History and audit log (`OPERATOR_DATA_DIR`); must not be inside `sitesDir`. */
  dataDir: string;
  now: () => number;
  log: (line: string) => void;
  /** Called between the writes of a save (publishManifest.ts); tests stop the process or fail a write there. */
  onSaveStep?: (step: SaveStep) => void | Promise<void>;
}

export function createFilesOperatorStore({ sitesDir, dataDir, now, log, onSaveStep }: FilesOperatorStoreOptions): OperatorStore {
  const rel = relative(resolve(sitesDir), resolve(dataDir));
  if (rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))) {
    throw new Error(`the operator data folder ${resolve(dataDir)} must not be inside the sites folder ${resolve(sitesDir)}`);
  }
  const fileOf = (siteId: string) => {
    if (!isValidSiteId(siteId)) throw new Error(`invalid site id ${JSON.stringify(siteId).slice(0, 80)}`);
    return join(sitesDir, `${siteId}.json`);
  };
  const history = createManifestHistory(dataDir);
  const audit = createAuditLog(dataDir, now, log);

  const readLive = async (siteId: string) => {
    const file = fileOf(siteId);
    try {
      const [bytes, stats] = await Promise.all([readFile(file), stat(file)]);
      return { bytes, etag: strongEtag(bytes), modifiedAt: stats.mtimeMs };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };

  const locks = new Map<string, Promise<void>>();
  /** Runs `task` alone for this site: the ETag check and the writes of one save never interleave with another's. */
  async function withSiteLock<T>(siteId: string, task: () => Promise<T>): Promise<T> {
    const previous = locks.get(siteId) ?? Promise.resolve();
    let release!: () => void;
    const mine = previous.then(() => new Promise<void>((r) => (release = r)));
    locks.set(siteId, mine);
    await previous;
    try {
      return await task();
    } finally {
      release();
      if (locks.get(siteId) === mine) locks.delete(siteId);
    }
  }

  return {
    live: readLive,
    publish(request) {
      return withSiteLock(request.siteId, async () => {
        const file = fileOf(request.siteId);
        const live = await readLive(request.siteId);
        if (!live) return { outcome: 'missing' };
        // Strong comparison (RFC 9110 §13.1.1).
        if (live.etag !== request.expectedEtag) return { outcome: 'stale', etag: live.etag };

        const leftovers = await removeLeftoverTempFiles(file);
        if (leftovers.length)
          log(`operator: removed ${leftovers.length} temp file(s) an interrupted save left beside sites/${request.siteId}.json: ${leftovers.join(', ')}`);
        // The file as it is now must be in the history before it is replaced, or a restore could not reach it.
        const known = await history.list(request.siteId);
        if (known[0]?.etag !== live.etag) {
          await history.record(request.siteId, live.bytes, {
            etag: live.etag,
            author: '-',
            at: new Date(live.modifiedAt).toISOString(),
            reason: known.length ? 'changed outside the console' : 'initial',
          });
        }
        const { etag, version } = await publishManifest(
          {
            siteId: request.siteId,
            file,
            bytes: request.bytes,
            previousEtag: live.etag,
            operator: request.operator,
            reason: request.reason,
            at: request.at,
            ...(request.restoredFrom !== undefined ? { restoredFrom: request.restoredFrom } : {}),
          },
          { history, audit, log, ...(onSaveStep ? { onSaveStep } : {}) },
        );
        return { outcome: 'published', etag, version };
      });
    },
    history: (siteId) => history.list(siteId),
    version: (siteId, version) => history.read(siteId, version),
    audit,
    sessions: createSessionStore(now),
    loginFailures: createMemoryLedger(),
    previews: createPreviewStore(now),
    drafts: createFileDraftStore(dataDir),
    recover: () => recoverInterruptedSaves({ sitesDir, dataDir }, { history, audit, log }),
  };
}
