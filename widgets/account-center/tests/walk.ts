import type { WidgetWalk } from '../../../tests/e2e/support/index.ts';

/** How the path walk opens each page (tests/e2e/support/pageWalk.ts). */
export const walk: WidgetWalk = {
  personal: { ready: '[data-testid="profile-summary"]' },
  edit: { ready: '[data-testid="profile-form"]' },
  // Switching needs linked identities: the teacher demo account has them.
  switch: { as: 'teacher', ready: '[data-testid="identities"]' },
};
