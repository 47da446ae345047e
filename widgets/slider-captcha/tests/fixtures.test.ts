import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { GAP_X, sliderCaptchaFixtures } from '../fixtures.ts';

describe('slider-captcha fixtures follow the response contracts', () => {
  it('challenge and verify (pass and each failure)', () => {
    const { data } = sliderCaptchaFixtures;
    expectContract('slider-captcha.challenge', data['/captcha/challenge'].d);
    for (const body of [`x=${GAP_X}&duration=800`, 'x=10&duration=800', `x=${GAP_X}&duration=20`]) {
      expectContract('slider-captcha.verify', data['/captcha/verify'](new URLSearchParams(), new URLSearchParams(body)).d);
    }
  });
});
