import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/**
 * How the path walk opens the page (tests/e2e/support/pageWalk.ts): as 王小明, with his two seeded
 * applications (a transcript ready at the service hall, an enrolment certificate in the post).
 */
export const walk: WidgetWalk = {
  index: { as: 'student', ready: '[data-testid="paper-apply-mine"] li', shows: '已办好待领取' },
};
