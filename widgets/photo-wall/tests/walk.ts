import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/** How the path walk opens each page (tests/e2e/support/pageWalk.ts): the campaigns as a student, who may send an entry. */
export const walk: WidgetWalk = {
  collection: { as: 'student' },
};
