/**
 * An operator's unpublished edits of a site, kept by the host as well as on the device that made them, so
 * the draft follows the operator to another computer (and, with hosts sharing a database, to any host).
 * One draft per operator and site: the edits, the ETag of the version they were made on, and when they
 * were last changed (the device's clock, compared by the console with its own copy to keep the newer).
 * On one host the drafts are files under the data folder (below); in the database when hosts share one.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { writeFileAtomic } from './atomicWrite.ts';

export interface OperatorDraft {
  /** The ETag of the published version the edits were made on. */
  etag: string;
  /** `{ path, value }` in the order made; `value` absent: take what is inherited. */
  edits: Array<{ path: string[]; value?: unknown }>;
  /** ISO time of the last edit. */
  savedAt: string;
}

export interface DraftStore {
  get(operator: string, siteId: string): Promise<OperatorDraft | undefined>;
  put(operator: string, siteId: string, draft: OperatorDraft): Promise<void>;
  delete(operator: string, siteId: string): Promise<void>;
}

/** More edits than this is no hand-made draft; the body limit of the API bounds the rest. */
export const maxDraftEdits = 500;
const maxPathSegments = 32;
const maxSegmentLength = 200;
const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/** Why `value` is not a draft the console could have sent, or undefined when it is one. */
/**
 * Names a path may not go through: applied to a plain object (the console's edit), they reach its
 * prototype, and one draft would change every object of the page that opens it.
 */
const prototypeNames = new Set(['__proto__', 'prototype', 'constructor']);

export function draftProblem(value: unknown): string | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'Send { "etag": "…", "edits": [{ "path": ["…"], "value": … }], "savedAt": "…" }.';
  // A NUL is no character of a manifest, and PostgreSQL's JSON cannot keep one: refused here for every store alike.
  if (JSON.stringify(value).includes('\\u0000')) return 'A draft cannot hold the NUL character (\\u0000).';
  const { etag, edits, savedAt } = value as Record<string, unknown>;
  if (typeof etag !== 'string' || !etag || etag.length > 200) return '"etag" must be the ETag of the version the edits were made on.';
  if (typeof savedAt !== 'string' || !isoTime.test(savedAt) || Number.isNaN(Date.parse(savedAt))) return '"savedAt" must be an ISO time in UTC.';
  if (!Array.isArray(edits) || edits.length > maxDraftEdits) return `"edits" must be a list of at most ${maxDraftEdits} edits.`;
  for (const [index, edit] of edits.entries()) {
    const path = (edit as { path?: unknown } | null)?.path;
    const fine =
      edit &&
      typeof edit === 'object' &&
      !Array.isArray(edit) &&
      Array.isArray(path) &&
      path.length > 0 &&
      path.length <= maxPathSegments &&
      path.every((segment) => typeof segment === 'string' && segment.length <= maxSegmentLength);
    if (!fine) return `edits[${index}] must be { "path": ["…"], "value": … } with a path of 1 to ${maxPathSegments} names.`;
    const forbidden = (path as string[]).find((segment) => prototypeNames.has(segment));
    if (forbidden !== undefined) return `edits[${index}]: a path cannot go through "${forbidden}".`;
  }
  return undefined;
}

/** Only the fields of a draft, whatever else a body held. */
export const draftOf = (value: OperatorDraft): OperatorDraft => ({
  etag: value.etag,
  edits: value.edits.map((edit) => ('value' in edit && edit.value !== undefined ? { path: edit.path, value: edit.value } : { path: edit.path })),
  savedAt: value.savedAt,
});

/** A file name for an operator: names are free text, and the hash keeps every one of them inside the folder. */
const fileOf = (operator: string) => `${createHash('sha256').update(operator).digest('hex')}.json`;

/** One host: `<dataDir>/drafts/<siteId>/<sha256 of the operator>.json`, written atomically. Site ids are checked by the API first. */
export function createFileDraftStore(dataDir: string): DraftStore {
  const pathOf = (operator: string, siteId: string) => join(dataDir, 'drafts', siteId, fileOf(operator));
  return {
    async get(operator, siteId) {
      const text = await readFile(pathOf(operator, siteId), 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      if (text === undefined) return undefined;
      try {
        const value: unknown = JSON.parse(text);
        return draftProblem(value) ? undefined : draftOf(value as OperatorDraft);
      } catch {
        return undefined; // a file cut short by a crash is no draft; the device's copy is still there
      }
    },
    async put(operator, siteId, draft) {
      const file = pathOf(operator, siteId);
      await mkdir(dirname(file), { recursive: true });
      await writeFileAtomic(file, JSON.stringify(draftOf(draft)), { mode: 0o600 });
    },
    async delete(operator, siteId) {
      await rm(pathOf(operator, siteId), { force: true });
    },
  };
}
