import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/** How the path walk opens each page (tests/e2e/support/pageWalk.ts): the register is the staff's. */
export const walk: WidgetWalk = {
  index: { as: 'staff', ready: '[data-testid="asset-totals"]' },
  list: { as: 'teacher', ready: '[data-testid="asset-rows"] li' },
  search: { as: 'teacher', ready: '[data-testid="asset-search-hint"]' },
};
