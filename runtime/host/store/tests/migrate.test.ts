/**
 * The schema's numbered migrations against a real PostgreSQL: a database made by an older host gets only
 * what it lacks (a new host never re-runs a migration), hosts starting together apply each once, and a
 * migration that fails leaves the database as it was.
 */
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresServer } from '../../../../tests/support/postgresServer.ts';
import { createPool } from '../postgres/database.ts';
import { migrate, readMigrations } from '../postgres/migrate.ts';

let server: PostgresServer;
const pools: pg.Pool[] = [];
beforeAll(async () => {
  server = await startPostgres();
});
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.end()));
});
afterAll(async () => {
  await server?.remove();
});

async function freshPool(): Promise<pg.Pool> {
  const pool = createPool(await server.createDatabase(), () => {});
  pools.push(pool);
  return pool;
}
const tables = async (pool: pg.Pool) =>
  (await pool.query<{ name: string }>("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1")).rows.map(
    (row) => row.name,
  );

describe('database migrations', () => {
  it('are numbered files, applied in order', () => {
    const names = readMigrations().map((migration) => migration.name);
    expect(names[0]).toBe('0001_host_store.sql');
    expect(names).toContain('0002_operator_drafts.sql');
    expect([...names].sort()).toEqual(names);
  });

  it('bring a database made by an older host up to date with only what it lacks', async () => {
    const pool = await freshPool();
    const [first, ...later] = readMigrations();
    expect(await migrate(pool, [first!])).toEqual(['0001_host_store.sql']);
    expect(await tables(pool)).not.toContain('operator_drafts');
    expect(await migrate(pool)).toEqual(later.map((migration) => migration.name));
    expect(await tables(pool)).toContain('operator_drafts');
    expect(await migrate(pool)).toEqual([]);
  });

  it('are applied once when several hosts start together', async () => {
    const pool = await freshPool();
    const applied = await Promise.all([migrate(pool), migrate(pool), migrate(pool)]);
    expect(applied.flat().sort()).toEqual(readMigrations().map((migration) => migration.name));
  });

  it('leave the database as it was when one fails, naming it', async () => {
    const pool = await freshPool();
    const [first] = readMigrations();
    await migrate(pool, [first!]);
    const broken = { version: 9999, name: '9999_broken.sql', sql: 'CREATE TABLE half_done (id int); SELECT no_such_function();' };
    await expect(migrate(pool, [...readMigrations(), broken])).rejects.toThrow(/database migration 9999_broken\.sql failed/);
    const after = await tables(pool);
    expect(after).not.toContain('half_done');
    expect(after).not.toContain('operator_drafts');
  });
});
