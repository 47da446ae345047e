/**
 * The database's schema, as numbered SQL files in `migrations/` (`0001_host_store.sql`, …), each applied
 * once and recorded in `schema_migrations`. The files a database lacks are applied together in one
 * transaction: all of them or, when one fails, none. Hosts starting together take an advisory lock first,
 * so exactly one of them applies a file and the others find it applied. A file already applied is never
 * edited: a change is a new file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Pool } from 'pg';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Any constant: every host asks for the same lock. */
const migrationLock = 16_001;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function readMigrations(dir = migrationsDir): Migration[] {
  return readdirSync(dir)
    .filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ version: Number(name.slice(0, 4)), name, sql: readFileSync(`${dir}/${name}`, 'utf8') }));
}

/** Applies the migrations the database lacks; returns the names applied now. */
export async function migrate(pool: Pool, migrations = readMigrations()): Promise<string[]> {
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [migrationLock]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((row) => row.version));
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      try {
        await client.query(migration.sql);
      } catch (error) {
        throw new Error(`database migration ${migration.name} failed: ${(error as Error).message}`);
      }
      await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      applied.push(migration.name);
    }
    await client.query('COMMIT');
    return applied;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
