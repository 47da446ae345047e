import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox } from '../sandboxApp.ts';
import { SANDBOX_SCHEMA_VERSION } from '../sandboxDatabase.ts';
import { SEED_ARTICLES } from '../seed/news.ts';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'sandbox-db-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const countNews = (sandbox: ReturnType<typeof createSandbox>) =>
  sandbox.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM news').get()?.n;

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

  it('gives each :memory: sandbox its own database', () => {
    const a = createSandbox({ dbFile: ':memory:' });
    const b = createSandbox({ dbFile: ':memory:' });
    a.db.prepare('DELETE FROM news').run();
    expect(countNews(b)).toBe(SEED_ARTICLES.length);
    a.close();
    b.close();
  });
});
