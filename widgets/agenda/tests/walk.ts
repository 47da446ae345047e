import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/**
 * Where the path walk (tests/e2e/support/pageWalk.ts) differs from pageStates.ts. The seeded groups: 李老师
 * (`teacher`) owns 计科2301班, the demo's first group (id 1), with 王小明 (`student`) in it. The sandbox's
 * today may hold no agenda and nothing due: the week is ready at its strip, the reminders at what is coming.
 */
export const walk: WidgetWalk = {
  index: { ready: '[data-testid="agenda-strip"]' },
  addAgenda: { as: 'teacher' },
  addClass: { as: 'teacher' },
  classManage: { as: 'teacher' },
  classManageDetail: { as: 'teacher', query: 'id=1', shows: '计科2301班' },
  // Opened before any search: the hint to type a name.
  createGroup: { as: 'teacher', query: '', ready: '[data-testid="agenda-people-hint"]' },
  agendaRemind: { ready: '[data-testid="agenda-upcoming"] li' },
  classDetail: { query: 'id=1', ready: '[data-testid="agenda-group-facts"]', shows: '李老师' },
  manage: { as: 'staff' },
};
