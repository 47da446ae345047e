/**
 * Every request body the sandbox takes is bounded before any route reads it: a body over the bound is a 413
 * in the reader's language, and never reaches a parser. Without it, one anonymous POST of a few hundred
 * megabytes to any route that reads JSON or a form would take the host's memory (a 256 MB JSON body ends
 * the Node process). Routes keep their own, smaller bounds (the login form, the web log); uploads, the
 * one place where larger bodies belong, get theirs here.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { replyFail, SandboxErrorCode } from './envelope.ts';
import { REQUEST_BODY_MESSAGES } from './requestBody.ts';

/** A JSON or form body of any route: a dynamic form's answers, a long announcement, with room to spare. */
export const MAX_REQUEST_BODY_BYTES = 256 * 1024;

/** A larger bound for the paths under `prefix` (e.g. `/api/upload/`). */
export interface LargerBodies {
  prefix: string;
  maxSize: number;
}

export function requestBodyLimit(larger: LargerBodies[] = []): MiddlewareHandler {
  const onError: Parameters<typeof bodyLimit>[0]['onError'] = (c) => replyFail(c, SandboxErrorCode.payloadTooLarge, REQUEST_BODY_MESSAGES.tooLarge, 413);
  const byDefault = bodyLimit({ maxSize: MAX_REQUEST_BODY_BYTES, onError });
  const exceptions = larger.map(({ prefix, maxSize }) => ({ prefix, limit: bodyLimit({ maxSize, onError }) }));
  return (c, next) => (exceptions.find(({ prefix }) => c.req.path.startsWith(prefix))?.limit ?? byDefault)(c, next);
}
