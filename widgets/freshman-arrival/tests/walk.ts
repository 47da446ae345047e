import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/**
 * How the path walk opens the page (tests/e2e/support/pageWalk.ts): welcome/index as 王小明, whom the
 * backend tells he is no freshman (the walk's visitors have no freshman; the e2e test logs 林晓雨 in),
 * welcomeData/index as the instructor, with the freshmen of her classes.
 */
export const walk: WidgetWalk = {
  index: (route) =>
    route.startsWith('welcomeData/')
      ? { as: 'instructor', ready: '[data-testid="arrival-freshmen"]' }
      : { as: 'student', ready: '[data-testid="arrival-not-freshman"]' },
};
