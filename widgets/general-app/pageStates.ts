/** The appointment pages in each state, as the student booking unless the keeper opens them: their stories, page tests and path walk read this table. */
import { definePageStates, type ApiPageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { at, booker, generalAppFixtures, keeper } from './fixtures.ts';

/** Ready once the element of `testId` shows (the data the tests find). */
const marked = (testId: string) => ({ data: `[data-testid="${testId}"]` });

/** A page of one booking: one that does not exist is the backend's 404 (该预约不存在), the no-data view with its words. */
const bookingPage = (path: string, user: ApiPageStates['user'], testId: string, en: string, tw: string) => ({
  path,
  user,
  ready: { ...marked(testId), empty: '[data-testid="no-data"]' },
  shows: { empty: '该预约不存在', en, tw },
});

export const generalAppPages = definePageStates(
  { fixtures: generalAppFixtures, user: booker, envelopeError: '预约系统维护中，请稍后再试' },
  {
    // The spaces by category.
    index: { path: '/generalApp/index', ready: marked('appoint-spaces'), shows: { empty: '暂无可预约的场地', en: 'Study and music rooms', tw: '運動場地' } },
    // 研讨室 A301 on 12 May: one slot taken, one the student's own.
    space: {
      path: '/generalApp/space?id=1&day=2026-05-12',
      ready: marked('appoint-slots'),
      shows: { empty: '当天没有开放时段', en: 'Booked by you', tw: '已約滿' },
    },
    // The form for 研讨室 A301 at 10:00 on 12 May.
    appoint: {
      path: `/generalApp/appoint?id=1&start=${at(12, '10:00')}`,
      ready: marked('appoint-form'),
      shows: { empty: '该时段已不可预约', en: 'An administrator approves it', tw: '提交後需管理員審批' },
    },
    // The student's approved group booking, cancellable.
    details: bookingPage('/generalApp/details?id=1', booker, 'booking-details', 'See who attends', '預約已通過'),
    // The group booking's slots and attendees.
    detailsmuc: bookingPage('/generalApp/detailsmuc?id=1', booker, 'group-details', 'People (4)', '使用人員（共 4 人）'),
    // The student's bookings to come.
    myAppointment: { path: '/generalApp/myAppointment', ready: marked('mine-list'), shows: { empty: '暂无进行中的预约', en: '3 in all', tw: '待審批' } },
    // A past booking signed in late and a rejected one.
    history: { path: '/generalApp/history', ready: marked('history-list'), shows: { empty: '暂无历史预约', en: 'Rejected', tw: '已駁回' } },
    // An approval and a rejection notice.
    message: { path: '/generalApp/message', ready: marked('message-list'), shows: { empty: '暂无消息', en: 'was approved', tw: '已通過審批' } },
    // As the keeper: two bookings waiting.
    approval: {
      path: '/generalApp/approval',
      user: keeper,
      ready: marked('approval-list'),
      shows: { empty: '暂无待审批的预约', en: '2 in all', tw: '共 2 條' },
    },
    // As the keeper: the spaces and the day's bookings.
    appointAdmin: {
      path: '/generalApp/appointAdmin?day=2026-05-12',
      user: keeper,
      ready: marked('admin-day'),
      shows: { empty: '暂无可预约的场地', en: 'Spaces and rules', tw: '場地與規則' },
    },
    // As the keeper: one booking with its trail.
    AdminDetails: bookingPage('/generalApp/AdminDetails?id=415', keeper, 'admin-details', 'Booked by', '預約人'),
    // As the keeper: A301's QR code and the day's sign-ins.
    signmanage: {
      path: '/generalApp/signmanage?id=1',
      user: keeper,
      ready: marked('signboard-list'),
      shows: { empty: '暂无可预约的场地', en: 'Scan within 15 minutes of the start to sign in', tw: '開始前後 15 分鐘內掃碼簽到' },
    },
    // As the keeper: the sign-in log.
    signlog: {
      path: '/generalApp/signlog',
      user: keeper,
      ready: marked('signlog-table'),
      shows: { empty: '暂无签到记录', en: '231 sign-ins', tw: '共 231 條簽到記錄' },
    },
  },
);
