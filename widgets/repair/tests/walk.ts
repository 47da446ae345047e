import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';
import { seedOrders } from '../sandbox/repairSeed.ts';

/** The id of the student's first seeded order in a hall (ids follow repairSeed.ts's order). */
const studentsOrder = (routePath: string) =>
  `id=${seedOrders().findIndex((order) => order.username === 'student' && order.variant === routePath.split('/')[0]) + 1}`;

/**
 * Who opens each page on the path walk (tests/e2e/support/pageWalk.ts), and the sandbox's own orders:
 * the reporter's pages as the student; the queue and an order as the dispatcher (the student's order
 * may be past dispatching: its timeline shows), the task list as the repairman; an assigned order's page
 * and the statistics as the administrator, who holds every module of both halls (the student's order is
 * not assigned to the demo repairman). The `repair` hall offers no statistics: its page says so.
 */
export const walk: WidgetWalk = {
  login: { as: 'student' },
  index: { as: 'student' },
  back: { as: 'student' },
  detail: (routePath) => ({ as: 'student', query: studentsOrder(routePath) }),
  sendorder: { as: 'dispatcher' },
  orderdetail: (routePath) => ({ as: 'dispatcher', query: studentsOrder(routePath), ready: '[data-testid="repair-timeline"]' }),
  // The demo repairman has no task in every hall: his list's count shows either way.
  repairman: { as: 'repairman', ready: '[data-testid="repair-count"]' },
  mandetail: (routePath) => ({ as: 'admin', query: studentsOrder(routePath) }),
  statistic: (routePath) => (routePath.startsWith('scurepair/') ? { as: 'admin' } : { as: 'admin', ready: '[data-testid="no-data"]' }),
};
