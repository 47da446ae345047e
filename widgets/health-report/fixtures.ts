/**
 * Health report answers for component tests and stories: the sandbox's own report type (epideState) and
 * counts shaped as the sandbox answers them, checked against contracts/*.schema.json (tests/fixtures.test.ts).
 */
import { failingStates, failure, ok, type ApiPageStates, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type {
  HealthReportClassesData,
  HealthReportDetailData,
  HealthReportListData,
  HealthReportMineData,
  HealthReportTodayData,
  HealthReportTrendData,
  HealthReportTypeData,
  HealthReportTypesData,
  HealthReportUnitsData,
} from './generated/types.ts';
import { REPORT_TYPES } from './sandbox/reportTypes.ts';

const epideState = REPORT_TYPES.find((type) => type.key === 'epideState')!;
const type = { key: 'epideState', name: epideState.name, deadline: epideState.deadline, version: 1 };
const DAY = '2026-11-25';
const AT = 1_795_000_000;

/** Every page of the ten apps, as the demo grants them to the office (stories and tests need one login). */
export const healthUser = {
  name: '周老师',
  auth: { home: { module: ['homepage'] }, epideState: { module: ['index', 'details', 'instructor', 'leader', 'fenji', 'manager', 'epideType', 'typeList'] } },
};

export const reportValues = { temperature: 36.5, health: 'healthy', onCampus: 'yes', phone: '13812345678' };

export const todayOpen: HealthReportTodayData = { type, definition: epideState.definition, day: DAY, open: true, mine: null };
export const todayFilled: HealthReportTodayData = {
  ...todayOpen,
  mine: { id: 901, values: reportValues, abnormal: false, submittedAt: AT, updatedAt: AT, editable: false },
};

export const reportDetail: HealthReportDetailData = {
  id: 901,
  type,
  definition: epideState.definition,
  day: DAY,
  student: { studentNumber: '2023010101', name: '王小明', className: '计科2301班', collegeName: '计算机科学与技术学院' },
  values: { ...reportValues, temperature: 37.8, health: 'fever', symptomNote: '低烧，已到校医院就诊' },
  abnormal: true,
  summary: '发热（≥37.3℃）',
  submittedAt: AT,
  updatedAt: AT,
  editable: false,
};

export const mine: HealthReportMineData = {
  total: 2,
  list: [
    { id: 901, day: DAY, temperature: 37.8, abnormal: true, summary: '发热（≥37.3℃）', submittedAt: AT, updatedAt: AT },
    { id: 880, day: '2026-11-24', temperature: 36.4, abnormal: false, summary: '', submittedAt: AT - 86_400, updatedAt: AT - 86_400 },
  ],
};

const classes = [
  { classId: 1, name: '计科2301班', students: 32, filled: 30, abnormal: 1 },
  { classId: 2, name: '计科2302班', students: 31, filled: 29, abnormal: 0 },
  { classId: 3, name: '软件2301班', students: 30, filled: 26, abnormal: 1 },
];
export const classesAnswer: HealthReportClassesData = {
  day: DAY,
  classes,
  total: { students: 93, filled: 85, abnormal: 2 },
  unfilled: [
    { studentNumber: '2023010101', name: '王小明', className: '计科2301班', hasAccount: true },
    { studentNumber: '2023010307', name: '周雨桐', className: '软件2301班', hasAccount: false },
  ],
  abnormal: [{ id: 901, studentNumber: '2023010215', name: '李思雨', className: '计科2302班', summary: '发热（≥37.3℃）' }],
  lastReminder: null,
};

export const unitsAnswer: HealthReportUnitsData = {
  day: DAY,
  level: 'school',
  college: null,
  units: [
    { id: 1, name: '计算机科学与技术学院', students: 120, filled: 110, abnormal: 3 },
    { id: 2, name: '外国语学院', students: 90, filled: 85, abnormal: 1 },
  ],
  total: { students: 210, filled: 195, abnormal: 4 },
};

export const trendAnswer: HealthReportTrendData = {
  days: ['2026-11-23', '2026-11-24', DAY].map((day, index) => ({ day, students: 210, filled: 190 + index * 2, abnormal: 3 - index })),
};

export const typesAnswer: HealthReportTypesData = {
  list: REPORT_TYPES.slice(0, 3).map((seed) => ({ key: seed.key, name: seed.name, deadline: seed.deadline, version: 1, fieldCount: 8, updatedAt: AT })),
};

export const typeAnswer: HealthReportTypeData = { type, definition: epideState.definition, updatedAt: AT };

export const listAnswer: HealthReportListData = {
  total: 2,
  list: [
    {
      id: 901,
      day: DAY,
      studentNumber: '2023010215',
      name: '李思雨',
      className: '计科2302班',
      collegeName: '计算机科学与技术学院',
      temperature: 37.8,
      abnormal: true,
      summary: '发热（≥37.3℃）',
      submittedAt: AT,
    },
    {
      id: 902,
      day: DAY,
      studentNumber: '2023020108',
      name: '陈浩',
      className: '英语2301班',
      collegeName: '外国语学院',
      temperature: 36.5,
      abnormal: false,
      summary: '',
      submittedAt: AT,
    },
  ],
};

const PATHS = ['today', 'mine', 'detail', 'classes', 'units', 'trend', 'types', 'type', 'list'].map((key) => `/health-report/${key}`);

/** API answers for each state of the health report pages. */
export const healthFixtures = {
  data: {
    '/health-report/today': ok(todayOpen),
    '/health-report/submit': ok({ id: 901, day: DAY, abnormal: false }),
    '/health-report/mine': ok(mine),
    '/health-report/detail': ok(reportDetail),
    '/health-report/classes': ok(classesAnswer),
    '/health-report/units': ok(unitsAnswer),
    '/health-report/trend': ok(trendAnswer),
    '/health-report/remind': ok({ reminded: 1, delivered: 1, repeated: false, remindedAt: AT }),
    '/health-report/types': ok(typesAnswer),
    '/health-report/type': ok(typeAnswer),
    '/health-report/list': ok(listAnswer),
  },
  empty: {
    '/health-report/today': ok({ ...todayOpen, open: false }),
    '/health-report/mine': ok({ total: 0, list: [] }),
    '/health-report/detail': failure(404, '该打卡记录不存在'),
    '/health-report/classes': ok({ ...classesAnswer, classes: [], total: { students: 0, filled: 0, abnormal: 0 }, unfilled: [], abnormal: [] }),
    '/health-report/units': ok({ ...unitsAnswer, units: [], total: { students: 0, filled: 0, abnormal: 0 } }),
    '/health-report/trend': ok({ days: [] }),
    '/health-report/types': ok({ list: [] }),
    '/health-report/type': failure(404, '没有这个打卡类型'),
    '/health-report/list': ok({ total: 0, list: [] }),
  },
  ...failingStates(PATHS, '健康打卡服务维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;

/**
 * One report read back (epideState/details?id=901) in each state: the details page with an id. pageStates.ts
 * holds one entry a page of widget.json, and its `details` is the page without an id (my past reports).
 */
export const oneReportStates = {
  path: '/epideState/details?id=901',
  fixtures: healthFixtures,
  user: healthUser,
  ready: { data: '[data-testid="health-report-answers"]', empty: '[data-testid="no-data"]' },
  shows: { data: { testId: 'health-report-answers' }, empty: '该打卡记录不存在', en: 'First sent', tw: '首次提交' },
} satisfies ApiPageStates;
