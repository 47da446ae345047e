/** The daily report pages in each state, as 李文博 (a member and a unit's admin) unless another user is named: their stories, page tests and path walk read this table. */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { dailyReportFixtures, managerUser, teacherUser } from './fixtures.ts';

export const dailyReportPages = definePageStates(
  { user: teacherUser, fixtures: dailyReportFixtures },
  {
    reportAll: {
      path: '/dailyReport/reportAll',
      ready: { data: '[data-testid="daily-member"]', empty: '[data-testid="daily-not-member"]' },
      shows: {
        data: '李文博（计算机科学与技术学院，工号 20090001）',
        empty: '你不在任何单位的每日上报名单中',
        en: 'reports close at 22:00 each day',
        tw: '我的上報紀錄',
      },
    },
    statistics: {
      path: '/dailyReport/statistics',
      ready: { data: '[data-testid="daily-summary"]', empty: '[data-testid="daily-not-admin"]' },
      shows: { empty: '你还不是任何单位的管理员', en: 'Not reported (3)', tw: '未上報（3 人）' },
    },
    // Its empty state is a member who never applied: the application form alone.
    applyAdmin: {
      path: '/dailyReport/applyAdmin',
      ready: { data: '[data-testid="daily-mine"]', empty: 'form' },
      shows: { data: '同意，请每日 20:00 前督促未报人员。', empty: '你还没有提交过申请', en: 'My applications', tw: '申請管理一個單位' },
    },
    // The school-wide dashboard (dataStatistics/index).
    index: {
      path: '/dataStatistics/index',
      user: managerUser,
      ready: { data: '[data-testid="daily-units"]', empty: '[data-testid="daily-no-units"]' },
      shows: { empty: '暂无可统计的单位', en: '2026-11-25, live', tw: '2026-11-25 即時數據' },
    },
  },
);
