/**
 * Operator sessions and draft previews in the database, so the next request may reach any host. Rows
 * are keyed by the sha256 of the token: the token itself exists only in the operator's cookie or the
 * preview's URL, and someone reading the table cannot log in or open a preview with what they read.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { sessionTtlMs, type SessionStore } from '../../operator/operatorSessions.ts';
import { previewTtlMs, type Preview, type PreviewStore } from '../../operator/previews.ts';
import { newSecretToken, secretTokenPattern } from '../../operator/secretToken.ts';
import { orUnavailable } from './database.ts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createPostgresSessions(pool: pg.Pool, now: () => number): SessionStore {
  return {
    create: (operator) =>
      orUnavailable(async () => {
        const token = newSecretToken();
        const session = { operator, expiresAt: now() + sessionTtlMs };
        await pool.query('DELETE FROM operator_sessions WHERE expires_at <= $1', [now()]);
        await pool.query('INSERT INTO operator_sessions (token_hash, operator, expires_at) VALUES ($1, $2, $3)', [hashOf(token), operator, session.expiresAt]);
        return { token, session };
      }),
    get: (token) =>
      orUnavailable(async () => {
        if (!token || !secretTokenPattern.test(token)) return undefined;
        const { rows } = await pool.query<{ operator: string; expires_at: string }>(
          'SELECT operator, expires_at FROM operator_sessions WHERE token_hash = $1 AND expires_at > $2',
          [hashOf(token), now()],
        );
        const row = rows[0];
        return row ? { operator: row.operator, expiresAt: Number(row.expires_at) } : undefined;
      }),
    delete: (token) =>
      orUnavailable(async () => {
        if (token && secretTokenPattern.test(token)) await pool.query('DELETE FROM operator_sessions WHERE token_hash = $1', [hashOf(token)]);
      }),
  };
}

export function createPostgresPreviews(pool: pg.Pool, now: () => number): PreviewStore {
  return {
    create: (preview) =>
      orUnavailable(async () => {
        const token = newSecretToken();
        await pool.query('DELETE FROM previews WHERE expires_at <= $1', [now()]);
        await pool.query('INSERT INTO previews (token_hash, preview, expires_at) VALUES ($1, $2, $3)', [
          hashOf(token),
          JSON.stringify(preview),
          now() + previewTtlMs,
        ]);
        return token;
      }),
    get: (token) =>
      orUnavailable(async () => {
        if (!secretTokenPattern.test(token)) return undefined;
        const { rows } = await pool.query<{ preview: Preview }>('SELECT preview FROM previews WHERE token_hash = $1 AND expires_at > $2', [
          hashOf(token),
          now(),
        ]);
        return rows[0]?.preview;
      }),
  };
}
