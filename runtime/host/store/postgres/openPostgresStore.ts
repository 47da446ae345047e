/**
 * Opens what hosts sharing one database keep (`DATABASE_URL=postgres://…`): the pool, the schema brought
 * up to date (migrate.ts), the sites read into memory and listened to, and the operator store. Several
 * hosts may open the same database at once.
 */
import type pg from 'pg';
import type { SaveStep } from '../../operator/publishManifest.ts';
import type { OperatorStore } from '../operatorStore.ts';
import { createPool, describeDatabase } from './database.ts';
import { migrate } from './migrate.ts';
import { createPostgresOperatorStore } from './postgresOperatorStore.ts';
import { openPostgresSiteSource, type PostgresSiteSource } from './postgresSiteSource.ts';

export interface PostgresHostStore {
  sites: PostgresSiteSource;
  operator: OperatorStore;
  pool: pg.Pool;
  /** Stops listening and closes every connection. */
  close(): Promise<void>;
}

export interface OpenPostgresStoreOptions {
  connectionString: string;
  now?: () => number;
  log?: (line: string) => void;
  onSaveStep?: (step: SaveStep) => void | Promise<void>;
}

/** Rejects with a message that names the database (never its password) when it cannot be opened. */
export async function openPostgresStore({
  connectionString,
  now = () => Date.now(),
  log = (line) => console.log(line),
  onSaveStep,
}: OpenPostgresStoreOptions): Promise<PostgresHostStore> {
  const where = describeDatabase(connectionString);
  const pool = createPool(connectionString, log);
  try {
    const applied = await migrate(pool);
    if (applied.length) log(`database ${where}: applied ${applied.join(', ')}`);
    const sites = await openPostgresSiteSource(pool, connectionString, log);
    if (!sites.ids().length) log(`database ${where} has no sites yet: load them with \`npm run sites -- import\` (README, several hosts)`);
    const operator = createPostgresOperatorStore(pool, {
      now,
      log,
      onPublished: (siteId, text, revision) => sites.accept(siteId, text, revision),
      ...(onSaveStep ? { onSaveStep } : {}),
    });
    return {
      sites,
      operator,
      pool,
      async close() {
        await sites.closed();
        await pool.end();
      },
    };
  } catch (error) {
    await pool.end().catch(() => {});
    throw new Error(`cannot open the database at ${where}: ${(error as Error).message}`, { cause: error });
  }
}
