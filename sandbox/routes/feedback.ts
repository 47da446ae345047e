/**
 * `POST /api/feedback/submit` (the network-error screen's feedback dialog, legacy-portal §2): one free-text
 * opinion, at most {@link FEEDBACK_MAX_CHARS} characters. Public; the user is recorded when logged in.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { replyFail, replyOk, SandboxErrorCode, type InThreeLanguages } from '../envelope.ts';
import { optionalUser } from '../auth/sessions.ts';
import { readBody, textField } from '../requestBody.ts';
import { epochSeconds, type SandboxServices } from '../services.ts';

/** Characters (code points, so one emoji is one), not UTF-16 units. */
export const FEEDBACK_MAX_CHARS = 2000;
/** 2000 characters of 4-byte UTF-8, percent-encoded, fit well within this. */
const FEEDBACK_MAX_BODY_BYTES = 32 * 1024;

/** The feedback's refusals, in the three languages (the reader gets theirs through replyFail). */
export const FEEDBACK_MESSAGES = {
  empty: { zh: '请输入您的意见', en: 'Enter your feedback', tw: '請輸入您的意見' },
  tooLong: {
    zh: `意见内容不能超过 ${FEEDBACK_MAX_CHARS} 字`,
    en: `Feedback can be at most ${FEEDBACK_MAX_CHARS} characters`,
    tw: `意見內容不能超過 ${FEEDBACK_MAX_CHARS} 字`,
  },
} as const satisfies Record<string, InThreeLanguages>;

export function createFeedbackRoutes(services: SandboxServices): Hono {
  const routes = new Hono();
  const insert = services.db.prepare<[string, string | null, string | null, number]>(
    'INSERT INTO feedback (content, username, user_agent, created_at) VALUES (?, ?, ?, ?)',
  );

  routes.post(
    '/submit',
    bodyLimit({
      maxSize: FEEDBACK_MAX_BODY_BYTES,
      onError: (c) => replyFail(c, SandboxErrorCode.payloadTooLarge, FEEDBACK_MESSAGES.tooLong, 413),
    }),
    async (c) => {
      const read = await readBody(c);
      if (!read.ok) return replyFail(c, SandboxErrorCode.badRequest, read.message);
      const content = (textField(read.body, 'content') ?? '').trim();
      if (content === '') return replyFail(c, SandboxErrorCode.badRequest, FEEDBACK_MESSAGES.empty);
      if ([...content].length > FEEDBACK_MAX_CHARS) return replyFail(c, SandboxErrorCode.badRequest, FEEDBACK_MESSAGES.tooLong);
      const { lastInsertRowid } = insert.run(
        content,
        optionalUser(c, services.sessions)?.username ?? null,
        c.req.header('user-agent')?.slice(0, 512) ?? null,
        epochSeconds(services),
      );
      return replyOk(c, { id: Number(lastInsertRowid) });
    },
  );
  return routes;
}
