/** The slider-captcha page in each state: its stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { sliderCaptchaFixtures } from './fixtures.ts';

export const sliderCaptchaPages = definePageStates({
  // Its empty state is the school having no picture to give: the no-data view in its words.
  index: {
    path: '/hkhtml/index',
    fixtures: sliderCaptchaFixtures,
    ready: { data: '[data-testid="captcha-stage"]', empty: '[data-testid="no-data"]' },
    shows: {
      empty: '暂无可用的验证图片',
      envelopeError: '请求失败：验证服务维护中，请稍后再试',
      en: 'Drag the slider to fit the piece',
      tw: '向右拖動滑塊完成拼圖',
    },
  },
});
