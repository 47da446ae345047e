/**
 * The health report pages in each state, as the office's 周老师 opens them at epideState (every page of the
 * ten apps is the same code): their stories, page tests and path walk read this table. One report read
 * back (details?id=) is described beside it, in fixtures.ts (oneReportStates).
 */
import { definePageStates, type ApiPageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { healthFixtures, healthUser } from './fixtures.ts';

/** A page as 周老师 opens it, answered by the fixtures. */
const page = (states: Pick<ApiPageStates, 'path' | 'ready' | 'shows'>) => ({ ...states, fixtures: healthFixtures, user: healthUser });

/** An instructor's classes today, or a leader's college (one page): counts, rate per class, trend, who has not reported, abnormal reports. */
const classes = (path: string) =>
  page({
    path,
    ready: { data: '[data-testid="health-unfilled"]', empty: '[data-testid="health-no-classes"]' },
    shows: { data: { testId: 'health-unfilled' }, empty: { testId: 'health-no-classes' }, en: 'Remind them all', tw: '一鍵提醒' },
  });

/** The graded view (fenji) or the office's view of the whole school (manager), at the school's level. */
const graded = (path: string) =>
  page({
    path,
    ready: { data: '[data-testid="health-units"] tbody tr', empty: '[data-testid="health-no-units"]' },
    shows: { data: { testId: 'health-units' }, empty: { testId: 'health-no-units' }, en: 'Not yet', tw: '未報' },
  });

export const healthReportPages = definePageStates({
  // A student's report of the day: the form, or the day closed.
  index: page({
    path: '/epideState/index',
    ready: { data: '[data-testid="form-runner"]', empty: '[data-testid="health-closed"]' },
    shows: { data: { testId: 'form-runner' }, empty: { testId: 'health-closed' }, en: 'My earlier reports', tw: '查看歷史打卡' },
  }),
  // Without an id, the student's past reports.
  details: page({
    path: '/epideState/details',
    ready: { data: '[data-testid="health-mine"]', empty: '[data-testid="health-mine-empty"]' },
    shows: { data: { testId: 'health-mine' }, empty: { testId: 'health-mine-empty' }, en: 'My reports', tw: '我的打卡紀錄' },
  }),
  instructor: classes('/epideState/instructor'),
  leader: classes('/epideState/leader'),
  fenji: graded('/epideState/fenji'),
  manager: graded('/epideState/manager'),
  // The report types the office manages.
  epideType: page({
    path: '/epideState/epideType',
    ready: { data: '[data-testid="health-types"] li', empty: '[data-testid="health-no-types"]' },
    shows: { data: { testId: 'health-types' }, empty: { testId: 'health-no-types' }, en: 'Report types', tw: '打卡類型' },
  }),
  // Every report, filtered and paged, with export.
  typeList: page({
    path: '/epideState/typeList',
    ready: { data: '[data-testid="health-list"]', empty: '[data-testid="health-list-total"]' },
    shows: { data: { testId: 'health-list' }, empty: '没有符合条件的打卡记录', en: 'Abnormal only', tw: '只看異常' },
  }),
});
