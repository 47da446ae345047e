/**
 * Unpublished edits kept on this device (under `officeDb`), per operator and site, with the version they
 * were made on: a reload, a closed tab or a publish conflict loses nothing, and an operator signing in
 * on a shared computer never gets another's draft. The host keeps a copy too (useSiteDraft.ts), so the
 * draft follows the operator to another computer; of the two, the newer is taken.
 */
import { officeDb } from '../storage/officeDb.ts';
import type { Edit } from './draft.ts';

export interface StoredDraft {
  /** The ETag of the published version the edits were made on. */
  etag: string;
  edits: Edit[];
  savedAt: string;
}

/** `operatorDraft.<siteId>.<operator>`: site ids have no dot, so the first one ends it (the device-storage page shows the rest). */
const keyOf = (operator: string, siteId: string) => `operatorDraft.${siteId}.${encodeURIComponent(operator)}`;
/** Where a draft was kept before drafts were per operator: the first operator to open the site takes it over. */
const legacyKeyOf = (siteId: string) => `operatorDraft.${siteId}`;

function isStoredDraft(value: unknown): value is StoredDraft {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<StoredDraft>;
  return typeof v.etag === 'string' && Array.isArray(v.edits) && v.edits.every((e) => e && Array.isArray(e.path) && e.path.every((s) => typeof s === 'string'));
}

export const draftStore = {
  load(operator: string, siteId: string): StoredDraft | undefined {
    let value = officeDb.get<unknown>(keyOf(operator, siteId));
    const legacy = value === undefined ? officeDb.get<unknown>(legacyKeyOf(siteId)) : undefined;
    if (legacy !== undefined) {
      officeDb.remove(legacyKeyOf(siteId));
      if (isStoredDraft(legacy)) officeDb.set(keyOf(operator, siteId), (value = legacy));
    }
    return isStoredDraft(value) && value.edits.length > 0 ? value : undefined;
  },
  /**
   * Keeps the edits with the ETag of the version they were made on (not necessarily the one published now),
   * stamped now or with the time they were last changed (a draft restored keeps its own); returns what it
   * kept, undefined for no edits.
   */
  save(operator: string, siteId: string, etag: string, edits: readonly Edit[], savedAt = new Date().toISOString()): StoredDraft | undefined {
    if (edits.length === 0) {
      officeDb.remove(keyOf(operator, siteId));
      return undefined;
    }
    const draft: StoredDraft = { etag, edits: [...edits], savedAt };
    officeDb.set(keyOf(operator, siteId), draft);
    return draft;
  },
  clear(operator: string, siteId: string): void {
    officeDb.remove(keyOf(operator, siteId));
  },
};
