/**
 * Daily report answers for component tests and stories: the sandbox's own form and answers shaped as it
 * gives them (a unit of the computer science college on a school morning), checked against
 * contracts/*.schema.json by tests/fixtures.test.ts.
 */
import { failingStates, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { DailyReportApplicationsData, DailyReportDashboardData, DailyReportStatisticsData, DailyReportTodayData } from './generated/types.ts';
import { REPORT_FORM } from './sandbox/reportForm.ts';

export const teacherUser = { name: '李老师', auth: { home: { module: ['homepage'] } } };
export const managerUser = {
  name: '周老师',
  auth: {
    home: { module: ['homepage'] },
    dailyReport: { module: ['approve'] },
    dataStatistics: { module: ['view', 'export'] },
    upcdataStatistics: { module: ['export'] },
  },
};

/** 2026-11-25 09:30 in Beijing, and the days before it. */
const at = (day: string, hhmm: string) => Date.parse(`${day}T${hhmm}:00+08:00`) / 1000;
const WEEK = ['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25'];

export const today: DailyReportTodayData = {
  day: '2026-11-25',
  deadline: '22:00',
  open: true,
  member: { name: '李文博', staffNumber: '20090001', unitName: '计算机科学与技术学院' },
  definition: REPORT_FORM,
  mine: null,
  history: [
    { id: 812, day: '2026-11-24', temperature: 36.5, abnormal: false, summary: '36.5℃ · 健康', submittedAt: at('2026-11-24', '07:42') },
    { id: 701, day: '2026-11-23', temperature: 36.7, abnormal: false, summary: '36.7℃ · 健康 · 已离开本市', submittedAt: at('2026-11-23', '08:05') },
    { id: 590, day: '2026-11-22', temperature: 37.6, abnormal: true, summary: '37.6℃ · 发热', submittedAt: at('2026-11-22', '07:31') },
  ],
  remindedAt: null,
};

export const todayFilled: DailyReportTodayData = {
  ...today,
  mine: {
    id: 903,
    values: { region: ['110000', '110100', '110108'], temperature: 36.4, health: 'healthy', leftCity: 'no' },
    abnormal: false,
    submittedAt: at('2026-11-25', '07:50'),
    updatedAt: at('2026-11-25', '07:50'),
  },
};

const roster: Array<[string, string, number | null, string | null, boolean]> = [
  ['李文博', '20090001', null, null, false],
  ['陈静', '20150002', 36.4, '36.4℃ · 健康', false],
  ['刘建国', '20020003', 36.6, '36.6℃ · 健康', false],
  ['王海燕', '20110004', 37.8, '37.8℃ · 发热', true],
  ['赵子轩', '20190005', null, null, false],
  ['孙丽娟', '20080006', 36.2, '36.2℃ · 健康 · 已离开本市', false],
  ['周嘉怡', '20210007', 36.5, '36.5℃ · 健康', false],
  ['吴俊杰', '20130008', null, null, false],
];

export const statistics: DailyReportStatisticsData = {
  units: [{ id: 1, name: '计算机科学与技术学院' }],
  unit: { id: 1, name: '计算机科学与技术学院' },
  day: '2026-11-25',
  deadline: '22:00',
  members: roster.map(([name, staffNumber, temperature, summary, abnormal], index) => ({
    id: index + 1,
    name,
    staffNumber,
    filled: temperature !== null,
    temperature,
    summary,
    abnormal,
    remindedAt: name === '吴俊杰' ? at('2026-11-25', '09:10') : null,
  })),
  trend: WEEK.map((day, index) => ({ day, members: 8, filled: [8, 7, 8, 8, 7, 8, 5][index]!, abnormal: [0, 0, 1, 1, 0, 0, 1][index]! })),
};

export const notAdmin: DailyReportStatisticsData = { units: [], unit: null, day: '2026-11-25', deadline: '22:00', members: [], trend: [] };

const UNITS = ['计算机科学与技术学院', '外国语学院', '经济管理学院', '机械工程学院', '学工部', '教务处', '人事处', '后勤处'];

export const applications: DailyReportApplicationsData = {
  units: UNITS.map((name, index) => ({ id: index + 1, name, kind: index < 4 ? 'college' : 'office', admin: index === 0 })),
  mine: [
    {
      id: 1,
      unitId: 1,
      unitName: '计算机科学与技术学院',
      applicant: '李老师',
      reason: '学院办公室负责教职工每日上报的汇总与提醒。',
      state: 'approved',
      createdAt: at('2026-08-28', '09:00'),
      reviewedAt: at('2026-09-01', '09:00'),
      reviewer: '周老师',
      note: '同意，请每日 20:00 前督促未报人员。',
    },
  ],
  reviewer: false,
  pending: [],
};

export const reviewerApplications: DailyReportApplicationsData = {
  ...applications,
  mine: [],
  units: applications.units.map((unit) => ({ ...unit, admin: false })),
  reviewer: true,
  pending: [
    {
      id: 2,
      unitId: 6,
      unitName: '教务处',
      applicant: '张老师',
      reason: '负责教务处教职工每日上报的统计与提醒。',
      state: 'pending',
      createdAt: at('2026-11-20', '09:00'),
      reviewedAt: null,
      reviewer: null,
      note: null,
    },
  ],
};

export const dashboard: DailyReportDashboardData = {
  day: '2026-11-25',
  units: [
    [12, 9, 1],
    [11, 10, 0],
    [14, 8, 0],
    [13, 13, 0],
    [10, 7, 1],
    [12, 11, 0],
    [11, 4, 0],
    [15, 12, 0],
  ].map(([members, filled, abnormal], index) => ({
    id: index + 1,
    name: UNITS[index]!,
    kind: index < 4 ? 'college' : 'office',
    members: members!,
    filled: filled!,
    abnormal: abnormal!,
  })),
  trend: WEEK.map((day, index) => ({ day, members: 98, filled: [95, 93, 90, 91, 94, 96, 74][index]!, abnormal: [1, 2, 2, 1, 0, 1, 2][index]! })),
};

const PATHS = ['/dailyReport/today', '/dailyReport/statistics', '/dailyReport/applications', '/dataStatistics/dashboard'];

/** API answers for each state of the daily report's pages. */
export const dailyReportFixtures = {
  data: {
    '/dailyReport/today': ok(today),
    '/dailyReport/statistics': ok(statistics),
    '/dailyReport/applications': ok(applications),
    '/dataStatistics/dashboard': ok(dashboard),
    '/dailyReport/submit': ok({ id: 903, day: '2026-11-25', abnormal: false }),
    '/dailyReport/remind': ok({ sent: 2, already: 1 }),
    '/dailyReport/apply': ok({ id: 3 }),
  },
  empty: {
    '/dailyReport/today': ok({ ...today, member: null, history: [] }),
    '/dailyReport/statistics': ok(notAdmin),
    '/dailyReport/applications': ok({ ...applications, mine: [] }),
    '/dataStatistics/dashboard': ok({ day: '2026-11-25', units: [], trend: [] }),
  },
  ...failingStates(PATHS, '每日上报服务维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;
