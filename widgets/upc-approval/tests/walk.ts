import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';
import { PINNED_APPLICATIONS } from '../sandbox/approvalSeed.ts';

/**
 * Where the path walk differs from pageStates.ts (tests/e2e/support/pageWalk.ts): 李老师 applies and reads
 * his seeded applications; 刘书记 (the leader in charge) decides the trip waiting at his level and lists his
 * work; the expense claim waiting at the final level is decided by its approver.
 */
export const walk: WidgetWalk = {
  index: { as: 'teacher' },
  upcdetail: { as: 'teacher', query: `id=${PINNED_APPLICATIONS.approvedSeal}` },
  upcTypeOne: { as: 'teacher' },
  upcTypeTwo: { as: 'teacher' },
  upcTypeThree: { as: 'staff' },
  trialUserdetail: { as: 'leader', query: `id=${PINNED_APPLICATIONS.tripAtLeader}` },
  userdetail: { as: 'approver', query: `id=${PINNED_APPLICATIONS.expenseAtFinal}` },
  upcUserProc: { as: 'leader' },
};
