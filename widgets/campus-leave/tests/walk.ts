import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/**
 * Where the path walk opens the pages otherwise than pageStates.ts says (tests/e2e/support/pageWalk.ts). The
 * three apps' index is the page their `view` names: leave/index 王小明's leaves (as the table says),
 * leaveData/index the instructor's statistics, backschool/index 王小明's return registration, the form
 * until he has one; the statistics are the instructor's at every path. leaveData needs the app's `data`
 * module, which students lack: its other pages are walked as the instructor too (the return page then
 * lists her students' expected returns).
 */
const registration = { ready: '[data-testid="form-runner"], [data-testid="campus-leave-returns"]' };
const statistics = { as: 'instructor', ready: '[data-testid="campus-leave-tiles"]' } as const;
const approver = { as: 'instructor' } as const;
const inLeaveData = (route: string) => route.startsWith('leaveData/');

export const walk: WidgetWalk = {
  index: (route) => (inLeaveData(route) ? statistics : route.startsWith('backschool/') ? registration : {}),
  apply: (route) => (inLeaveData(route) ? approver : {}),
  data: approver,
  return: (route) => (inLeaveData(route) ? { ...approver, ready: '[data-testid="campus-leave-expected"]' } : registration),
};
