/** Operators' drafts in the database (operator/operatorDrafts.ts), so a draft saved through one host is read through any. */
import type pg from 'pg';
import { draftOf, draftProblem, type DraftStore, type OperatorDraft } from '../../operator/operatorDrafts.ts';
import { orUnavailable } from './database.ts';

export function createPostgresDrafts(pool: pg.Pool): DraftStore {
  return {
    get: (operator, siteId) =>
      orUnavailable(async () => {
        const { rows } = await pool.query<{ etag: string; edits: unknown; saved_at: string }>(
          'SELECT etag, edits, saved_at FROM operator_drafts WHERE operator = $1 AND site_id = $2',
          [operator, siteId],
        );
        const row = rows[0];
        if (!row) return undefined;
        const draft = { etag: row.etag, edits: row.edits, savedAt: row.saved_at };
        return draftProblem(draft) ? undefined : draftOf(draft as OperatorDraft);
      }),
    put: (operator, siteId, draft) =>
      orUnavailable(async () => {
        const { etag, edits, savedAt } = draftOf(draft);
        await pool.query(
          `INSERT INTO operator_drafts (operator, site_id, etag, edits, saved_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (operator, site_id) DO UPDATE SET etag = EXCLUDED.etag, edits = EXCLUDED.edits, saved_at = EXCLUDED.saved_at`,
          [operator, siteId, etag, JSON.stringify(edits), savedAt],
        );
      }),
    delete: (operator, siteId) =>
      orUnavailable(async () => {
        await pool.query('DELETE FROM operator_drafts WHERE operator = $1 AND site_id = $2', [operator, siteId]);
      }),
  };
}
