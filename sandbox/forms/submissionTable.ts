/**
 * The table that makes a form submission happen once: one row per (user, form, submission
 * id), naming the record the first request saved. The UNIQUE key is the last guard: even two sandbox
 * processes on one database file cannot both record an id (acceptSubmission.ts also takes the write
 * lock before it looks).
 */
import type { SandboxDatabase } from '../sandboxDatabase.ts';

/** Created by the core migration 7 (sandbox/sandboxDatabase.ts); IF NOT EXISTS so a replayed step keeps its rows. */
export function createSubmissionTable(db: SandboxDatabase): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS form_submissions (
      username      TEXT    NOT NULL,
      form_key      TEXT    NOT NULL,
      submission_id TEXT    NOT NULL,
      record_id     INTEGER NOT NULL,
      created_at    INTEGER NOT NULL,
      UNIQUE (username, form_key, submission_id)
    );
  `);
}
