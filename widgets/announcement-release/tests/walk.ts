import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/** Where the path walk opens the page otherwise than pageStates.ts says (tests/e2e/support/pageWalk.ts): as a publisher. */
export const walk: WidgetWalk = {
  index: { as: 'staff' },
};
