/**
 * The health report pages in each state, as the office's 周老师 opens them at epideState (every page of the
 * ten apps is the same code): their stories, page tests and path walk read this table. One report read
 * back (details?id=) is described beside it, in fixtures.ts (oneReportStates).
 */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { healthFixtures, healthUser } from './fixtures.ts';

/** An instructor's classes today, or a leader's college (one page): counts, rate per class, trend, who has not reported, abnormal reports. */
const classes = (path: string) => ({
  path,
  ready: { data: '[data-testid="health-unfilled"]', empty: '[data-testid="health-no-classes"]' },
  shows: { en: 'Remind them all', tw: '一鍵提醒' },
});

/** The graded view (fenji) or the office's view of the whole school (manager), at the school's level. */
const graded = (path: string) => ({
  path,
  ready: { data: '[data-testid="health-units"] tbody tr', empty: '[data-testid="health-no-units"]' },
  shows: { en: 'Not yet', tw: '未報' },
});

export const healthReportPages = definePageStates(
  { fixtures: healthFixtures, user: healthUser },
  {
    // A student's report of the day: the form, or the day closed.
    index: {
      path: '/epideState/index',
      ready: { data: '[data-testid="form-runner"]', empty: '[data-testid="health-closed"]' },
      shows: { en: 'My earlier reports', tw: '查看歷史打卡' },
    },
    // Without an id, the student's past reports.
    details: {
      path: '/epideState/details',
      ready: { data: '[data-testid="health-mine"]', empty: '[data-testid="health-mine-empty"]' },
      shows: { en: 'My reports', tw: '我的打卡紀錄' },
    },
    instructor: classes('/epideState/instructor'),
    leader: classes('/epideState/leader'),
    fenji: graded('/epideState/fenji'),
    manager: graded('/epideState/manager'),
    // The report types the office manages.
    epideType: {
      path: '/epideState/epideType',
      ready: { data: '[data-testid="health-types"] li', empty: '[data-testid="health-no-types"]' },
      shows: { en: 'Report types', tw: '打卡類型' },
    },
    // Every report, filtered and paged, with export.
    typeList: {
      path: '/epideState/typeList',
      ready: { data: '[data-testid="health-list"]', empty: '[data-testid="health-list-total"]' },
      shows: { empty: '没有符合条件的打卡记录', en: 'Abnormal only', tw: '只看異常' },
    },
  },
);
