/**
 * `POST /api/log/access` (legacy-portal §7 newsaveLog): the browser reports each page view as form fields
 * `appkey`, `url`, `timestamp` (seconds) and `signature` = md5 hex of `appkey + timestamp + url`.
 * Public; the browser ignores the answer, so it is always e = 0 — even for a bad signature (stored
 * with signature_ok = 0) or an oversized body (not stored).
 *
 * The md5 has no secret in it, so a matching signature only shows the client computed it the
 * documented way; it proves nothing about who sent the entry.
 */
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { replyOk } from '../envelope.ts';
import { optionalUser } from '../auth/sessions.ts';
import { readBody, textField } from '../requestBody.ts';
import { epochSeconds, type SandboxServices } from '../services.ts';

export const ACCESS_LOG_MAX_BODY_BYTES = 16 * 1024;

/** md5 hex of `appkey + timestamp + url`, concatenated in that order (legacy-portal §7). */
export function accessLogSignature(appkey: string, timestamp: string, url: string): string {
  return createHash('md5').update(`${appkey}${timestamp}${url}`, 'utf8').digest('hex');
}

export interface AccessLogRow {
  appkey: string | null;
  url: string | null;
  timestamp: number | null;
  signature: string | null;
  signature_ok: 0 | 1;
  username: string | null;
  created_at: number;
}

const cap = (text: string | undefined, max: number): string | null => (text === undefined ? null : text.slice(0, max));

export function createAccessLogRoutes(services: SandboxServices): Hono {
  const routes = new Hono();
  const insert = services.db.prepare<[AccessLogRow]>(`
    INSERT INTO access_logs (appkey, url, timestamp, signature, signature_ok, username, created_at)
    VALUES (@appkey, @url, @timestamp, @signature, @signature_ok, @username, @created_at)
  `);

  routes.post('/access', bodyLimit({ maxSize: ACCESS_LOG_MAX_BODY_BYTES, onError: (c) => replyOk(c, null) }), async (c) => {
    const read = await readBody(c);
    if (!read.ok) return replyOk(c, null);
    const appkey = textField(read.body, 'appkey');
    const url = textField(read.body, 'url');
    const timestamp = textField(read.body, 'timestamp');
    const signature = textField(read.body, 'signature');
    if (appkey === undefined && url === undefined) return replyOk(c, null); // nothing worth a row

    const signatureOk =
      appkey !== undefined &&
      url !== undefined &&
      timestamp !== undefined &&
      signature !== undefined &&
      signature.toLowerCase() === accessLogSignature(appkey, timestamp, url);
    insert.run({
      appkey: cap(appkey, 128),
      url: cap(url, 2048),
      timestamp: timestamp !== undefined && /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : null,
      signature: cap(signature, 64),
      signature_ok: signatureOk ? 1 : 0,
      username: optionalUser(c, services.sessions)?.username ?? null,
      created_at: epochSeconds(services),
    });
    return replyOk(c, null);
  });

  return routes;
}
