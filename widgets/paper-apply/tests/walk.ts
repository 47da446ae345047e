import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/**
 * What the path walk checks beside pageStates.ts (tests/e2e/support/pageWalk.ts): 王小明's two seeded
 * applications (a transcript ready at the service hall, an enrolment certificate in the post).
 */
export const walk: WidgetWalk = {
  index: { shows: '已办好待领取' },
};
