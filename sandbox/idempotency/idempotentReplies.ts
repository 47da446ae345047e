/**
 * `Idempotency-Key` on the sandbox's writes: the portal's submit buttons (the runtime's useAction) send one
 * key per intended submit and keep it for a retry after a network failure, so a retry of a submit the
 * server already took gets the first answer again instead of doing it twice. Per signed-in user (a key
 * never answers for anyone else; anonymous writes are not kept, so nobody can fill the table without an
 * account), per key, for a day; the key names one write (method and path): the same key on another path
 * is refused. A retry arriving while the first is still running is told so (409), not run beside it.
 * Failures of the server (5xx) are not kept: a retry may succeed.
 */
import type { MiddlewareHandler } from 'hono';
import { replyFail, SandboxErrorCode, type InThreeLanguages } from '../envelope.ts';
import type { SandboxDatabase } from '../sandboxDatabase.ts';
import { sessionIdOf, type SessionStore } from '../auth/sessions.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** A key as clients make them (a UUID, or similar): anything else is refused, never stored. */
const KEY = /^[A-Za-z0-9_-]{8,100}$/;
/** How long an answer is kept for a retry. */
export const IDEMPOTENT_REPLY_TTL_SECONDS = 24 * 60 * 60;
/** A larger answer is not kept (a write's answer is a small envelope). */
const LARGEST_KEPT_BODY = 64 * 1024;

export const IDEMPOTENCY_MESSAGES = {
  badKey: {
    zh: '请求标识无效，请刷新页面后重试',
    en: 'The request carried an invalid submit key. Reload the page and try again',
    tw: '請求標識無效，請重新整理頁面後再試',
  },
  reused: {
    zh: '该请求标识已用于另一项操作，请刷新页面后重试',
    en: 'That submit key was already used for another action. Reload the page and try again',
    tw: '該請求標識已用於另一項操作，請重新整理頁面後再試',
  },
  inProgress: {
    zh: '上一次提交仍在处理中，请稍候再试',
    en: 'Your previous submit is still being processed. Please wait a moment',
    tw: '上一次提交仍在處理中，請稍候再試',
  },
} as const satisfies Record<string, InThreeLanguages>;

export function createIdempotentRepliesTable(db: SandboxDatabase): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS idempotent_replies (
      user_id      INTEGER NOT NULL,
      key          TEXT NOT NULL,
      request      TEXT NOT NULL,
      status       INTEGER,
      content_type TEXT,
      body         TEXT,
      created_at   INTEGER NOT NULL,
      PRIMARY KEY (user_id, key)
    );
    CREATE INDEX IF NOT EXISTS idempotent_replies_created ON idempotent_replies (created_at);
  `);
}

type Row = { request: string; status: number | null; content_type: string | null; body: string | null };

export function idempotentReplies(db: SandboxDatabase, sessions: SessionStore, now: () => number): MiddlewareHandler {
  const find = db.prepare<[number, string, number], Row>(
    'SELECT request, status, content_type, body FROM idempotent_replies WHERE user_id = ? AND key = ? AND created_at > ?',
  );
  // Replaces an expired answer not swept yet: no live one exists (find answered nothing), and nothing runs between the two.
  const claim = db.prepare<[number, string, string, number]>(
    'INSERT OR REPLACE INTO idempotent_replies (user_id, key, request, created_at) VALUES (?, ?, ?, ?)',
  );
  const keep = db.prepare<[number, string | null, string, number, string]>(
    'UPDATE idempotent_replies SET status = ?, content_type = ?, body = ? WHERE user_id = ? AND key = ?',
  );
  const release = db.prepare<[number, string]>('DELETE FROM idempotent_replies WHERE user_id = ? AND key = ?');
  const sweep = db.prepare<[number]>('DELETE FROM idempotent_replies WHERE created_at <= ?');
  // Expired answers are swept at most once a minute, not on every write: a commit is a write to disk, and
  // a rush of writes (a ticket sale's opening second) should pay for its own rows only.
  let sweptAt = Number.NEGATIVE_INFINITY;

  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (c.req.method !== 'POST' || key === undefined) return next();
    if (!KEY.test(key)) return replyFail(c, SandboxErrorCode.badRequest, IDEMPOTENCY_MESSAGES.badKey, 400);
    const user = sessions.userOf(sessionIdOf(c));
    if (!user) return next();
    const request = `${c.req.method} ${c.req.path}`;
    const seconds = Math.floor(now() / 1000);
    if (seconds - sweptAt >= 60) {
      sweep.run(seconds - IDEMPOTENT_REPLY_TTL_SECONDS);
      sweptAt = seconds;
    }
    const earlier = find.get(user.id, key, seconds - IDEMPOTENT_REPLY_TTL_SECONDS);
    if (earlier) {
      if (earlier.request !== request) return replyFail(c, SandboxErrorCode.badRequest, IDEMPOTENCY_MESSAGES.reused, 422);
      if (earlier.status === null) return replyFail(c, SandboxErrorCode.conflict, IDEMPOTENCY_MESSAGES.inProgress, 409);
      return new Response(earlier.body, {
        status: earlier.status,
        headers: { 'Content-Type': earlier.content_type ?? 'application/json', 'Idempotent-Replayed': 'true', 'Cache-Control': 'no-store' },
      });
    }
    claim.run(user.id, key, request, seconds);
    try {
      await next();
    } catch (error) {
      release.run(user.id, key);
      throw error;
    }
    const body = c.res.status >= 500 ? undefined : await c.res.clone().text();
    if (body === undefined || body.length > LARGEST_KEPT_BODY) release.run(user.id, key);
    else keep.run(c.res.status, c.res.headers.get('Content-Type'), body, user.id, key);
  };
}
