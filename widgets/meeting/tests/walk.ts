import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/** Who the path walk opens the page as (tests/e2e/support/pageWalk.ts): the teacher, whose notices are seeded. */
export const walk: WidgetWalk = {
  index: { as: 'teacher' },
};
