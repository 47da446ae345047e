/**
 * The slider captcha (slider-captcha widget, hkhtml/index): `slider-captcha.challenge` draws a puzzle and keeps
 * the gap's x; `slider-captcha.verify` takes one attempt per challenge and passes when the piece was released
 * within tolerance of the gap after a plausible drag (a person takes a moment; a script is instant).
 * A pass answers a one-time pass token (kept hashed) for the form the check protects.
 */
import type { Hono } from 'hono';
import type { SliderCaptchaVerifyData } from '../generated/types.ts';
import { drawPuzzle, PIECE_SIZE, PUZZLE_HEIGHT, PUZZLE_WIDTH } from './puzzleImage.ts';
import {
  randomToken,
  sha256,
  TOKEN_PATTERN,
  replyFail,
  SandboxErrorCode,
  type InThreeLanguages,
  keyedRoutes,
  epochSeconds,
  type SandboxServices,
} from '../../../sandbox/kit.ts';

export const CAPTCHA_TTL_SECONDS = 120;
/** Pixels either side of the gap that still pass. */
export const CAPTCHA_TOLERANCE = 5;
/** A drag quicker than this is not a person's; one longer than the maximum is someone gone away. */
export const CAPTCHA_MIN_DRAG_MS = 250;
export const CAPTCHA_MAX_DRAG_MS = 30_000;

/** Refusals in the portal’s three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const SLIDER_CAPTCHA_MESSAGES = {
  expired: { zh: '验证已失效，请刷新后重试', en: 'The check has expired. Refresh and try again', tw: '驗證已失效，請重新整理後再試' },
} as const satisfies Record<string, InThreeLanguages>;

export function createCaptchaRoutes(services: SandboxServices): Hono {
  const { db } = services;
  const routes = keyedRoutes();
  const insert = db.prepare<[string, number, number, number]>('INSERT INTO captcha_challenges (id, gap_x, gap_y, expires_at) VALUES (?, ?, ?, ?)');
  const sweep = db.prepare<[number]>('DELETE FROM captcha_challenges WHERE expires_at < ?');
  const select = db.prepare<[string], { id: string; gap_x: number; expires_at: number; used: number }>('SELECT * FROM captcha_challenges WHERE id = ?');
  const spend = db.prepare<[string | null, string]>('UPDATE captcha_challenges SET used = 1, pass_hash = ? WHERE id = ? AND used = 0');

  routes.get('slider-captcha.challenge', (_c, { ok }) => {
    const now = epochSeconds(services);
    sweep.run(now - 3600);
    const puzzle = drawPuzzle();
    const id = randomToken(18);
    insert.run(id, puzzle.gapX, puzzle.gapY, now + CAPTCHA_TTL_SECONDS);
    return ok({
      id,
      width: PUZZLE_WIDTH,
      height: PUZZLE_HEIGHT,
      pieceSize: PIECE_SIZE,
      pieceY: puzzle.gapY,
      background: puzzle.background,
      piece: puzzle.piece,
      expiresAt: now + CAPTCHA_TTL_SECONDS,
    });
  });

  routes.post('slider-captcha.verify', (c, { input, ok }) => {
    const { x, duration } = input;
    const row = TOKEN_PATTERN.test(input.id) ? select.get(input.id) : undefined;
    if (!row) return replyFail(c, SandboxErrorCode.notFound, SLIDER_CAPTCHA_MESSAGES.expired);
    if (row.used) return ok({ passed: false, reason: 'used' });
    const reason: SliderCaptchaVerifyData['reason'] | undefined =
      row.expires_at <= epochSeconds(services)
        ? 'expired'
        : duration < CAPTCHA_MIN_DRAG_MS
          ? 'too-fast'
          : duration > CAPTCHA_MAX_DRAG_MS
            ? 'too-slow'
            : Math.abs(x - row.gap_x) > CAPTCHA_TOLERANCE
              ? 'position'
              : undefined;
    const token = reason ? undefined : randomToken(24);
    // One attempt: the row is spent whatever the outcome (a lost race reads as used).
    if (spend.run(token ? sha256(token) : null, row.id).changes !== 1) return ok({ passed: false, reason: 'used' });
    return ok(token ? { passed: true, token } : { passed: false, reason });
  });

  return routes.app;
}
