/**
 * `POST /api/log/save-web-log` (legacy-portal §7 "save web log", legacy-portal §8 "exception while handling a response"):
 * the browser reports what broke. The field names are the old system's (`err_message`, `return_data`,
 * `vue_data`), kept so an old client can post here unchanged.
 *
 * Anyone may report, logged in or not (a page breaks before login too), so what one caller can store is
 * bounded three ways: a report's fields are cut to {@link WEB_LOG_LIMITS.fieldChars} characters; an address
 * reports at most {@link WEB_LOG_LIMITS.perMinute} times a minute (a broken page reports each error once,
 * a flood is refused with 429); and the table keeps the newest {@link WEB_LOG_LIMITS.keptRows} reports of
 * the last {@link WEB_LOG_LIMITS.keptDays} days. At most some 100 MB however long a client posts.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { replyFail, replyOk, SandboxErrorCode, type InThreeLanguages } from '../envelope.ts';
import { clientOf } from '../auth/clientOfRequest.ts';
import { createRateWindow } from '../rateWindow.ts';
import { readBody } from '../requestBody.ts';
import type { SandboxDatabase } from '../sandboxDatabase.ts';

export const WEB_LOG_LIMITS = { fieldChars: 8 * 1024, perMinute: 20, keptRows: 5_000, keptDays: 30 } as const;

/** A report is a message and two snapshots; anything bigger is a runaway client, not a log. */
export const WEB_LOG_MAX_BODY_BYTES = 64 * 1024;

/** The report's refusals, in the three languages (the reader gets theirs through replyFail). */
export const WEB_LOG_MESSAGES = {
  tooLarge: {
    zh: `日志内容过大：请求体不能超过 ${WEB_LOG_MAX_BODY_BYTES / 1024} KB`,
    en: `The log is too large: the request can be at most ${WEB_LOG_MAX_BODY_BYTES / 1024} KB`,
    tw: `日誌內容過大：請求內容不能超過 ${WEB_LOG_MAX_BODY_BYTES / 1024} KB`,
  },
  tooMany: {
    zh: '错误报告过于频繁，请稍后再试',
    en: 'Too many error reports: try again later',
    tw: '錯誤報告過於頻繁，請稍後再試',
  },
  empty: {
    zh: '日志内容为空：至少需要 err_message、return_data、vue_data 之一',
    en: 'The log is empty: send at least one of err_message, return_data, vue_data',
    tw: '日誌內容為空：至少需要 err_message、return_data、vue_data 其中之一',
  },
} as const satisfies Record<string, InThreeLanguages>;

const WEB_LOG_FIELDS = ['err_message', 'return_data', 'vue_data'] as const;
type WebLogField = (typeof WEB_LOG_FIELDS)[number];
type WebLogValues = Record<WebLogField, string | null>;

/** Stored as text, cut to the bound: the old client sends snapshots as JSON strings, newer ones may send objects. */
function asText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (value instanceof File) return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > WEB_LOG_LIMITS.fieldChars ? `${text.slice(0, WEB_LOG_LIMITS.fieldChars)}…` : text;
}

export function createWebLogRoutes(db: SandboxDatabase, now: () => number = Date.now): Hono {
  const routes = new Hono();
  const insert = db.prepare<[WebLogValues & { user_agent: string | null; created_at: number }]>(`
    INSERT INTO web_logs (err_message, return_data, vue_data, user_agent, created_at)
    VALUES (@err_message, @return_data, @vue_data, @user_agent, @created_at)
  `);
  // The newest rows of the last days stay; the rest go as each report comes in.
  const prune = db.prepare<[number, number]>(`
    DELETE FROM web_logs WHERE created_at < ? OR id <= (SELECT id FROM web_logs ORDER BY id DESC LIMIT 1 OFFSET ?)
  `);
  const reports = createRateWindow({ max: WEB_LOG_LIMITS.perMinute, windowMs: 60_000, now });

  routes.post(
    '/save-web-log',
    bodyLimit({
      maxSize: WEB_LOG_MAX_BODY_BYTES,
      // HTTP 413 as well as e = 413: proxies and the browser treat an oversized body as a transport error.
      onError: (c) => replyFail(c, SandboxErrorCode.payloadTooLarge, WEB_LOG_MESSAGES.tooLarge, 413),
    }),
    async (c) => {
      const retryAfter = reports.take(clientOf(c).address);
      if (retryAfter > 0) {
        c.header('Retry-After', String(retryAfter));
        return replyFail(c, SandboxErrorCode.tooManyRequests, WEB_LOG_MESSAGES.tooMany, 429);
      }
      const read = await readBody(c);
      if (!read.ok) return replyFail(c, SandboxErrorCode.badRequest, read.message);
      const values: WebLogValues = {
        err_message: asText(read.body.err_message),
        return_data: asText(read.body.return_data),
        vue_data: asText(read.body.vue_data),
      };
      if (WEB_LOG_FIELDS.every((field) => !values[field])) {
        return replyFail(c, SandboxErrorCode.badRequest, WEB_LOG_MESSAGES.empty);
      }
      const createdAt = Math.floor(now() / 1000);
      insert.run({ ...values, user_agent: c.req.header('user-agent')?.slice(0, 512) ?? null, created_at: createdAt });
      prune.run(createdAt - WEB_LOG_LIMITS.keptDays * 86_400, WEB_LOG_LIMITS.keptRows);
      return replyOk(c, null);
    },
  );

  return routes;
}
