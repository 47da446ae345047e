/**
 * The audit log: one JSON line per change and per login attempt, appended to `<dataDir>/audit.log`.
 * Never a password; a failed login's name is kept (cut to 64 characters) because that is what an
 * incident review needs.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';

export type AuditEvent =
  | { event: 'login'; operator: string; address: string }
  | { event: 'login-failed'; name: string; address: string; why: 'bad-credentials' | 'rate-limited' }
  | { event: 'logout'; operator: string; address: string }
  | {
      event: 'save' | 'restore';
      operator: string;
      site: string;
      version: number | null;
      etag: string;
      previousEtag: string;
      reason: string;
      restoredFrom?: number;
    };

export interface AuditLog {
  /** Appends one line; a failure is logged, never thrown (the change it records has already happened). */
  append(event: AuditEvent): Promise<void>;
  readonly file: string;
}

export function createAuditLog(dataDir: string, now: () => number, log: (line: string) => void): AuditLog {
  const file = join(dataDir, 'audit.log');
  let ready: Promise<unknown> | undefined;
  // One append at a time, in order.
  let queue: Promise<void> = Promise.resolve();
  return {
    file,
    append(event) {
      const line = `${JSON.stringify({ at: new Date(now()).toISOString(), ...event })}\n`;
      queue = queue.then(async () => {
        try {
          ready ??= mkdir(dataDir, { recursive: true });
          await ready;
          await appendFile(file, line, { mode: 0o600 });
        } catch (error) {
          log(`operator audit log: cannot append to ${file} (${(error as Error).message}); the event was: ${line.trim()}`);
        }
      });
      return queue;
    },
  };
}
