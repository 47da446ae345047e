import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox } from '../sandboxApp.ts';
import { SANDBOX_SCHEMA_VERSION } from '../sandboxDatabase.ts';
import { DEMO_ACCOUNTS } from '../seed/accounts.ts';
import { SEED_ARTICLES } from '../../widgets/news/sandbox/seed.ts';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'sandbox-db-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const countNews = (sandbox: ReturnType<typeof createSandbox>) => sandbox.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM news').get()?.n;

/** Rows per table: what an upgrade must leave as it was. */
const tableCounts = (sandbox: ReturnType<typeof createSandbox>) =>
  Object.fromEntries(
    sandbox.db
      .prepare<[], { name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('module_migrations', 'sqlite_sequence') ORDER BY name",
      )
      .all()
      .map(({ name }) => [name, sandbox.db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM "${name}"`).get()!.n]),
  );
const moduleSteps = (sandbox: ReturnType<typeof createSandbox>) =>
  sandbox.db.prepare('SELECT module, version FROM module_migrations ORDER BY module, version').all();

describe('sandbox database', () => {
  it('creates the folder, seeds on first open and records the schema version', () => {
    const dbFile = join(folder, 'nested', 'sandbox.db');
    const sandbox = createSandbox({ dbFile });
    try {
      expect(existsSync(dbFile)).toBe(true);
      expect(countNews(sandbox)).toBe(SEED_ARTICLES.length);
      expect(sandbox.db.pragma('user_version', { simple: true })).toBe(SANDBOX_SCHEMA_VERSION);
    } finally {
      sandbox.close();
    }
  });

  it('does not reseed on a second open: changes made since survive', () => {
    const dbFile = join(folder, 'sandbox.db');
    const first = createSandbox({ dbFile });
    first.db.prepare('DELETE FROM news WHERE id = 1').run();
    first.db.prepare('UPDATE news SET views = 7 WHERE id = 2').run();
    first.close();

    const second = createSandbox({ dbFile });
    try {
      expect(countNews(second)).toBe(SEED_ARTICLES.length - 1);
      expect(second.db.prepare<[], { views: number }>('SELECT views FROM news WHERE id = 2').get()?.views).toBe(7);
    } finally {
      second.close();
    }
  });

  it('uses SANDBOX_DB when no file is given', () => {
    const dbFile = join(folder, 'from-env.db');
    const previous = process.env.SANDBOX_DB;
    process.env.SANDBOX_DB = dbFile;
    try {
      createSandbox().close();
      expect(existsSync(dbFile)).toBe(true);
    } finally {
      if (previous === undefined) delete process.env.SANDBOX_DB;
      else process.env.SANDBOX_DB = previous;
    }
  });

  it('upgrades a version 2 database: adds the shell tables and the demo users, keeps the news as they were', () => {
    const dbFile = join(folder, 'v2.db');
    const first = createSandbox({ dbFile });
    first.db.prepare('UPDATE news SET views = 42 WHERE id = 1').run();
    // Roll the file back to what version 2 left: no version 3 tables.
    first.db.exec('DROP TABLE sessions; DROP TABLE users; DROP TABLE access_logs; DROP TABLE feedback;');
    first.db.pragma('user_version = 2');
    first.close();

    const upgraded = createSandbox({ dbFile });
    try {
      expect(upgraded.db.pragma('user_version', { simple: true })).toBe(SANDBOX_SCHEMA_VERSION);
      expect(upgraded.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM users').get()?.n).toBe(DEMO_ACCOUNTS.length);
      for (const table of ['sessions', 'access_logs', 'feedback']) {
        expect(upgraded.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get()).toEqual({ n: 0 });
      }
      expect(countNews(upgraded)).toBe(SEED_ARTICLES.length);
      expect(upgraded.db.prepare<[], { views: number }>('SELECT views FROM news WHERE id = 1').get()?.views).toBe(42);
    } finally {
      upgraded.close();
    }
  });

  it('upgrades a version 5 database, from before the backends moved into widgets/: same tables and rows, steps recorded under the widget ids', () => {
    const dbFile = join(folder, 'v5.db');
    const first = createSandbox({ dbFile });
    const countsBefore = tableCounts(first);
    const stepsNow = moduleSteps(first);
    first.db.prepare("UPDATE hot_issues SET title = '改过的标题' WHERE id = 1").run();
    // Roll the bookkeeping back to what version 5 left: the old module names, the codes module, news by the core.
    first.db.exec(`
      UPDATE module_migrations SET module = 'hotissue' WHERE module = 'hot-issue';
      UPDATE module_migrations SET module = 'profile' WHERE module = 'account';
      UPDATE module_migrations SET module = 'topic' WHERE module = 'topic-board';
      UPDATE module_migrations SET module = 'notices' WHERE module = 'notice';
      DELETE FROM module_migrations WHERE module IN ('campus-code', 'qr-login', 'sso', 'slider-captcha', 'mini-program-login', 'news');
      INSERT INTO module_migrations (module, version, description, applied_at) VALUES ('codes', 1, 'codes', 1);
    `);
    first.db.pragma('user_version = 5');
    first.close();

    const upgraded = createSandbox({ dbFile });
    try {
      expect(moduleSteps(upgraded)).toEqual(stepsNow);
      expect(tableCounts(upgraded)).toEqual(countsBefore);
      expect(upgraded.db.prepare<[], { title: string }>('SELECT title FROM hot_issues WHERE id = 1').get()?.title).toBe('改过的标题');
    } finally {
      upgraded.close();
    }
  });

  it('keeps session rows across a restart (a restarted sandbox keeps its logins), foreign keys on', () => {
    const dbFile = join(folder, 'sandbox.db');
    const first = createSandbox({ dbFile });
    first.db.prepare("INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES ('s', 1, 0, 1)").run();
    first.close();
    const second = createSandbox({ dbFile });
    try {
      expect(second.db.prepare('SELECT id FROM sessions').all()).toEqual([{ id: 's' }]);
      expect(second.db.pragma('foreign_keys', { simple: true })).toBe(1);
    } finally {
      second.close();
    }
  });

  it('gives each :memory: sandbox its own database', () => {
    const a = createSandbox({ dbFile: ':memory:' });
    const b = createSandbox({ dbFile: ':memory:' });
    a.db.prepare('DELETE FROM news').run();
    expect(countNews(b)).toBe(SEED_ARTICLES.length);
    a.close();
    b.close();
  });

  it('starts a :memory: sandbox on a held clock from a copy: private, with the same rows and settings as a fresh build', () => {
    const now = () => Date.UTC(2026, 4, 11, 8, 0, 0);
    // A file is always built from scratch: the reference for what a copy must hold.
    const built = createSandbox({ dbFile: join(folder, 'fresh.db'), now });
    const first = createSandbox({ dbFile: ':memory:', now });
    const copy = createSandbox({ dbFile: ':memory:', now });
    try {
      expect(tableCounts(copy)).toEqual(tableCounts(built));
      expect(moduleSteps(copy)).toEqual(moduleSteps(built));
      expect(copy.db.pragma('user_version', { simple: true })).toBe(SANDBOX_SCHEMA_VERSION);
      expect(copy.db.pragma('foreign_keys', { simple: true })).toBe(1);
      first.db.prepare('DELETE FROM news').run();
      expect(countNews(copy)).toBe(SEED_ARTICLES.length);
    } finally {
      for (const sandbox of [built, first, copy]) sandbox.close();
    }
  });
});
