/** The sso page in each state: its stories, page tests and path walk read this table. */
import { definePageStates, student } from '../../runtime/app/testing/fixtureKit.ts';
import { seatPath, ssoFixtures } from './fixtures.ts';

export const ssoPages = definePageStates({
  // Its empty state is the school refusing a service it does not know: the refusal screen in its words.
  index: {
    path: seatPath,
    fixtures: ssoFixtures,
    user: student,
    ready: { data: '[data-testid="sso-request"]', empty: '[data-testid="sso-refused"]' },
    shows: {
      empty: '未登记的第三方应用「library-seat」，已拒绝认证请求',
      envelopeError: '请求失败：统一身份认证服务维护中，请稍后再试',
      en: 'Allow and continue',
      tw: '同意並繼續',
    },
  },
});
