/** The paper-apply page in each state: its stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { paperApplyFixtures, paperStudent } from './fixtures.ts';

export const paperApplyPages = definePageStates({
  // 王小明's applications.
  index: {
    path: '/paperApply/index',
    fixtures: paperApplyFixtures,
    user: paperStudent,
    ready: { data: '[data-testid="paper-apply-mine"] li' },
    shows: { empty: '你还没有申请过纸质证明', en: 'Ready to pick up', tw: '已辦好待領取' },
  },
});
