/**
 * The operator store of hosts sharing one database. A publish is one transaction: the site's row is
 * locked (`SELECT … FOR UPDATE`), its ETag compared with the one the operator edited, then the version,
 * its audit row and the new manifest are written and every host is notified, all at COMMIT. Two operators
 * on two hosts saving the same version: the second waits on the row lock, then finds the ETag changed
 * and gets `stale` (412). A host killed mid-save leaves an open transaction that the server rolls back:
 * no version, no audit row, the old manifest live.
 */
import type pg from 'pg';
import { strongEtag } from '../../httpCaching.ts';
import type { HistoryEntry } from '../../operator/manifestHistory.ts';
import type { SaveStep } from '../../operator/publishManifest.ts';
import type { OperatorStore } from '../operatorStore.ts';
import { inTransaction, orUnavailable } from './database.ts';
import { createPostgresAudit, insertAuditRow } from './postgresAudit.ts';
import { createPostgresDrafts } from './postgresDrafts.ts';
import { createPostgresLoginLedger } from './postgresLoginLedger.ts';
import { createPostgresPreviews, createPostgresSessions } from './postgresTokens.ts';
import { siteChannel } from './siteNotifications.ts';

export interface PostgresOperatorStoreOptions {
  now: () => number;
  log: (line: string) => void;
  /** Told of each committed publish, so the publishing host serves it at once (postgresSiteSource.ts `accept`). */
  onPublished?: (siteId: string, text: string, revision: number) => void;
  /** Called inside the publish transaction after each write; tests hold or kill a save there. */
  onSaveStep?: (step: SaveStep) => void | Promise<void>;
}

interface VersionRow {
  version: number;
  etag: string;
  author: string;
  at: Date;
  reason: string;
  restored_from: number | null;
}

const entryOf = (row: VersionRow): HistoryEntry => ({
  version: row.version,
  etag: row.etag,
  author: row.author,
  at: row.at.toISOString(),
  reason: row.reason,
  ...(row.restored_from === null ? {} : { restoredFrom: row.restored_from }),
});

/**
 * Inside a transaction that holds the site's row: records the live manifest as a version when the history's
 * newest is not it (edited outside the console, or never saved through it), so a restore can always go back
 * to it. Returns the number the next version takes. A publish and an import both start here.
 */
export async function recordLiveIfUnknown(client: pg.PoolClient, siteId: string, liveEtag: string): Promise<number> {
  const newest = (
    await client.query<{ version: number; etag: string }>('SELECT version, etag FROM site_versions WHERE site_id = $1 ORDER BY version DESC LIMIT 1', [siteId])
  ).rows[0];
  if (newest?.etag === liveEtag) return newest.version + 1;
  const recorded = newest ? newest.version + 1 : 0;
  await client.query(
    `INSERT INTO site_versions (site_id, version, body, etag, author, at, reason)
     SELECT id, $2, body, etag, '-', updated_at, $3 FROM sites WHERE id = $1`,
    [siteId, recorded, newest ? 'changed outside the console' : 'initial'],
  );
  return recorded + 1;
}

export function createPostgresOperatorStore(pool: pg.Pool, { now, log, onPublished, onSaveStep }: PostgresOperatorStoreOptions): OperatorStore {
  return {
    live: (siteId) =>
      orUnavailable(async () => {
        const { rows } = await pool.query<{ body: Buffer; etag: string; updated_at: Date }>('SELECT body, etag, updated_at FROM sites WHERE id = $1', [siteId]);
        const row = rows[0];
        return row ? { bytes: row.body, etag: row.etag, modifiedAt: row.updated_at.getTime() } : undefined;
      }),

    async publish(request) {
      const bytes = Buffer.from(request.bytes);
      const etag = strongEtag(bytes);
      const outcome = await inTransaction(pool, async (client) => {
        const live = (await client.query<{ etag: string; updated_at: Date }>('SELECT etag, updated_at FROM sites WHERE id = $1 FOR UPDATE', [request.siteId]))
          .rows[0];
        if (!live) return { outcome: 'missing' as const };
        if (live.etag !== request.expectedEtag) return { outcome: 'stale' as const, etag: live.etag };
        const version = await recordLiveIfUnknown(client, request.siteId, live.etag);
        await client.query(
          'INSERT INTO site_versions (site_id, version, body, etag, author, at, reason, restored_from) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
          [request.siteId, version, bytes, etag, request.operator, request.at, request.reason, request.restoredFrom ?? null],
        );
        await onSaveStep?.('history-written');
        await insertAuditRow(client, now(), {
          event: request.restoredFrom === undefined ? 'save' : 'restore',
          operator: request.operator,
          site: request.siteId,
          version,
          etag,
          previousEtag: live.etag,
          reason: request.reason,
          ...(request.restoredFrom !== undefined ? { restoredFrom: request.restoredFrom } : {}),
        });
        await onSaveStep?.('audit-written');
        const updated = await client.query<{ revision: string }>(
          'UPDATE sites SET body = $2, etag = $3, revision = revision + 1, updated_at = now() WHERE id = $1 RETURNING revision',
          [request.siteId, bytes, etag],
        );
        // Delivered to every listening host when this transaction commits, never before.
        await client.query('SELECT pg_notify($1, $2)', [siteChannel, request.siteId]);
        await onSaveStep?.('manifest-written');
        return { outcome: 'published' as const, etag, version, revision: Number(updated.rows[0]!.revision) };
      });
      if (outcome.outcome !== 'published') return outcome;
      onPublished?.(request.siteId, bytes.toString('utf8'), outcome.revision);
      return { outcome: 'published', etag: outcome.etag, version: outcome.version };
    },

    history: (siteId) =>
      orUnavailable(async () => {
        const { rows } = await pool.query<VersionRow>(
          'SELECT version, etag, author, at, reason, restored_from FROM site_versions WHERE site_id = $1 ORDER BY version DESC',
          [siteId],
        );
        return rows.map(entryOf);
      }),
    version: (siteId, version) =>
      orUnavailable(async () => {
        if (!Number.isSafeInteger(version) || version < 0 || version > 2_147_483_647) return undefined;
        const { rows } = await pool.query<{ body: Buffer }>('SELECT body FROM site_versions WHERE site_id = $1 AND version = $2', [siteId, version]);
        return rows[0]?.body;
      }),

    audit: createPostgresAudit(pool, now, log),
    sessions: createPostgresSessions(pool, now),
    loginFailures: createPostgresLoginLedger(pool, now),
    previews: createPostgresPreviews(pool, now),
    drafts: createPostgresDrafts(pool),
    // Nothing to settle: a save that did not commit left nothing behind. Expired rows are cleared as they are met.
    recover: async () => {},
  };
}
