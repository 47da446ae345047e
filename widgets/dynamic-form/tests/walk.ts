import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/** Where the path walk differs from pageStates.ts (tests/e2e/support/pageWalk.ts): the sandbox's seeded forms. */
export const walk: WidgetWalk = {
  // The student's own submission, reached from their list as they would (the link carries its id).
  detail: (route) => ({ via: { from: `/${route.split('/')[0]}/index`, click: '[data-testid="dynamic-form-mine"] a' }, query: '' }),
  detail2: { as: 'staff' },
  detail3: { as: 'admin', query: 'id=1' },
};
