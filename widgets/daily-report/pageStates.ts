/** The daily report pages in each state: their stories, page tests and path walk read this table. */
import { definePageStates, type ApiPageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { dailyReportFixtures, managerUser, teacherUser } from './fixtures.ts';

/** A page as 李文博 (a member and a unit's admin) opens it unless another user is named, answered by the fixtures. */
const page = (states: Pick<ApiPageStates, 'path' | 'ready' | 'shows' | 'user'>) => ({ user: teacherUser, ...states, fixtures: dailyReportFixtures });

export const dailyReportPages = definePageStates({
  reportAll: page({
    path: '/dailyReport/reportAll',
    ready: { data: '[data-testid="daily-member"]', empty: '[data-testid="daily-not-member"]' },
    shows: {
      data: '李文博（计算机科学与技术学院，工号 20090001）',
      empty: '你不在任何单位的每日上报名单中',
      en: 'reports close at 22:00 each day',
      tw: '我的上報紀錄',
    },
  }),
  statistics: page({
    path: '/dailyReport/statistics',
    ready: { data: '[data-testid="daily-summary"]', empty: '[data-testid="daily-not-admin"]' },
    shows: { data: { testId: 'daily-summary' }, empty: '你还不是任何单位的管理员', en: 'Not reported (3)', tw: '未上報（3 人）' },
  }),
  // Its empty state is a member who never applied: the application form alone.
  applyAdmin: page({
    path: '/dailyReport/applyAdmin',
    ready: { data: '[data-testid="daily-mine"]', empty: 'form' },
    shows: { data: '同意，请每日 20:00 前督促未报人员。', empty: '你还没有提交过申请', en: 'My applications', tw: '申請管理一個單位' },
  }),
  // The school-wide dashboard (dataStatistics/index).
  index: page({
    path: '/dataStatistics/index',
    user: managerUser,
    ready: { data: '[data-testid="daily-units"]', empty: '[data-testid="daily-no-units"]' },
    shows: { data: { testId: 'daily-units' }, empty: '暂无可统计的单位', en: '2026-11-25, live', tw: '2026-11-25 即時數據' },
  }),
});
