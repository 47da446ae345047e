/** The lucky-draw page in each state: its stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { lotteryFixtures, lotteryStudent } from './fixtures.ts';

export const lotteryPages = definePageStates(
  { fixtures: lotteryFixtures, user: lotteryStudent, envelopeError: '请求失败：抽奖系统维护中，请稍后再试' },
  {
    // Its empty state is the school saying no event runs (e = 404): the no-data view in its words.
    index: {
      path: '/lottery/index',
      ready: { data: '[data-testid="lottery-prizes"] li', empty: '[data-testid="no-data"]' },
      shows: { empty: '目前没有抽奖活动', en: '2 draws left', tw: '剩餘 2 次抽獎機會' },
    },
  },
);
