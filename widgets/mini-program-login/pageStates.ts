/** The mini-program login page in each state: its stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { miniProgramLoginFixtures, miniToken } from './fixtures.ts';

export const miniProgramLoginPages = definePageStates({
  // Its empty and error states are the school refusing the token: the refusal screen in its words.
  index: {
    path: `/xidianMinigramLogin/index?token=${miniToken}&redirect=${encodeURIComponent('/guide/index')}`,
    fixtures: miniProgramLoginFixtures,
    ready: { data: '[data-testid="minigram-signed-in"]', empty: '[data-testid="minigram-error"]', envelopeError: '[data-testid="minigram-error"]' },
    shows: {
      data: '王小明，登录成功，正在进入…',
      empty: '登录凭证无效，请从小程序重新进入',
      envelopeError: '登录凭证已过期，请从小程序重新进入',
      en: 'Welcome, 王小明. Taking you in…',
      tw: '王小明，登入成功，正在進入…',
    },
  },
});
