/**
 * `POST /api/log/save-web-log` (legacy-portal §7 "save web log", legacy-portal §8 "exception while handling a response"):
 * the browser reports what broke. The field names are the old system's (`err_message`, `return_data`,
 * `vue_data`), kept so an old client can post here unchanged.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { replyFail, replyOk, SandboxErrorCode, type InThreeLanguages } from '../envelope.ts';
import { readBody } from '../requestBody.ts';
import type { SandboxDatabase } from '../sandboxDatabase.ts';

/** A report is a message and two snapshots; anything bigger is a runaway client, not a log. */
export const WEB_LOG_MAX_BODY_BYTES = 64 * 1024;

/** The report's refusals, in the three languages (the reader gets theirs through replyFail). */
export const WEB_LOG_MESSAGES = {
  tooLarge: {
    zh: `日志内容过大：请求体不能超过 ${WEB_LOG_MAX_BODY_BYTES / 1024} KB`,
    en: `The log is too large: the request can be at most ${WEB_LOG_MAX_BODY_BYTES / 1024} KB`,
    tw: `日誌內容過大：請求內容不能超過 ${WEB_LOG_MAX_BODY_BYTES / 1024} KB`,
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

/** Stored as text: the old client sends snapshots as JSON strings, newer ones may send objects. */
function asText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (value instanceof File) return null;
  return JSON.stringify(value);
}

export function createWebLogRoutes(db: SandboxDatabase): Hono {
  const routes = new Hono();
  const insert = db.prepare<[WebLogValues & { user_agent: string | null; created_at: number }]>(`
    INSERT INTO web_logs (err_message, return_data, vue_data, user_agent, created_at)
    VALUES (@err_message, @return_data, @vue_data, @user_agent, @created_at)
  `);

  routes.post(
    '/save-web-log',
    bodyLimit({
      maxSize: WEB_LOG_MAX_BODY_BYTES,
      // HTTP 413 as well as e = 413: proxies and the browser treat an oversized body as a transport error.
      onError: (c) => replyFail(c, SandboxErrorCode.payloadTooLarge, WEB_LOG_MESSAGES.tooLarge, 413),
    }),
    async (c) => {
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
      insert.run({
        ...values,
        user_agent: c.req.header('user-agent')?.slice(0, 512) ?? null,
        created_at: Math.floor(Date.now() / 1000),
      });
      return replyOk(c, null);
    },
  );

  return routes;
}
