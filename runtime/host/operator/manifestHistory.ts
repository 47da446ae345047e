/**
 * Every version of a manifest saved through the console, kept outside `sites/`:
 * `<dataDir>/history/<siteId>/<version>.json` (the exact bytes written) and
 * `<dataDir>/history/<siteId>/index.json` (who, when, why). Versions count up from 0 and never repeat;
 * version 0 is the file as it was before the first save through the console, so a restore can always go
 * back to where the school started.
 *
 * A save records its version before it writes the manifest, so a crash can never leave
 * a live manifest without its history: the entry is `pending` until the manifest is written, then
 * published; one whose manifest was never written is kept as `abandoned` (its number is not given again)
 * and is not listed.
 */
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isValidSiteId } from '../manifest/siteId.ts';
import { writeFileAtomic } from './atomicWrite.ts';
import type { HistoryEntry } from '../../shared/operatorHistory.ts';
export type { HistoryEntry };

/** An entry as the index keeps it: without `state`, a published version. */
export type StoredHistoryEntry = HistoryEntry & {
  /** `pending`: recorded, its manifest not (yet) written. `abandoned`: its manifest was never written (a failed write or a crash). */
  state?: 'pending' | 'abandoned';
};

export interface ManifestHistory {
  /** The published versions, newest first; empty when nothing was saved yet. */
  list(siteId: string): Promise<HistoryEntry[]>;
  /** Every entry of the index, pending and abandoned ones included, oldest first. */
  entries(siteId: string): Promise<StoredHistoryEntry[]>;
  /** The sites with a history folder. */
  sites(): Promise<string[]>;
  /** A version's bytes, or undefined. */
  read(siteId: string, version: number): Promise<Buffer | undefined>;
  /**
   * Stores `bytes` as the next version: published, or `pending` when the manifest is written after
   * (then {@link settle} says how that went). Callers serialize writes per site.
   */
  record(siteId: string, bytes: Uint8Array, entry: Omit<StoredHistoryEntry, 'version'>): Promise<HistoryEntry>;
  /** Marks a pending version published (its manifest was written) or abandoned (it never was). */
  settle(siteId: string, version: number, outcome: 'published' | 'abandoned'): Promise<void>;
}

export function createManifestHistory(dataDir: string): ManifestHistory {
  const root = join(dataDir, 'history');
  const folderOf = (siteId: string) => {
    if (!isValidSiteId(siteId)) throw new Error(`invalid site id ${JSON.stringify(siteId).slice(0, 80)}`);
    return join(root, siteId);
  };
  const readIndex = async (siteId: string): Promise<StoredHistoryEntry[]> => {
    let text: string;
    try {
      text = await readFile(join(folderOf(siteId), 'index.json'), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const parsed = JSON.parse(text) as { versions?: StoredHistoryEntry[] };
    return Array.isArray(parsed.versions) ? parsed.versions : [];
  };
  const writeIndex = (siteId: string, versions: StoredHistoryEntry[]) =>
    writeFileAtomic(join(folderOf(siteId), 'index.json'), `${JSON.stringify({ versions }, null, 2)}\n`);
  return {
    async list(siteId) {
      return (await readIndex(siteId))
        .filter((entry) => entry.state === undefined)
        .reverse()
        .map(({ state: _state, ...entry }) => entry);
    },
    entries: readIndex,
    async sites() {
      const names = await readdir(root).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [] as string[];
        throw error;
      });
      return names.filter(isValidSiteId).sort();
    },
    async read(siteId, version) {
      if (!Number.isSafeInteger(version) || version < 0) return undefined;
      try {
        return await readFile(join(folderOf(siteId), `${version}.json`));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async record(siteId, bytes, entry) {
      const folder = folderOf(siteId);
      await mkdir(folder, { recursive: true });
      const versions = await readIndex(siteId);
      // Abandoned entries count too: a number once written (in the audit log, say) never names other bytes.
      const version = versions.reduce((next, v) => Math.max(next, v.version + 1), 0);
      const stored: StoredHistoryEntry = { version, ...entry };
      // The bytes first, then the index that points at them: an index entry never names a missing file.
      await writeFileAtomic(join(folder, `${version}.json`), bytes);
      await writeIndex(siteId, [...versions, stored]);
      const { state: _state, ...published } = stored;
      return published;
    },
    async settle(siteId, version, outcome) {
      const versions = await readIndex(siteId);
      const entry = versions.find((v) => v.version === version);
      if (!entry || entry.state !== 'pending') return;
      if (outcome === 'published') delete entry.state;
      else entry.state = 'abandoned';
      await writeIndex(siteId, versions);
    },
  };
}
