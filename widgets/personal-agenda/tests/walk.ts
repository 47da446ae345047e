import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/** How the path walk opens each page (tests/e2e/support/pageWalk.ts): 王小明's seeded agenda. */
export const walk: WidgetWalk = {
  index: { as: 'student', ready: '[data-testid="agenda-week-strip"] button' },
  pcindex: { as: 'student', ready: '[data-testid="agenda-month-grid"] td button' },
  list: { as: 'student', ready: '[data-testid="agenda-list"] li' },
  add: { as: 'student', ready: '[data-testid="agenda-form"] input' },
};
