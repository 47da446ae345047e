/**
 * The connection pool of a host to the shared database, and what a lost connection looks like to callers:
 * a {@link StoreUnavailable} error, which the operator API answers with 503 and words an operator
 * understands, instead of a 500 with a driver's message.
 */
import pg from 'pg';
import { StoreUnavailable } from '../operatorStore.ts';

/** A pool whose idle connections failing (the server restarting) is logged, never a crash. */
export function createPool(connectionString: string, log: (line: string) => void): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000, keepAlive: true });
  pool.on('error', (error) => log(`database: an idle connection failed (${error.message}); the next query opens a new one`));
  return pool;
}

/** `host:port/database` of a URL, for messages: never the password. */
export function describeDatabase(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** SQLSTATE classes and driver codes that mean "the server is not reachable now", not "the query is wrong". */
const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', '57P01', '57P02', '57P03', '53300']);

export function isConnectionLoss(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code && (unavailableCodes.has(code) || code.startsWith('08'))) return true;
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(message ?? '');
}

/** Runs `task`, turning a lost connection into {@link StoreUnavailable}. */
export async function orUnavailable<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (isConnectionLoss(error)) throw new StoreUnavailable((error as Error).message);
    throw error;
  }
}

/** Runs `task` in one transaction on one connection: committed when it returns, rolled back when it throws. */
export async function inTransaction<T>(pool: pg.Pool, task: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return orUnavailable(async () => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await task(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  });
}
