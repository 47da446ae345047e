/**
 * Every version of a manifest saved through the console, kept outside `sites/`:
 * `<dataDir>/history/<siteId>/<version>.json` (the exact bytes written) and
 * `<dataDir>/history/<siteId>/index.json` (who, when, why). Versions count up from 0 and never repeat;
 * version 0 is the file as it was before the first save through the console, so a restore can always go
 * back to where the school started.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isValidSiteId } from '../manifest/siteId.ts';
import { writeFileAtomic } from './atomicWrite.ts';
import type { HistoryEntry } from '../../shared/operatorHistory.ts';
export type { HistoryEntry };

export interface ManifestHistory {
  /** Newest first; empty when nothing was saved yet. */
  list(siteId: string): Promise<HistoryEntry[]>;
  /** A version's bytes, or undefined. */
  read(siteId: string, version: number): Promise<Buffer | undefined>;
  /** Stores `bytes` as the next version. Callers serialize writes per site. */
  record(siteId: string, bytes: Uint8Array, entry: Omit<HistoryEntry, 'version'>): Promise<HistoryEntry>;
}

export function createManifestHistory(dataDir: string): ManifestHistory {
  const folderOf = (siteId: string) => {
    if (!isValidSiteId(siteId)) throw new Error(`invalid site id ${JSON.stringify(siteId).slice(0, 80)}`);
    return join(dataDir, 'history', siteId);
  };
  const readIndex = async (siteId: string): Promise<HistoryEntry[]> => {
    let text: string;
    try {
      text = await readFile(join(folderOf(siteId), 'index.json'), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const parsed = JSON.parse(text) as { versions?: HistoryEntry[] };
    return Array.isArray(parsed.versions) ? parsed.versions : [];
  };
  return {
    async list(siteId) {
      return (await readIndex(siteId)).slice().reverse();
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
      const version = versions.length ? Math.max(...versions.map((v) => v.version)) + 1 : 0;
      const stored: HistoryEntry = { version, ...entry };
      // The bytes first, then the index that points at them: an index entry never names a missing file.
      await writeFileAtomic(join(folder, `${version}.json`), bytes);
      await writeFileAtomic(join(folder, 'index.json'), `${JSON.stringify({ versions: [...versions, stored] }, null, 2)}\n`);
      return stored;
    },
  };
}
