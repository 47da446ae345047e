import { addDays, dayOf, dayStart, type WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/** Tomorrow 10:00 in China time (the sandbox's clock is the real one in the walk): a free slot of A301. */
function tomorrowTen(): string {
  const start = dayStart(addDays(dayOf(Date.now()), 1)) + 10 * 3600;
  return `id=1&start=${start}`;
}

/**
 * How the path walk (tests/e2e/support/pageWalk.ts) opens each page: the booker's pages as the demo
 * student (booking 1, the seeded group booking of A301, is his), the keeper's as staff (张老师). What is
 * still to come is laid out from the day the sandbox starts (seedUpcomingBookings), so those lists have rows.
 */
export const walk: WidgetWalk = {
  index: { as: 'student', ready: '[data-testid="appoint-spaces"]', shows: '研讨室 A301' },
  space: { as: 'student', query: 'id=1', ready: '[data-testid="appoint-slots"]', shows: '图书馆三楼 A301' },
  appoint: { as: 'student', query: async () => tomorrowTen(), ready: '[data-testid="appoint-form"]' },
  details: { as: 'student', query: 'id=1', ready: '[data-testid="booking-details"]', shows: '数据结构课程小组讨论' },
  detailsmuc: { as: 'student', query: 'id=1', ready: '[data-testid="group-details"]', shows: '陈博文' },
  myAppointment: { as: 'student', ready: '[data-testid="mine-list"]', shows: '班级羽毛球友谊赛' },
  history: { as: 'student', ready: '[data-testid="history-list"]' },
  message: { as: 'student', ready: '[data-testid="message-list"]' },
  approval: { as: 'staff', ready: '[data-testid="approval-list"]', shows: '学业压力咨询' },
  appointAdmin: { as: 'staff', ready: '[data-testid="admin-spaces"]' },
  AdminDetails: { as: 'staff', query: 'id=1', ready: '[data-testid="admin-details"]', shows: '王小明（student）' },
  signmanage: { as: 'staff', query: 'id=1', ready: '[data-testid="sign-qr"]' },
  signlog: { as: 'staff', ready: '[data-testid="signlog-table"]' },
};
