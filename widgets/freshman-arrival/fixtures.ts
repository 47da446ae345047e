/**
 * Freshman arrival answers for component tests and stories: the sandbox's own form for a week in
 * September, 林晓雨's registration, and the counts of the computer science college as its instructor sees
 * them; checked against contracts/*.schema.json by tests/fixtures.test.ts.
 */
import { failingStates, ok, type ApiPageStates, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { FreshmanArrivalListData, FreshmanArrivalMineData, FreshmanArrivalStatsData } from './generated/types.ts';
import { arrivalForm } from './sandbox/arrivalForm.ts';

const week = { from: '2026-09-05', to: '2026-09-09' };

export const freshmanUser = { name: '林晓雨', auth: { home: { module: ['homepage'] }, welcome: { module: ['index'] } } };
export const instructorUser = { name: '陈老师', auth: { home: { module: ['homepage'] }, welcomeData: { module: ['index'] } } };

const freshman = { studentNumber: '2025010101', name: '林晓雨', className: '计科2501班', collegeName: '计算机科学与技术学院' };

/** Before registering: the form. */
export const mineToRegister: FreshmanArrivalMineData = { onRoster: true, week, today: '2026-09-03', freshman, definition: arrivalForm(week) };

export const registeredValues = {
  arrivalDate: '2026-09-06',
  arrivalTime: '14:30',
  transport: 'train',
  trainNumber: 'G1234',
  station: 'south',
  companionCount: 2,
  companions: [
    { name: '林国栋', relation: 'father', phone: '13912345678' },
    { name: '陈秀兰', relation: 'mother', phone: '13812345678' },
  ],
  dormitory: 'yes',
  health: 'well',
};

/** Registered, still changeable. */
export const mineRegistered: FreshmanArrivalMineData = {
  ...mineToRegister,
  registration: {
    id: 301,
    values: registeredValues,
    arrivalDate: '2026-09-06',
    arrivalTime: '14:30',
    reception: { point: '滨江南站北广场 迎新接待点（学校大巴每 30 分钟一班）', from: '14:00', to: '16:00' },
    submittedAt: 1_788_500_000,
    updatedAt: 1_788_500_000,
    editable: true,
    arrived: false,
  },
};

export const notOnRoster: FreshmanArrivalMineData = { onRoster: false, week, today: '2026-09-03' };

export const instructorStats: FreshmanArrivalStatsData = {
  week,
  today: '2026-09-07',
  total: { expected: 62, registered: 57, arrived: 31 },
  colleges: [{ id: 1, name: '计算机科学与技术学院', expected: 62, registered: 57, arrived: 31 }],
  days: [
    { day: '2026-09-05', expected: 17, arrived: 16 },
    { day: '2026-09-06', expected: 16, arrived: 15 },
    { day: '2026-09-07', expected: 12, arrived: 0 },
    { day: '2026-09-08', expected: 7, arrived: 0 },
    { day: '2026-09-09', expected: 5, arrived: 0 },
  ],
  transports: [
    { transport: 'train', count: 29 },
    { transport: 'plane', count: 8 },
    { transport: 'car', count: 14 },
    { transport: 'bus', count: 6 },
  ],
};

export const freshmenList: FreshmanArrivalListData = {
  total: 3,
  list: [
    { studentNumber: '2025010101', name: '林晓雨', className: '计科2501班', collegeName: '计算机科学与技术学院', state: 'unregistered' },
    {
      studentNumber: '2025010102',
      name: '张子涵',
      className: '计科2501班',
      collegeName: '计算机科学与技术学院',
      state: 'registered',
      arrivalDate: '2026-09-07',
      arrivalTime: '10:15',
      transport: 'plane',
      station: '滨江国际机场',
      companions: 1,
      dormitory: true,
    },
    {
      studentNumber: '2025010103',
      name: '王浩然',
      className: '计科2501班',
      collegeName: '计算机科学与技术学院',
      state: 'arrived',
      arrivalDate: '2026-09-05',
      arrivalTime: '09:00',
      transport: 'car',
      station: '直接到校（学校东门）',
      companions: 2,
      dormitory: true,
      arrivedAt: 1_788_570_000,
    },
  ],
};

const PATHS = ['/welcome/mine', '/welcomeData/stats', '/welcomeData/list'];

/** API answers for each state of the freshman arrival pages. */
export const freshmanArrivalFixtures = {
  data: {
    '/welcome/mine': ok(mineRegistered),
    '/welcome/submit': ok({ id: 301 }),
    '/welcomeData/stats': ok(instructorStats),
    '/welcomeData/list': ok(freshmenList),
    '/welcomeData/confirm': ok({ studentNumber: '2025010102', arrivedAt: 1_788_750_000, repeated: false }),
  },
  empty: {
    '/welcome/mine': ok(notOnRoster),
    '/welcomeData/stats': ok({ ...instructorStats, total: { expected: 0, registered: 0, arrived: 0 }, colleges: [], days: [], transports: [] }),
    '/welcomeData/list': ok({ total: 0, list: [] }),
  },
  ...failingStates(PATHS, '迎新系统维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;

/**
 * The statistics view of the page (welcomeData/index) in each state, as the computer science college's
 * instructor sees it; empty is a member of staff with no freshmen in their care. pageStates.ts holds one
 * entry a page of widget.json, and this is the same page with the app's `view` prop set to statistics.
 */
export const statisticsViewStates = {
  path: '/welcomeData/index',
  fixtures: freshmanArrivalFixtures,
  user: instructorUser,
  ready: { data: '[data-testid="arrival-freshmen"]', empty: '[data-testid="arrival-no-scope"]' },
  shows: {
    data: { testId: 'arrival-freshmen' },
    empty: '你暂无负责的新生班级。',
    en: 'Welcome week 2026-09-05 to 2026-09-09; today is 2026-09-07',
    tw: '迎新時間 2026-09-05 至 2026-09-09，今天 2026-09-07',
  },
} satisfies ApiPageStates;
