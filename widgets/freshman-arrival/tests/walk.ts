import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';
import { statisticsViewStates } from '../fixtures.ts';
import { freshmanArrivalPages } from '../pageStates.ts';

/**
 * Where the path walk differs from pageStates.ts (tests/e2e/support/pageWalk.ts): welcome/index as 王小明,
 * whom the backend tells he is no freshman (the walk's visitors have no freshman; the e2e test logs 林晓雨
 * in), welcomeData/index as the instructor, with the freshmen of her classes.
 */
export const walk: WidgetWalk = {
  index: (route) =>
    route.startsWith('welcomeData/')
      ? { as: 'instructor', ready: statisticsViewStates.ready.data }
      : { as: 'student', ready: freshmanArrivalPages.index.ready.empty },
};
