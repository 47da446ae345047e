/**
 * The audit log: one JSON line per change and per login attempt, appended to `<dataDir>/audit.log`.
 * Never a password; a failed login's name is kept (cut to 64 characters) because that is what an
 * incident review needs.
 *
 * A save's line is written, and synced to disk, before its manifest is: a change that
 * is live always has its line. A save whose manifest was then never written gets a `save-abandoned` line
 * naming the same version, so a reader can tell the two apart.
 */
import { mkdir, open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LimitedBy } from './loginRateLimit.ts';

export type AuditEvent =
  | { event: 'login'; operator: string; address: string }
  | { event: 'login-failed'; name: string; address: string; why: 'bad-credentials' | 'rate-limited'; limit?: LimitedBy }
  | { event: 'logout'; operator: string; address: string }
  | {
      event: 'save' | 'restore';
      operator: string;
      site: string;
      version: number;
      etag: string;
      previousEtag: string;
      reason: string;
      restoredFrom?: number;
    }
  | {
      /** The `save`/`restore` of this version never reached the manifest: it failed, or the host stopped in between. */
      event: 'save-abandoned';
      site: string;
      version: number;
      etag: string;
      why: 'write-failed' | 'interrupted';
    }
  /** `npm run sites -- import` made this version live (store/postgres/siteTransfer.ts); no previousEtag for a new site. */
  | { event: 'import'; by: string; site: string; version: number; etag: string; previousEtag?: string };

/** A line of the log as read back: the event and when it happened (ISO time). */
export type AuditRecord = AuditEvent & { at: string };

export interface AuditLog {
  /** Appends one line; a failure is logged, never thrown (the event it records has already happened). */
  append(event: AuditEvent): Promise<void>;
  /** Appends one line and rejects when it cannot: for what must not happen unrecorded (a save, before its manifest is written). */
  appendRequired(event: AuditEvent): Promise<void>;
  /** Every line, oldest first: for `npm run sites -- export` and for the tests that check the log is whole. */
  records(): Promise<AuditRecord[]>;
  /** Where the log is, for messages: a file, or the database's table. */
  readonly where: string;
}

export function createAuditLog(dataDir: string, now: () => number, log: (line: string) => void): AuditLog {
  const file = join(dataDir, 'audit.log');
  let ready: Promise<unknown> | undefined;
  // One append at a time, in order; a failed one does not stop the next.
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (event: AuditEvent): { line: string; written: Promise<void> } => {
    const line = `${JSON.stringify({ at: new Date(now()).toISOString(), ...event })}\n`;
    const written = queue.then(async () => {
      ready ??= mkdir(dataDir, { recursive: true });
      await ready;
      const handle = await open(file, 'a', 0o600);
      try {
        await handle.writeFile(line);
        // On disk before the caller goes on: a save's manifest is written only after its line.
        await handle.sync();
      } finally {
        await handle.close();
      }
    });
    queue = written.catch(() => {});
    return { line, written };
  };
  return {
    where: file,
    append(event) {
      const { line, written } = enqueue(event);
      return written.catch((error: Error) => log(`operator audit log: cannot append to ${file} (${error.message}); the event was: ${line.trim()}`));
    },
    appendRequired(event) {
      return enqueue(event).written;
    },
    async records() {
      await queue;
      const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return '';
        throw error;
      });
      // A line cut by a crash mid-append is not a record.
      return text.split('\n').flatMap((line) => {
        try {
          return line ? [JSON.parse(line) as AuditRecord] : [];
        } catch {
          return [];
        }
      });
    },
  };
}
