/** One saved version of a site's manifest, as the operator API keeps it and the console lists it. */
export interface HistoryEntry {
  /** Counts up from 0 (the file as found before the console first saved it). */
  version: number;
  /** Strong ETag of the version's bytes (the manifest's ETag while it was current). */
  etag: string;
  /** The operator; `-` for versions the console found on disk (written by hand or before the console). */
  author: string;
  /** ISO time. */
  at: string;
  /** One line, from the operator (or `initial` / `changed outside the console`). */
  reason: string;
  /** Set on a restore: the version whose bytes this one repeats. */
  restoredFrom?: number;
}

/**
 * The version the file is now: the newest whose ETag is the file's. A restore writes an older version's
 * exact bytes again, so that ETag appears twice; only the newest of the two is current. Undefined when
 * no version has it (a hand edit not yet recorded).
 */
export function currentVersion(entries: readonly HistoryEntry[], etag: string): number | undefined {
  return entries.reduce<number | undefined>(
    (found, entry) => (entry.etag === etag && (found === undefined || entry.version > found) ? entry.version : found),
    undefined,
  );
}
