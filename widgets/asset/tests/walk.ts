import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/** Who opens each page on the path walk (tests/e2e/support/pageWalk.ts): the register is the staff's. */
export const walk: WidgetWalk = {
  index: { as: 'staff' },
  list: { as: 'teacher' },
  search: { as: 'teacher' },
};
