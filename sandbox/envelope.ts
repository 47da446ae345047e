/**
 * The response envelope every sandbox answer uses (legacy-portal §3, §7): `{ e, m, d }`, `e = 0` on success.
 * The browser's request wrapper reads `e` before anything else, so business errors travel as HTTP 200
 * with a non-zero `e`; only transport-level problems (unknown path, oversized body, crash) also change
 * the HTTP status.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { FORM_PROBLEMS_CODE } from '../runtime/shared/forms/formAnswers.ts';
import type { Language } from '../runtime/shared/manifestProblems.ts';
import { loginPageLanguage } from './auth/loginPageTexts.ts';

export type { Language };

export interface Envelope<T> {
  /** Error code: 0 success, otherwise one of {@link SandboxErrorCode}. */
  e: number;
  /** Message for the user, in the reader's language where the backend has it in three (zh otherwise); empty on success. */
  m: string;
  d: T;
}

/** The codes the sandbox answers with. 10013 is the spec's "not logged in" (legacy-portal §8). */
export const SandboxErrorCode = {
  ok: 0,
  badRequest: 400,
  /** Logged in, but the user's role may not do this (legacy-portal §6). */
  forbidden: 403,
  notFound: 404,
  /** The request clashes with what is stored (an application for a plate already waiting for review). */
  conflict: 409,
  payloadTooLarge: 413,
  /** A caller doing something more often than it may (error reports from one address); `Retry-After` says when. */
  tooManyRequests: 429,
  /** A form submission has problems; `d.problems` points at the fields (sandbox/forms/). */
  formProblems: FORM_PROBLEMS_CODE,
  internal: 500,
  notLoggedIn: 10013,
} as const;

export type SandboxErrorCodeValue = (typeof SandboxErrorCode)[keyof typeof SandboxErrorCode];

export function ok<T>(d: T): Envelope<T> {
  return { e: SandboxErrorCode.ok, m: '', d };
}

export function fail(e: SandboxErrorCodeValue, m: string): Envelope<null> {
  return { e, m, d: null };
}

/** Answers a success envelope (HTTP 200). */
export function replyOk<T>(c: Context, d: T): Response {
  return c.json(ok(d), 200);
}

/**
 * A refusal's words: zh only (the older backends), or in the portal's three languages, so a student reading
 * the portal in English is told in English why an action was refused.
 */
export type LocalMessage = string | InThreeLanguages;

/** A message written in the three languages (a message function's answer, so tests can read its `.zh`). */
export type InThreeLanguages = Readonly<Record<Language, string>>;

/** The reader's language: the `portal-lang` cookie the portal writes (as the login page reads it), else zh. */
export function readerLanguage(c: Context): Language {
  return loginPageLanguage({ cookie: c.req.header('cookie') });
}

/** The words of `message` for this request's reader. */
export function messageFor(c: Context, message: LocalMessage): string {
  return typeof message === 'string' ? message : message[readerLanguage(c)];
}

/**
 * Answers an error envelope. HTTP status stays 200 unless given: the caller's wrapper treats non-2xx
 * as a network failure (legacy-portal §8), which is wrong for "article not found" or "bad page number".
 */
export function replyFail(c: Context, e: SandboxErrorCodeValue, m: LocalMessage, status: ContentfulStatusCode = 200): Response {
  return c.json(fail(e, messageFor(c, m)), status);
}
