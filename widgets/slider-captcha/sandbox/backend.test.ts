/**
 * The slider-captcha backend: tolerance, drag time, one attempt per challenge.
 * Every answer is checked against the widget's contract.
 */
import { describe, expect, it } from 'vitest';
import { CAPTCHA_TOLERANCE, SLIDER_CAPTCHA_MESSAGES } from './routes.ts';
import type { SliderCaptchaVerifyBody } from '../generated/types.ts';
import { expectContract, clockedSandbox, keyedCaller, visitorCaller } from '../../../sandbox/testing.ts';

const env = clockedSandbox();
// The check is for anyone: no login.
const visitor = () => keyedCaller(env.sandbox.app);
const verify = (body: SliderCaptchaVerifyBody, language?: 'en' | 'tw') => visitorCaller(env.sandbox.app, language).post('slider-captcha.verify', body);

describe('slider captcha', () => {
  async function challenge() {
    const { d } = await visitor().get('slider-captcha.challenge');
    expectContract('slider-captcha.challenge', d);
    const gap = env.sandbox.db.prepare<[string], { gap_x: number }>('SELECT gap_x FROM captcha_challenges WHERE id = ?').get(d.id)!.gap_x;
    return { ...d, gap };
  }

  it('draws PNG pictures that do not give the gap away', async () => {
    const puzzle = await challenge();
    expect(Buffer.from(puzzle.background.split(',')[1]!, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(Buffer.from(puzzle.piece.split(',')[1]!, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(JSON.stringify(puzzle)).not.toContain(`"gapX"`);
  });

  it('passes within tolerance after a plausible drag, once', async () => {
    const puzzle = await challenge();
    const passed = await verify({ id: puzzle.id, x: puzzle.gap + CAPTCHA_TOLERANCE - 1, duration: 900 });
    expectContract('slider-captcha.verify', passed.d);
    expect(passed.d.passed).toBe(true);
    expect(passed.d.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await verify({ id: puzzle.id, x: puzzle.gap, duration: 900 })).d).toEqual({ passed: false, reason: 'used' });
  });

  it.each([
    ['a wrong position', (gap: number) => ({ x: gap + CAPTCHA_TOLERANCE + 3, duration: 900 }), 'position'],
    ['an instant drag', (gap: number) => ({ x: gap, duration: 40 }), 'too-fast'],
    ['a drag of a minute', (gap: number) => ({ x: gap, duration: 60_000 }), 'too-slow'],
  ])('fails %s, and that picture is spent', async (_name, attempt, reason) => {
    const puzzle = await challenge();
    const failed = await verify({ id: puzzle.id, ...attempt(puzzle.gap) });
    expectContract('slider-captcha.verify', failed.d);
    expect(failed.d).toEqual({ passed: false, reason });
    expect((await verify({ id: puzzle.id, x: puzzle.gap, duration: 900 })).d).toEqual({ passed: false, reason: 'used' });
  });

  it('an expired picture fails; an unknown one is e = 404', async () => {
    const puzzle = await challenge();
    env.clock += 121_000;
    expect((await verify({ id: puzzle.id, x: puzzle.gap, duration: 900 })).d).toEqual({ passed: false, reason: 'expired' });
    expect((await verify({ id: 'A'.repeat(24), x: 1, duration: 900 })).e).toBe(404);
    // Off the contract on purpose: what a hand-made request may send.
    expect((await verify({ id: puzzle.id, x: 'left', duration: 900 } as unknown as SliderCaptchaVerifyBody)).e).toBe(400);
  });
});

describe('refusals in the reader’s language', () => {
  const notNumbers = {
    en: 'Parameters x and duration should be numbers',
    tw: '參數 x、duration 應為數字',
  };

  it('tells a refusal in en and tw by the portal-lang cookie', async () => {
    for (const language of ['en', 'tw'] as const) {
      expect(await verify({ id: 'A'.repeat(24), x: 1, duration: 900 }, language)).toEqual({ e: 404, m: SLIDER_CAPTCHA_MESSAGES.expired[language], d: null });
      // Off the contract on purpose: what a hand-made request may send.
      const offContract = { id: 'A'.repeat(24), x: 'left', duration: 900 } as unknown as SliderCaptchaVerifyBody;
      expect((await verify(offContract, language)).m).toBe(notNumbers[language]);
    }
    expect((await verify({ id: 'A'.repeat(24), x: 1, duration: 900 }, 'en')).m).toBe('The check has expired. Refresh and try again');
    expect((await verify({ id: 'A'.repeat(24), x: 1, duration: 900 }, 'tw')).m).toBe('驗證已失效，請重新整理後再試');
  });
});
