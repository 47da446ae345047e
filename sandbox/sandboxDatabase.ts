/**
 * The sandbox's embedded database: opened, migrated and seeded in one call.
 *
 * The schema version lives in `PRAGMA user_version`; each migration runs once, in order, inside an
 * IMMEDIATE transaction, so a second start (or two processes starting together on the same file) never
 * reseeds and never half-applies a step.
 */
import { createIdempotentRepliesTable } from './idempotency/idempotentReplies.ts';
import { createMessageTables } from './messages/messageTables.ts';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { DEMO_ACCOUNTS, ROLE_GRANTED_AS } from './seed/accounts.ts';
import { SANDBOX_MODULES } from './modules/sandboxModules.ts';
import { applyModuleGrants, migrateModules } from './modules/sandboxModule.ts';
import { createSubmissionTable } from './forms/submissionTable.ts';
import { seedCampusDirectory } from './campus/campusSeed.ts';
import { dayOf } from '../runtime/shared/chinaTime.ts';

export type SandboxDatabase = Database.Database;

interface Migration {
  version: number;
  /** Why this step exists, for whoever reads a database's history. */
  description: string;
  up(db: SandboxDatabase): void;
}

const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: "news articles, now created by the news widget's backend (widgets/news/sandbox/); kept so version numbers stay stable",
    up() {},
  },
  {
    version: 2,
    description: 'web_logs: client-side error reports of legacy-portal §7 "save web log"',
    up(db) {
      db.exec(`
        CREATE TABLE web_logs (
          id          INTEGER PRIMARY KEY,
          err_message TEXT,
          return_data TEXT,
          vue_data    TEXT,
          user_agent  TEXT,
          created_at  INTEGER NOT NULL
        );
      `);
    },
  },
  {
    version: 3,
    description: 'portal shell: demo users with permission maps, login sessions, access logs, feedback',
    up(db) {
      db.exec(`
        CREATE TABLE users (
          id            INTEGER PRIMARY KEY,
          username      TEXT    NOT NULL UNIQUE,
          password_hash TEXT    NOT NULL,
          name          TEXT    NOT NULL,
          role          TEXT    NOT NULL,
          role_name     TEXT    NOT NULL,
          permissions   TEXT    NOT NULL CHECK (json_valid(permissions))
        );
        CREATE TABLE sessions (
          id         TEXT    PRIMARY KEY,
          user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          created_at INTEGER NOT NULL,
          expires_at INTEGER NOT NULL
        );
        CREATE INDEX sessions_by_expiry ON sessions (expires_at);
        CREATE TABLE access_logs (
          id           INTEGER PRIMARY KEY,
          appkey       TEXT,
          url          TEXT,
          timestamp    INTEGER,
          signature    TEXT,
          signature_ok INTEGER NOT NULL CHECK (signature_ok IN (0, 1)),
          username     TEXT,
          created_at   INTEGER NOT NULL
        );
        CREATE TABLE feedback (
          id         INTEGER PRIMARY KEY,
          content    TEXT    NOT NULL,
          username   TEXT,
          user_agent TEXT,
          created_at INTEGER NOT NULL
        );
      `);
      const insert = db.prepare(`
        INSERT INTO users (username, password_hash, name, role, role_name, permissions)
        VALUES (@username, @passwordHash, @name, @role, @roleName, @permissions)
      `);
      for (const account of DEMO_ACCOUNTS) {
        insert.run({ ...account, permissions: JSON.stringify(account.permissions) });
      }
    },
  },
  {
    version: 4,
    description: "guides, now created by the guide widget's backend (widgets/guide/sandbox/); kept so version numbers stay stable",
    up() {},
  },
  {
    version: 5,
    description: 'module_migrations: each sandbox module (sandbox/modules/) records its own steps here',
    up(db) {
      db.exec(`
        CREATE TABLE IF NOT EXISTS module_migrations (
          module      TEXT    NOT NULL,
          version     INTEGER NOT NULL,
          description TEXT    NOT NULL,
          applied_at  INTEGER NOT NULL,
          PRIMARY KEY (module, version)
        );
      `);
    },
  },
  {
    version: 6,
    description: 'module names are widget ids: backends moved into widgets/<id>/sandbox/, the codes module split per widget',
    up(db) {
      // A module's steps stay applied under its new name, so no table is created or seeded twice.
      const rename = db.prepare<[string, string]>('UPDATE module_migrations SET module = ? WHERE module = ?');
      for (const [from, to] of Object.entries(RENAMED_MODULES)) rename.run(to, from);
      const codes = db.prepare<[], { applied_at: number }>("SELECT applied_at FROM module_migrations WHERE module = 'codes' AND version = 1").get();
      if (codes) {
        const record = db.prepare<[string, number]>(
          "INSERT INTO module_migrations (module, version, description, applied_at) VALUES (?, 1, 'created by the codes module before the split', ?)",
        );
        for (const widget of CODES_SPLIT_INTO) record.run(widget, codes.applied_at);
        db.prepare("DELETE FROM module_migrations WHERE module = 'codes'").run();
      }
      // The news table was the core's version 1: record it as the news backend's first step.
      const hasNews = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'news'").get();
      if (hasNews)
        db.prepare(
          "INSERT OR IGNORE INTO module_migrations (module, version, description, applied_at) VALUES ('news', 1, 'created by the core before modules existed', strftime('%s'))",
        ).run();
    },
  },
  {
    version: 7,
    description: 'form_submissions: one record per form submission id, for every form widget (sandbox/forms/)',
    up: createSubmissionTable,
  },
  {
    version: 8,
    description:
      'campus directory (colleges, classes, students, their instructors and leaders; sandbox/campus/) and its demo accounts instructor, leader, manager',
    up(db) {
      // A database seeded before this step has the older accounts only: add the campus staff's.
      const insert = db.prepare(`
        INSERT OR IGNORE INTO users (username, password_hash, name, role, role_name, permissions)
        VALUES (@username, @passwordHash, @name, @role, @roleName, @permissions)
      `);
      for (const account of DEMO_ACCOUNTS.filter((a) => Object.hasOwn(ROLE_GRANTED_AS, a.role))) {
        insert.run({ ...account, permissions: JSON.stringify(account.permissions) });
      }
      seedCampusDirectory(db);
    },
  },
  {
    version: 9,
    description: "idempotent_replies: the answer to a signed-in user's write carrying an Idempotency-Key, kept a day for its retries (sandbox/idempotency/)",
    up: createIdempotentRepliesTable,
  },
  {
    version: 10,
    description:
      'messages and do-not-disturb settings (sandbox/messages/): the core owns them, so any widget backend may deliver a message in its own migrations',
    up: createMessageTables,
  },
];

/** Sandbox modules named before their name had to be their widget's id (migration 6). */
const RENAMED_MODULES: Record<string, string> = {
  profile: 'account',
  greetingCard: 'greeting-card',
  hotissue: 'hot-issue',
  notices: 'notice',
  publicAccount: 'public-account-help',
  rssSubscription: 'rss-subscription',
  topic: 'topic-board',
};
const CODES_SPLIT_INTO = ['campus-code', 'qr-login', 'sso', 'slider-captcha', 'mini-program-login'];

/** The schema version a fully migrated sandbox database has. */
export const SANDBOX_SCHEMA_VERSION = MIGRATIONS.reduce((max, m) => Math.max(max, m.version), 0);

/**
 * Opens (creating its folder if needed), migrates and seeds the database at `dbFile`.
 * `':memory:'` gives a private, fully seeded database: what tests use. `snapshot` (in memory only) starts
 * from a copy of an earlier seeded database instead (see `memorySnapshots`).
 */
export function openSandboxDatabase(dbFile: string, snapshot?: Buffer): SandboxDatabase {
  const inMemory = dbFile === ':memory:' || dbFile === '';
  if (!inMemory) mkdirSync(dirname(dbFile), { recursive: true });
  const template = inMemory ? (snapshot ?? migratedTemplate()) : undefined;
  const db = template ? new Database(template) : new Database(dbFile);
  try {
    if (!inMemory) db.pragma('journal_mode = WAL');
    // Wait for another process that is migrating the same file instead of failing at once.
    db.pragma('busy_timeout = 5000');
    // Per connection, off by default in SQLite: a deleted user takes their sessions with them.
    db.pragma('foreign_keys = ON');
    if (!template) migrateAndSeed(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

function migrateAndSeed(db: SandboxDatabase): void {
  migrate(db);
  migrateModules(db, SANDBOX_MODULES);
  applyModuleGrants(db, SANDBOX_MODULES);
}

/**
 * Copies of seeded in-memory databases, so a test's fresh sandbox costs a copy instead of a second and a
 * half of migrations and seeds (the unit suite builds one per test: most of its time on a 2-core machine).
 * A copy is what a fresh build would give: the migrations' seeds are keyed by the China day they ran on
 * (some stamp today's date), the seeds a backend writes when it mounts by the sandbox's clock reading
 * (`memorySnapshots.take`/`keep`, used by createSandbox).
 */
const snapshots = new Map<string, Buffer>();
const SNAPSHOTS_KEPT = 8;

function keep(key: string, snapshot: Buffer): void {
  snapshots.delete(key);
  snapshots.set(key, snapshot);
  // The oldest goes first: a test file's clock readings are few; a suite's are many.
  for (const oldest of snapshots.keys()) {
    if (snapshots.size <= SNAPSHOTS_KEPT) break;
    snapshots.delete(oldest);
  }
}

function migratedTemplate(): Buffer {
  const key = `migrated ${dayOf(Date.now())}`;
  let template = snapshots.get(key);
  if (!template) {
    const db = new Database(':memory:');
    try {
      db.pragma('foreign_keys = ON');
      migrateAndSeed(db);
      template = db.serialize();
    } finally {
      db.close();
    }
    keep(key, template);
  }
  return template;
}

const mountedKey = (clock: number) => `mounted ${dayOf(Date.now())} ${clock}`;

export const memorySnapshots = {
  /** The copy kept for a sandbox mounted at this clock reading, if any. */
  take: (clock: number): Buffer | undefined => snapshots.get(mountedKey(clock)),
  keep: (clock: number, db: SandboxDatabase): void => keep(mountedKey(clock), db.serialize()),
};

function migrate(db: SandboxDatabase): void {
  for (const migration of MIGRATIONS) {
    const apply = db.transaction(() => {
      // Read inside the write lock: another process may have applied this step meanwhile.
      const current = db.pragma('user_version', { simple: true }) as number;
      if (current >= migration.version) return;
      migration.up(db);
      db.pragma(`user_version = ${migration.version}`);
    });
    apply.immediate();
  }
}
