/**
 * The slider-captcha backend: tolerance, drag time, one attempt per challenge.
 * Every answer is checked against the widget's contract.
 */
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../../sandbox/kit.ts';
import { CAPTCHA_TOLERANCE, SLIDER_CAPTCHA_MESSAGES } from './routes.ts';
import { expectContract, clockedSandbox, formRequest, getAs } from '../../../sandbox/testing.ts';

const env = clockedSandbox();

async function post<T = unknown>(path: string, fields: Record<string, string>, cookie?: string) {
  const response = await env.sandbox.app.fetch(formRequest(`/api${path}`, fields, cookie ? { cookie } : {}));
  return { response, body: (await response.json()) as Envelope<T> };
}
const get = <T = unknown>(path: string, cookie?: string) => getAs<T>(env.sandbox.app, `/api${path}`, cookie);

describe('slider captcha', () => {
  async function challenge() {
    const { body } = await get<{ id: string; background: string; piece: string }>('/captcha/challenge');
    expectContract('slider-captcha.challenge', body.d);
    const gap = env.sandbox.db.prepare<[string], { gap_x: number }>('SELECT gap_x FROM captcha_challenges WHERE id = ?').get(body.d.id)!.gap_x;
    return { ...body.d, gap };
  }

  it('draws PNG pictures that do not give the gap away', async () => {
    const puzzle = await challenge();
    expect(Buffer.from(puzzle.background.split(',')[1]!, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(Buffer.from(puzzle.piece.split(',')[1]!, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(JSON.stringify(puzzle)).not.toContain(`"gapX"`);
  });

  it('passes within tolerance after a plausible drag, once', async () => {
    const puzzle = await challenge();
    const passed = await post<{ passed: boolean; token: string }>('/captcha/verify', {
      id: puzzle.id,
      x: String(puzzle.gap + CAPTCHA_TOLERANCE - 1),
      duration: '900',
    });
    expectContract('slider-captcha.verify', passed.body.d);
    expect(passed.body.d.passed).toBe(true);
    expect(passed.body.d.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await post('/captcha/verify', { id: puzzle.id, x: String(puzzle.gap), duration: '900' })).body.d).toEqual({ passed: false, reason: 'used' });
  });

  it.each([
    ['a wrong position', (gap: number) => ({ x: gap + CAPTCHA_TOLERANCE + 3, duration: 900 }), 'position'],
    ['an instant drag', (gap: number) => ({ x: gap, duration: 40 }), 'too-fast'],
    ['a drag of a minute', (gap: number) => ({ x: gap, duration: 60_000 }), 'too-slow'],
  ])('fails %s, and that picture is spent', async (_name, attempt, reason) => {
    const puzzle = await challenge();
    const { x, duration } = attempt(puzzle.gap);
    const failed = await post('/captcha/verify', { id: puzzle.id, x: String(x), duration: String(duration) });
    expectContract('slider-captcha.verify', failed.body.d);
    expect(failed.body.d).toEqual({ passed: false, reason });
    expect((await post('/captcha/verify', { id: puzzle.id, x: String(puzzle.gap), duration: '900' })).body.d).toEqual({ passed: false, reason: 'used' });
  });

  it('an expired picture fails; an unknown one is e = 404', async () => {
    const puzzle = await challenge();
    env.clock += 121_000;
    expect((await post('/captcha/verify', { id: puzzle.id, x: String(puzzle.gap), duration: '900' })).body.d).toEqual({ passed: false, reason: 'expired' });
    expect((await post('/captcha/verify', { id: 'A'.repeat(24), x: '1', duration: '900' })).body.e).toBe(404);
    expect((await post('/captcha/verify', { id: puzzle.id, x: 'left', duration: '900' })).body.e).toBe(400);
  });
});

describe('refusals in the reader’s language', () => {
  it('tells a refusal in en and tw by the portal-lang cookie', async () => {
    for (const language of ['en', 'tw'] as const) {
      const reader = `portal-lang=${language}`;
      expect((await post('/captcha/verify', { id: 'A'.repeat(24), x: '1', duration: '900' }, reader)).body).toEqual({
        e: 404,
        m: SLIDER_CAPTCHA_MESSAGES.expired[language],
        d: null,
      });
      expect((await post('/captcha/verify', { id: 'A'.repeat(24), x: 'left', duration: '900' }, reader)).body.m).toBe(
        SLIDER_CAPTCHA_MESSAGES.notNumbers[language],
      );
    }
    expect((await post('/captcha/verify', { id: 'A'.repeat(24), x: '1', duration: '900' }, 'portal-lang=en')).body.m).toBe(
      'The check has expired. Refresh and try again',
    );
    expect((await post('/captcha/verify', { id: 'A'.repeat(24), x: '1', duration: '900' }, 'portal-lang=tw')).body.m).toBe('驗證已失效，請重新整理後再試');
  });
});
