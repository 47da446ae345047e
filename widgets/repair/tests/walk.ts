import type { WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';
import { seedOrders } from '../sandbox/repairSeed.ts';

/** The id of the student's first seeded order in a hall (ids follow repairSeed.ts's order). */
const studentsOrder = (routePath: string) => seedOrders().findIndex((order) => order.username === 'student' && order.variant === routePath.split('/')[0]) + 1;

/**
 * How the path walk opens each page (tests/e2e/support/pageWalk.ts): the reporter's pages as the student;
 * the queue and an order as the dispatcher, the task list as the repairman; an assigned order's page and
 * the statistics as the administrator, who holds every module of both halls (the student's order is not
 * assigned to the demo repairman). The `repair` hall offers no statistics: its page says so.
 */
export const walk: WidgetWalk = {
  login: { as: 'student', ready: '[data-testid="repair-roles"]' },
  index: { as: 'student', ready: 'form' },
  back: { as: 'student', ready: '[data-testid="repair-orders"] li' },
  detail: (routePath) => ({ as: 'student', ready: '[data-testid="repair-timeline"]', query: `id=${studentsOrder(routePath)}` }),
  sendorder: { as: 'dispatcher', ready: '[data-testid="repair-count"]' },
  orderdetail: (routePath) => ({ as: 'dispatcher', ready: '[data-testid="repair-timeline"]', query: `id=${studentsOrder(routePath)}` }),
  repairman: { as: 'repairman', ready: '[data-testid="repair-count"]' },
  mandetail: (routePath) => ({ as: 'admin', ready: '[data-testid="repair-timeline"]', query: `id=${studentsOrder(routePath)}` }),
  statistic: (routePath) =>
    routePath.startsWith('scurepair/') ? { as: 'admin', ready: '[data-testid="repair-totals"]' } : { as: 'admin', ready: '[data-testid="no-data"]' },
};
