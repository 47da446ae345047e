import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/** Where the path walk differs from pageStates.ts (tests/e2e/support/pageWalk.ts): 王小明's seeded agenda. */
export const walk: WidgetWalk = {
  // The seed fills this month and the next, not necessarily the sandbox's today: the week strip shows either way.
  index: { ready: '[data-testid="agenda-week-strip"] button' },
};
