import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/** Where the path walk differs from pageStates.ts (tests/e2e/support/pageWalk.ts). */
export const walk: WidgetWalk = {
  // Scanning others' codes is a teacher's job.
  sweepCode: { as: 'teacher' },
};
