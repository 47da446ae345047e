import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';
import { PINNED_APPLICATIONS } from '../sandbox/approvalSeed.ts';

/**
 * How the path walk opens each page (tests/e2e/support/pageWalk.ts): 李老师 applies and reads his seeded
 * applications; 刘书记 (the leader in charge) decides the trip waiting at his level and lists his work. The
 * walk's visitors do not include this widget's own accounts (reviewer, approver): the final level's page
 * is walked by the administrator, who reads every application without deciding.
 */
export const walk: WidgetWalk = {
  index: { as: 'teacher', ready: '[data-testid="upc-mine"] li' },
  upcdetail: { as: 'teacher', query: `id=${PINNED_APPLICATIONS.approvedSeal}`, ready: '[data-testid="upc-chain"]' },
  upcTypeOne: { as: 'teacher', ready: 'form[data-form-status="2"]' },
  upcTypeTwo: { as: 'teacher', ready: 'form[data-form-status="2"]' },
  upcTypeThree: { as: 'staff', ready: 'form[data-form-status="2"]' },
  trialUserdetail: { as: 'leader', query: `id=${PINNED_APPLICATIONS.tripAtLeader}`, ready: '[data-testid="upc-decision"]' },
  userdetail: { as: 'approver', query: `id=${PINNED_APPLICATIONS.expenseAtFinal}`, ready: '[data-testid="upc-decision"]' },
  upcUserProc: { as: 'leader', ready: '[data-testid="upc-inbox"] li' },
};
