/** sandbox/modules: each widget backend's migrations run once, are recorded per module, and survive restarts. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_MODULES } from '../modules/sandboxModules.ts';
import { applyModuleGrants, migrateModules, withModuleGrants, type SandboxModule } from '../modules/sandboxModule.ts';
import { openSandboxDatabase } from '../sandboxDatabase.ts';
import { SEED_GUIDES } from '../../widgets/guide/sandbox/seed.ts';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'sandbox-modules-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('sandbox modules', () => {
  it('have unique names and migrations numbered 1, 2, 3… each', () => {
    const names = SANDBOX_MODULES.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    for (const backend of SANDBOX_MODULES) {
      expect(
        backend.migrations.map((m) => m.version),
        backend.name,
      ).toEqual(backend.migrations.map((_, i) => i + 1));
    }
  });

  it('records every applied step in module_migrations', () => {
    const db = openSandboxDatabase(':memory:');
    const recorded = db.prepare<[], { module: string; version: number }>('SELECT module, version FROM module_migrations ORDER BY module, version').all();
    const expected = SANDBOX_MODULES.flatMap((m) => m.migrations.map((step) => ({ module: m.name, version: step.version })));
    expect(recorded).toEqual(expected.sort((a, b) => a.module.localeCompare(b.module) || a.version - b.version));
    db.close();
  });

  it('runs a step once: a second open and a second run change nothing', () => {
    const dbFile = join(folder, 'sandbox.db');
    let runs = 0;
    const counter: SandboxModule = { name: 'counter', migrations: [{ version: 1, description: 'count', up: () => void runs++ }], mount() {} };
    const first = openSandboxDatabase(dbFile);
    migrateModules(first, [counter]);
    migrateModules(first, [counter]);
    first.close();
    const second = openSandboxDatabase(dbFile);
    migrateModules(second, [counter]);
    expect(runs).toBe(1);
    second.close();
  });

  it('a failing step rolls back alone and is retried on the next open', () => {
    const db = openSandboxDatabase(':memory:');
    const broken: SandboxModule = {
      name: 'broken',
      migrations: [
        {
          version: 1,
          description: 'half a table',
          up: (d) => {
            d.exec('CREATE TABLE half (id INTEGER)');
            throw new Error('boom');
          },
        },
      ],
      mount() {},
    };
    expect(() => migrateModules(db, [broken])).toThrow('boom');
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").all()).toEqual([]);
    expect(db.prepare("SELECT * FROM module_migrations WHERE module = 'broken'").all()).toEqual([]);
    db.close();
  });

  it('upgrades a database from before modules (core version 4 created guides): keeps its guides, adds none', () => {
    const dbFile = join(folder, 'old.db');
    const db = openSandboxDatabase(dbFile);
    db.prepare('DELETE FROM guides WHERE id = 1').run();
    // Back to what core version 4 left: its tables (guides among them), no module's, no module_migrations.
    const core = ['news', 'web_logs', 'users', 'sessions', 'access_logs', 'feedback', 'guides'];
    const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all();
    db.pragma('foreign_keys = OFF');
    for (const { name } of tables) if (!core.includes(name)) db.exec(`DROP TABLE "${name}"`);
    db.pragma('user_version = 4');
    db.close();
    const upgraded = openSandboxDatabase(dbFile);
    expect(upgraded.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM guides').get()?.n).toBe(SEED_GUIDES.length - 1);
    expect(upgraded.prepare("SELECT version FROM module_migrations WHERE module = 'guide'").all()).toEqual([{ version: 1 }]);
    upgraded.close();
  });
});

describe('module grants', () => {
  const notes: SandboxModule = {
    name: 'notes',
    migrations: [],
    grants: { staff: { notes: { module: ['compose'] }, news: { module: ['edit'] } } },
    mount() {},
  };

  it("unite a role's module lists with the account's own, leaving other roles alone", () => {
    const staff = withModuleGrants({ role: 'staff', permissions: { news: { module: ['index'] } } }, [notes]);
    expect(staff).toEqual({ news: { module: ['index', 'edit'] }, notes: { module: ['compose'] } });
    expect(withModuleGrants({ role: 'student', permissions: { news: { module: ['index'] } } }, [notes])).toEqual({ news: { module: ['index'] } });
  });

  it('reach the stored maps of existing databases, once', () => {
    const db = openSandboxDatabase(':memory:');
    applyModuleGrants(db, [notes]);
    applyModuleGrants(db, [notes]);
    const { permissions } = db.prepare<[], { permissions: string }>("SELECT permissions FROM users WHERE username = 'staff'").get()!;
    expect(JSON.parse(permissions).notes).toEqual({ module: ['compose'] });
    expect(JSON.parse(permissions).news.module.filter((m: string) => m === 'edit')).toEqual(['edit']);
    db.close();
  });
});
