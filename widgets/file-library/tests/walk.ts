import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/** How the path walk opens each page (tests/e2e/support/pageWalk.ts). */
export const walk: WidgetWalk = {
  // The staff library (file/index) is for teachers; the common one for every logged-in user.
  index: (route) => ({ as: route === 'file/index' ? 'teacher' : 'student', ready: '[data-testid="file-list"] li' }),
};
