import { addDays, dayOf, dayStart, type WidgetWalk } from '../../../tests/e2e/support/pageWalk.ts';

/** Tomorrow 10:00 in China time (the sandbox's clock is the real one in the walk): a free slot of A301. */
function tomorrowTen(): string {
  const start = dayStart(addDays(dayOf(Date.now()), 1)) + 10 * 3600;
  return `id=1&start=${start}`;
}

/**
 * Where the path walk (tests/e2e/support/pageWalk.ts) differs from pageStates.ts: the booker's pages are
 * opened by the demo student (booking 1, the seeded group booking of A301, is his), the keeper's by staff
 * (张老师); days are the sandbox's own, and the keeper's overview and QR page are ready at what any day
 * has (the spaces, the code). What is still to come is laid out from the day the sandbox starts
 * (seedUpcomingBookings), so those lists have rows.
 */
export const walk: WidgetWalk = {
  index: { shows: '研讨室 A301' },
  space: { query: 'id=1', shows: '图书馆三楼 A301' },
  appoint: { query: async () => tomorrowTen() },
  details: { shows: '数据结构课程小组讨论' },
  detailsmuc: { shows: '陈博文' },
  myAppointment: { shows: '班级羽毛球友谊赛' },
  approval: { as: 'staff', shows: '学业压力咨询' },
  appointAdmin: { as: 'staff', query: '', ready: '[data-testid="admin-spaces"]' },
  AdminDetails: { as: 'staff', query: 'id=1', shows: '王小明（student）' },
  signmanage: { as: 'staff', ready: '[data-testid="sign-qr"]' },
  signlog: { as: 'staff' },
};
