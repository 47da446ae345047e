import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/**
 * Where the path walk differs from pageStates.ts (tests/e2e/support/pageWalk.ts): the seeded units, admins
 * and applications. The member's and unit admin's pages are the same at every app (walked at
 * dailyReport's); the dashboard differs by app (props), so it is walked at each, by the student affairs office.
 */
export const walk: WidgetWalk = {
  reportAll: { as: 'teacher', shows: '李文博', oneApp: true },
  statistics: { as: 'teacher', shows: '计算机科学与技术学院', oneApp: true },
  applyAdmin: { as: 'staff', shows: '教务处', oneApp: true },
  index: { as: 'manager' },
};
