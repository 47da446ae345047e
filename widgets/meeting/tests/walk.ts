import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/** How the path walk opens each page (tests/e2e/support/pageWalk.ts): the teacher's seeded notices. */
export const walk: WidgetWalk = {
  index: { as: 'teacher', ready: '[data-testid="meeting-notices"] li' },
};
