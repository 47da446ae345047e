/**
 * Unpublished edits kept on this device (under `officeDb`), per site, with the version they were made
 * on: a reload, a closed tab or a publish conflict loses nothing.
 */
import { officeDb } from '../storage/officeDb.ts';
import type { Edit } from './draft.ts';

export interface StoredDraft {
  /** The ETag of the published version the edits were made on. */
  etag: string;
  edits: Edit[];
  savedAt: string;
}

const keyOf = (siteId: string) => `operatorDraft.${siteId}`;

function isStoredDraft(value: unknown): value is StoredDraft {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<StoredDraft>;
  return typeof v.etag === 'string' && Array.isArray(v.edits) && v.edits.every((e) => e && Array.isArray(e.path) && e.path.every((s) => typeof s === 'string'));
}

export const draftStore = {
  load(siteId: string): StoredDraft | undefined {
    const value = officeDb.get<unknown>(keyOf(siteId));
    return isStoredDraft(value) && value.edits.length > 0 ? value : undefined;
  },
  save(siteId: string, etag: string, edits: readonly Edit[]): void {
    if (edits.length === 0) officeDb.remove(keyOf(siteId));
    else officeDb.set(keyOf(siteId), { etag, edits: [...edits], savedAt: new Date().toISOString() } satisfies StoredDraft);
  },
  clear(siteId: string): void {
    officeDb.remove(keyOf(siteId));
  },
};
