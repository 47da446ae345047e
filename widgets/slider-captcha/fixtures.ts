/** slider-captcha answers for component tests and stories, checked against the contracts by tests/fixtures.test.ts. */
import { failingStates, failure, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { SliderCaptchaChallengeData, SliderCaptchaVerifyData } from './generated/types.ts';

/** A 1×1 PNG (grey): the pictures' content does not matter to the page. */
const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaGD4DwAD/gH+5J0D6QAAAABJRU5ErkJggg==';

export const GAP_X = 180;
export const challenge: SliderCaptchaChallengeData = {
  id: 'chAllengeId0123456789ab',
  width: 300,
  height: 160,
  pieceSize: 44,
  pieceY: 60,
  background: PIXEL,
  piece: PIXEL,
  expiresAt: 1_778_486_520,
};

/** slider-captcha.verify as the school answers: within 5 px of the gap after at least 250 ms passes. */
export const verifyAnswer = (_query: URLSearchParams, body: URLSearchParams) => {
  const x = Number(body.get('x'));
  const duration = Number(body.get('duration'));
  const answer: SliderCaptchaVerifyData =
    duration < 250
      ? { passed: false, reason: 'too-fast' }
      : Math.abs(x - GAP_X) > 5
        ? { passed: false, reason: 'position' }
        : { passed: true, token: 'pAssT0ken0123456789abcdefghijklm' };
  return ok(answer);
};

export const sliderCaptchaFixtures = {
  data: { '/captcha/challenge': ok(challenge), '/captcha/verify': verifyAnswer },
  // The school has no picture to give (its picture store is empty).
  empty: { '/captcha/challenge': failure(404, '暂无可用的验证图片'), '/captcha/verify': failure(404, '验证已失效，请刷新后重试') },
  ...failingStates(['/captcha/challenge', '/captcha/verify'], '验证服务维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;
