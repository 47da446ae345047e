import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/**
 * How the path walk (tests/e2e/support/pageWalk.ts) opens each agenda page. The seeded groups: 李老师
 * (`teacher`) owns 计科2301班, the demo's first group (id 1), with 王小明 (`student`) in it.
 */
export const walk: WidgetWalk = {
  index: { as: 'student', ready: '[data-testid="agenda-strip"]' },
  addAgenda: { as: 'teacher', ready: 'form select' },
  addClass: { as: 'teacher', ready: '[data-testid="agenda-classes"] li' },
  classManage: { as: 'teacher', ready: '[data-testid="agenda-owned"] li' },
  classManageDetail: { as: 'teacher', query: 'id=1', ready: '[data-testid="agenda-members"] li', shows: '计科2301班' },
  createGroup: { as: 'teacher', ready: '[data-testid="agenda-people-hint"]' },
  agendaRemind: { as: 'student', ready: '[data-testid="agenda-upcoming"] li' },
  classDetail: { as: 'student', query: 'id=1', ready: '[data-testid="agenda-group-facts"]', shows: '李老师' },
  manage: { as: 'staff', ready: '[data-testid="agenda-school"] li' },
};
