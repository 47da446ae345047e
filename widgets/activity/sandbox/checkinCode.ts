/**
 * The one-time check-in code: six digits derived from the activity's secret and the minute, so the
 * organiser's screen shows a new code every period without anything being stored (a GET changes
 * nothing). A code is accepted in its own period and the next, then it has expired; each student checks
 * in once, so a code a student used never works for them again.
 */
import { createHmac, randomBytes } from 'node:crypto';

/** Seconds a code is shown before the next one. */
export const CODE_PERIOD_S = 60;

export const newCodeSecret = (): string => randomBytes(16).toString('hex');

/** The code of the period holding `at` (Unix seconds). */
export function codeAt(secret: string, activityId: number, at: number): string {
  const period = Math.floor(at / CODE_PERIOD_S);
  const digest = createHmac('sha256', secret).update(`${activityId}:${period}`).digest();
  return String(digest.readUInt32BE(0) % 1_000_000).padStart(6, '0');
}

/** When the code shown at `at` gives way to the next. */
export const codeExpiresAt = (at: number): number => (Math.floor(at / CODE_PERIOD_S) + 1) * CODE_PERIOD_S;

/** Whether `code` is the code of this period or of the one before. */
export const codeAccepted = (secret: string, activityId: number, code: string, at: number): boolean =>
  code === codeAt(secret, activityId, at) || code === codeAt(secret, activityId, at - CODE_PERIOD_S);
