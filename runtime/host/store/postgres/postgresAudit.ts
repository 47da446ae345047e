/**
 * The audit log as rows of `audit_log`, in the order they were written on any host. A save's row is
 * written by the publish transaction itself (postgresOperatorStore.ts), so a change is live exactly when
 * its row exists; this is for the other events (logins, logouts).
 */
import type pg from 'pg';
import type { AuditEvent, AuditLog, AuditRecord } from '../../operator/auditLog.ts';
import { orUnavailable } from './database.ts';

type Queryable = Pick<pg.Pool, 'query'> | Pick<pg.PoolClient, 'query'>;

/** Inserts one row; `db` may be a transaction's client, so the row commits or rolls back with it. */
export async function insertAuditRow(db: Queryable, at: number, event: AuditEvent): Promise<void> {
  await db.query('INSERT INTO audit_log (at, event) VALUES ($1, $2)', [new Date(at).toISOString(), JSON.stringify(event)]);
}

export function createPostgresAudit(pool: pg.Pool, now: () => number, log: (line: string) => void): AuditLog {
  const appendRequired = (event: AuditEvent) => orUnavailable(() => insertAuditRow(pool, now(), event));
  return {
    where: 'the audit_log table',
    appendRequired,
    append: (event) =>
      appendRequired(event).catch((error: Error) =>
        log(`operator audit log: cannot write to the database (${error.message}); the event was: ${JSON.stringify(event)}`),
      ),
    records: () =>
      orUnavailable(async () => {
        const { rows } = await pool.query<{ at: Date; event: AuditEvent }>('SELECT at, event FROM audit_log ORDER BY id');
        return rows.map((row): AuditRecord => ({ at: row.at.toISOString(), ...row.event }));
      }),
  };
}
