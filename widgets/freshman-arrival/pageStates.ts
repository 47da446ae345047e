/**
 * The freshman arrival page in each state: its stories, page tests and path walk read this table. The page
 * is the freshman's registration by default (welcome/index); its statistics view (welcomeData/index, the
 * app's `view` prop) is described beside it, in fixtures.ts, for the same readers.
 */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { freshmanArrivalFixtures, freshmanUser } from './fixtures.ts';

export const freshmanArrivalPages = definePageStates({
  // 林晓雨's registration and reception point; empty is a student who is not on the roster.
  index: {
    path: '/welcome/index',
    fixtures: freshmanArrivalFixtures,
    user: freshmanUser,
    ready: { data: '[data-testid="arrival-registration"]', empty: '[data-testid="arrival-not-freshman"]' },
    shows: {
      data: { testId: 'arrival-reception' },
      empty: '你不在新生名单中，无需登记',
      envelopeError: '迎新系统维护中，请稍后再试',
      en: 'You can change your registration until the day you arrive.',
      tw: '到校當天之前可以修改登記資訊。',
    },
  },
});
