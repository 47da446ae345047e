/**
 * Leave answers for component tests and stories: the sandbox's own forms and answers shaped as it gives
 * them (王小明's leaves, 陈老师's queue, her classes' statistics and expected returns), checked against
 * contracts/*.schema.json by tests/fixtures.test.ts.
 */
import { failingStates, failure, ok, type ApiPageStates, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type {
  CampusLeaveDecideData,
  CampusLeaveFormData,
  CampusLeaveMineData,
  CampusLeaveQueueData,
  CampusLeaveReturnsData,
  CampusLeaveStatsData,
} from './generated/types.ts';
import { LEAVE_FORM, RETURN_FORM } from './sandbox/leaveForms.ts';

export const studentUser = { name: '王小明', auth: { home: { module: ['homepage'] } } };
const APPROVER = { module: ['approve', 'data'] };
export const instructorUser = { name: '陈静', auth: { home: { module: ['homepage'] }, leave: APPROVER, leaveData: APPROVER, backschool: APPROVER } };

const RULES: CampusLeaveMineData['rules'] = [
  { maxDays: 3, levels: ['instructor'] },
  { maxDays: 14, levels: ['instructor', 'leader'] },
  { levels: ['instructor', 'leader', 'manager'] },
];

const wangReturning = { studentName: '王小明', studentNumber: '2023010101', className: '计科2301班' };
const wang = { ...wangReturning, collegeName: '计算机科学与技术学院' };

export const awayLeave: CampusLeaveDecideData = {
  id: 305,
  ...wang,
  start: '2026-11-25 09:00',
  end: '2026-11-26 20:00',
  days: 2,
  destination: '浙江省杭州市西湖区',
  reasonType: 'home',
  reason: '爷爷生病住院，回家探望',
  phone: '13812345678',
  emergencyContact: '王建国 13912345678',
  transport: 'train',
  transportNo: 'G31',
  state: 'out',
  extended: false,
  submittedAt: 1_795_999_000,
  chain: [{ round: 0, level: 'instructor', approver: '陈静', state: 'approved', decidedAt: 1_796_003_000, note: '同意，注意出行安全' }],
};

export const pendingLeave: CampusLeaveDecideData = {
  id: 2,
  ...wang,
  start: '2026-11-29 08:00',
  end: '2026-11-30 18:00',
  days: 2,
  destination: '北京市东城区',
  reasonType: 'medical',
  reason: '去北京协和医院复查',
  phone: '13812345678',
  emergencyContact: '王建国 13912345678',
  transport: 'bus',
  state: 'pending',
  extended: false,
  submittedAt: 1_795_950_000,
  chain: [{ round: 0, level: 'instructor', approver: '陈静', state: 'waiting' }],
};

const backLeave: CampusLeaveDecideData = {
  id: 1,
  ...wang,
  start: '2026-11-12 17:00',
  end: '2026-11-14 20:00',
  days: 3,
  destination: '浙江省杭州市西湖区',
  reasonType: 'home',
  reason: '周末回家看望父母',
  phone: '13812345678',
  emergencyContact: '王建国 13912345678',
  transport: 'train',
  transportNo: 'G35',
  state: 'back',
  extended: false,
  submittedAt: 1_794_800_000,
  backAt: 1_795_129_200,
  chain: [{ round: 0, level: 'instructor', approver: '陈静', state: 'approved', decidedAt: 1_794_830_000 }],
};

export const myLeaves: CampusLeaveMineData = { role: 'student', rules: RULES, list: [pendingLeave, awayLeave, backLeave] };

export const instructorQueue: CampusLeaveQueueData = {
  level: 'instructor',
  list: [
    pendingLeave,
    {
      id: 118,
      studentName: '李思雨',
      studentNumber: '2023010214',
      className: '计科2302班',
      collegeName: '计算机科学与技术学院',
      start: '2026-11-20 08:00',
      end: '2026-11-23 18:00',
      days: 4,
      destination: '上海市徐汇区',
      reasonType: 'internship',
      reason: '到实习单位报到并签订三方协议',
      phone: '15866021937',
      emergencyContact: '李秀英 13701234567',
      transport: 'train',
      transportNo: 'G7',
      state: 'out',
      extended: false,
      extension: { end: '2026-11-27 18:00', reason: '实习单位项目延期，需多留几天', days: 8 },
      submittedAt: 1_795_300_000,
      chain: [
        { round: 0, level: 'instructor', approver: '陈静', state: 'approved', decidedAt: 1_795_320_000 },
        { round: 0, level: 'leader', approver: '刘建国', state: 'approved', decidedAt: 1_795_390_000, note: '同意。按时返校并及时销假' },
        { round: 1, level: 'instructor', approver: '陈静', state: 'waiting' },
        { round: 1, level: 'leader', approver: '刘建国', state: 'queued' },
      ],
    },
  ],
};

export const staffMine: CampusLeaveMineData = { role: 'instructor', rules: RULES, list: [] };

export const leaveForm: CampusLeaveFormData = { definition: LEAVE_FORM };
export const returnForm: CampusLeaveFormData = { definition: RETURN_FORM };

export const classStats: CampusLeaveStatsData = {
  now: 1_796_050_000,
  unit: 'class',
  total: { students: 92, out: 6, overdue: 1, pending: 4, departuresToday: 2 },
  units: [
    { id: 1, name: '计科2301班', students: 31, out: 3, overdue: 1, departures: 9 },
    { id: 2, name: '计科2302班', students: 30, out: 2, overdue: 0, departures: 7 },
    { id: 3, name: '软件2301班', students: 31, out: 1, overdue: 0, departures: 5 },
  ],
  days: [
    ['11-12', 1, 0],
    ['11-13', 2, 1],
    ['11-14', 0, 2],
    ['11-15', 3, 0],
    ['11-16', 1, 1],
    ['11-17', 0, 2],
    ['11-18', 2, 0],
    ['11-19', 1, 1],
    ['11-20', 3, 1],
    ['11-21', 1, 2],
    ['11-22', 2, 1],
    ['11-23', 0, 2],
    ['11-24', 2, 1],
    ['11-25', 2, 1],
  ].map(([day, departures, returns]) => ({ day: `2026-${String(day)}`, departures: Number(departures), returns: Number(returns) })),
  away: [
    {
      id: 96,
      studentName: '张浩然',
      studentNumber: '2023010123',
      className: '计科2301班',
      destination: '四川省成都市武侯区',
      start: '2026-11-19 08:00',
      end: '2026-11-24 18:00',
      overdue: true,
    },
    {
      id: 305,
      studentName: '王小明',
      studentNumber: '2023010101',
      className: '计科2301班',
      destination: '浙江省杭州市西湖区',
      start: '2026-11-25 09:00',
      end: '2026-11-26 20:00',
      overdue: false,
    },
  ],
};

const emptyStats: CampusLeaveStatsData = {
  ...classStats,
  total: { students: 0, out: 0, overdue: 0, pending: 0, departuresToday: 0 },
  units: [],
  away: [],
  days: classStats.days.map((day) => ({ ...day, departures: 0, returns: 0 })),
};

const journey = { transport: 'train' as const, transportNo: 'G31', from: '浙江省杭州市西湖区', health: 'healthy' as const };

export const myReturns: CampusLeaveReturnsData = {
  role: 'student',
  away: true,
  mine: [{ id: 41, ...wangReturning, expectedAt: '2026-11-26 19:30', ...journey, leaveId: 305, submittedAt: 1_796_010_000 }],
  expected: [],
};

export const expectedReturns: CampusLeaveReturnsData = {
  role: 'instructor',
  mine: [],
  expected: [
    {
      id: 37,
      studentName: '张浩然',
      studentNumber: '2023010123',
      className: '计科2301班',
      expectedAt: '2026-11-25 21:10',
      transport: 'plane',
      transportNo: 'CA4113',
      from: '四川省成都市武侯区',
      health: 'healthy',
      leaveId: 96,
      submittedAt: 1_795_900_000,
    },
    {
      id: 39,
      studentName: '赵雨桐',
      studentNumber: '2023010207',
      className: '计科2302班',
      expectedAt: '2026-11-25 16:00',
      transport: 'bus',
      from: '河北省保定市竞秀区',
      health: 'unwell',
      healthNote: '有些咳嗽，已买好口罩',
      submittedAt: 1_795_950_000,
      arrivedAt: 1_796_026_000,
      arrivedBy: '陈静',
    },
    { id: 41, ...wangReturning, expectedAt: '2026-11-26 19:30', ...journey, leaveId: 305, submittedAt: 1_796_010_000 },
  ],
};

const down = '离校服务维护中，请稍后再试';
const PATHS = ['/campusLeave/mine', '/campusLeave/queue', '/campusLeave/form', '/campusLeave/stats', '/campusLeave/returns'];
const forms = (query: URLSearchParams) => ok(query.get('kind') === 'return' ? returnForm : leaveForm);

/** API answers for each state of the student's pages (leave, apply, return) and the statistics. */
export const campusLeaveFixtures = {
  data: {
    '/campusLeave/mine': ok(myLeaves),
    '/campusLeave/form': forms,
    '/campusLeave/stats': ok(classStats),
    '/campusLeave/returns': ok(myReturns),
  },
  empty: {
    '/campusLeave/mine': ok({ ...myLeaves, list: [] }),
    // No leave taken now (the apply page says so); the return registration still has its form.
    '/campusLeave/form': (query: URLSearchParams) => (query.get('kind') === 'return' ? ok(returnForm) : failure(404, '暂不受理离校申请')),
    '/campusLeave/stats': ok(emptyStats),
    '/campusLeave/returns': ok({ role: 'student', away: false, mine: [], expected: [] }),
  },
  ...failingStates(PATHS, down),
} satisfies Record<string, Fixtures>;

/** The same pages as the instructor 陈静 sees them: her queue, her students' expected returns. */
export const approverFixtures = {
  data: { '/campusLeave/mine': ok(staffMine), '/campusLeave/queue': ok(instructorQueue), '/campusLeave/returns': ok(expectedReturns) },
  empty: {
    '/campusLeave/mine': ok(staffMine),
    '/campusLeave/queue': ok({ level: 'instructor', list: [] }),
    '/campusLeave/returns': ok({ role: 'instructor', mine: [], expected: [] }),
  },
  ...failingStates(PATHS, down),
} satisfies Record<string, Fixtures>;

/**
 * leave/index as the instructor 陈静 sees it, in each state: the applications and extensions waiting for
 * her decision. The same page as pageStates.ts' `index`, with another user and her fixtures.
 */
export const approverIndexStates = {
  path: '/leave/index',
  user: instructorUser,
  fixtures: approverFixtures,
  ready: { data: '[data-testid="campus-leave-queue"] li', empty: '#campus-leave-queue' },
  shows: { data: { testId: 'campus-leave-queue' }, empty: '暂无待你审批的离校申请', en: 'Waiting for me (Instructor): 2', tw: '待我審批（輔導員）：2 條' },
} satisfies ApiPageStates;
