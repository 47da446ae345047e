import { describe, expect, it } from 'vitest';
import { expectFixturesFollowContracts } from '../../campus-code/tests/fixturesFollowContracts.ts';
import { GAP_X, sliderCaptchaFixtures } from '../fixtures.ts';

describe('slider-captcha fixtures follow the response contracts', () => {
  it('challenge and verify (pass and each failure)', () => {
    const samples = { '/captcha/verify': [[undefined, `x=${GAP_X}&duration=800`], [undefined, 'x=10&duration=800'], [undefined, `x=${GAP_X}&duration=20`]] } as Record<string, [string?, string?][]>;
    expect(expectFixturesFollowContracts('slider-captcha', sliderCaptchaFixtures, samples)).toBe(4);
  });
});
