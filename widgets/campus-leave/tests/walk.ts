import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/**
 * How the path walk opens each page (tests/e2e/support/pageWalk.ts). The three apps' index is the page
 * their `view` names: leave/index 王小明's leaves, leaveData/index the instructor's statistics,
 * backschool/index 王小明's return registration (the form until he has one).
 */
export const walk: WidgetWalk = {
  index: (route) =>
    route.startsWith('leaveData/')
      ? { as: 'instructor', ready: '[data-testid="campus-leave-tiles"]' }
      : route.startsWith('backschool/')
        ? { ready: '[data-testid="form-runner"], [data-testid="campus-leave-returns"]' }
        : { ready: '[data-testid="campus-leave-mine"] li' },
  apply: { ready: 'form[data-form-status="2"]' },
  data: { as: 'instructor', ready: '[data-testid="campus-leave-tiles"]' },
  return: { ready: '[data-testid="form-runner"], [data-testid="campus-leave-returns"]' },
};
