import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/** Who the path walk opens each page as (tests/e2e/support/pageWalk.ts); the rest is pageStates.ts. */
export const walk: WidgetWalk = {
  // The staff library (file/index) is for teachers; the common one for every logged-in user.
  index: (route) => ({ as: route === 'file/index' ? 'teacher' : 'student' }),
};
