/** The appointment pages in each state: their stories, page tests and path walk read this table. */
import { definePageStates, type ApiPageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { at, booker, generalAppFixtures, keeper } from './fixtures.ts';

/**
 * A page as `user` (the student booking, or the keeper), its data marked by `testId`; `empty` and the data's
 * `en` and `tw` are texts its tests find.
 */
const page = (
  path: string,
  user: ApiPageStates['user'],
  testId: string,
  shows: { empty: string; en: string; tw: string },
  ready: Partial<ApiPageStates['ready']> = {},
): ApiPageStates => ({
  path,
  fixtures: generalAppFixtures,
  user,
  ready: { data: `[data-testid="${testId}"]`, ...ready },
  shows: { data: { testId }, envelopeError: '预约系统维护中，请稍后再试', ...shows },
});

/** A page of one booking: one that does not exist is the backend's 404 (该预约不存在), the no-data view with its words. */
const bookingPage = (path: string, user: ApiPageStates['user'], testId: string, en: string, tw: string) =>
  page(path, user, testId, { empty: '该预约不存在', en, tw }, { empty: '[data-testid="no-data"]' });

export const generalAppPages = definePageStates({
  // The spaces by category.
  index: page('/generalApp/index', booker, 'appoint-spaces', { empty: '暂无可预约的场地', en: 'Study and music rooms', tw: '運動場地' }),
  // 研讨室 A301 on 12 May: one slot taken, one the student's own.
  space: page('/generalApp/space?id=1&day=2026-05-12', booker, 'appoint-slots', { empty: '当天没有开放时段', en: 'Booked by you', tw: '已約滿' }),
  // The form for 研讨室 A301 at 10:00 on 12 May.
  appoint: page(`/generalApp/appoint?id=1&start=${at(12, '10:00')}`, booker, 'appoint-form', {
    empty: '该时段已不可预约',
    en: 'An administrator approves it',
    tw: '提交後需管理員審批',
  }),
  // The student's approved group booking, cancellable.
  details: bookingPage('/generalApp/details?id=1', booker, 'booking-details', 'See who attends', '預約已通過'),
  // The group booking's slots and attendees.
  detailsmuc: bookingPage('/generalApp/detailsmuc?id=1', booker, 'group-details', 'People (4)', '使用人員（共 4 人）'),
  // The student's bookings to come.
  myAppointment: page('/generalApp/myAppointment', booker, 'mine-list', { empty: '暂无进行中的预约', en: '3 in all', tw: '待審批' }),
  // A past booking signed in late and a rejected one.
  history: page('/generalApp/history', booker, 'history-list', { empty: '暂无历史预约', en: 'Rejected', tw: '已駁回' }),
  // An approval and a rejection notice.
  message: page('/generalApp/message', booker, 'message-list', { empty: '暂无消息', en: 'was approved', tw: '已通過審批' }),
  // As the keeper: two bookings waiting.
  approval: page('/generalApp/approval', keeper, 'approval-list', { empty: '暂无待审批的预约', en: '2 in all', tw: '共 2 條' }),
  // As the keeper: the spaces and the day's bookings.
  appointAdmin: page('/generalApp/appointAdmin?day=2026-05-12', keeper, 'admin-day', { empty: '暂无可预约的场地', en: 'Spaces and rules', tw: '場地與規則' }),
  // As the keeper: one booking with its trail.
  AdminDetails: bookingPage('/generalApp/AdminDetails?id=415', keeper, 'admin-details', 'Booked by', '預約人'),
  // As the keeper: A301's QR code and the day's sign-ins.
  signmanage: page('/generalApp/signmanage?id=1', keeper, 'signboard-list', {
    empty: '暂无可预约的场地',
    en: 'Scan within 15 minutes of the start to sign in',
    tw: '開始前後 15 分鐘內掃碼簽到',
  }),
  // As the keeper: the sign-in log.
  signlog: page('/generalApp/signlog', keeper, 'signlog-table', { empty: '暂无签到记录', en: '231 sign-ins', tw: '共 231 條簽到記錄' }),
});
