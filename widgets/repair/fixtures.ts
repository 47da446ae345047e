/**
 * Repair hall answers for component tests and stories, shaped as the sandbox gives them, checked against
 * contracts/*.schema.json by tests/fixtures.test.ts. Times are Beijing November 2026 (unix seconds).
 */
import { failingStates, failure, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { RepairDetailData, RepairFormData, RepairHallData, RepairOrdersData, RepairStatisticData } from './generated/types.ts';
import { reportForm, type CategoryRow } from './sandbox/reportForm.ts';

const REPORT = ['login', 'index', 'detail', 'back'];
const both = (modules: string[]) => ({ repair: { module: modules }, scurepair: { module: modules } });
/** 王小明 (student): reports and follows his orders. */
export const repairReporter = { name: '王小明', auth: { home: { module: ['homepage'] }, ...both(REPORT) } };
/** 马建华 (后勤服务中心): dispatches, reads the statistics. */
export const repairDispatcher = {
  name: '马建华',
  auth: { home: { module: ['homepage'] }, ...both([...REPORT, 'sendorder', 'orderdetail', 'dispatch', 'statistic']) },
};
/** 赵国强 (水电维修班): repairs what he is assigned. */
export const repairRepairman = { name: '赵国强', auth: { home: { module: ['homepage'] }, ...both([...REPORT, 'repairman', 'mandetail', 'work']) } };

const name = (zh: string, en: string, tw: string) => ({ zh, en, tw });
const CATEGORIES: CategoryRow[] = [
  { variant: 'repair', key: 'water', name_zh: '水电', name_en: 'Plumbing and power', name_tw: '水電', limit_hours: 24, position: 0 },
  { variant: 'repair', key: 'door', name_zh: '门窗', name_en: 'Doors and windows', name_tw: '門窗', limit_hours: 48, position: 1 },
  { variant: 'repair', key: 'aircon', name_zh: '空调', name_en: 'Air conditioning', name_tw: '空調', limit_hours: 48, position: 2 },
  { variant: 'repair', key: 'network', name_zh: '网络', name_en: 'Network', name_tw: '網路', limit_hours: 24, position: 3 },
  { variant: 'repair', key: 'furniture', name_zh: '家具', name_en: 'Furniture', name_tw: '傢俱', limit_hours: 72, position: 4 },
];
const WATER = name('水电', 'Plumbing and power', '水電');

export const repairHall: RepairHallData = {
  variant: 'repair',
  statistic: false,
  roles: { reporter: true, dispatcher: true, repairman: false, statistic: false },
  counts: { mineOpen: 2, awaiting: 14, tasks: 0 },
};

export const repairForm: RepairFormData = {
  definition: reportForm('repair', CATEGORIES, [
    '北苑1号楼',
    '北苑3号楼',
    '南苑2号楼',
    '第一教学楼',
    '信息楼',
    '图书馆',
  ]) as unknown as RepairFormData['definition'],
  categories: CATEGORIES.map((row) => ({ key: row.key, name: name(row.name_zh, row.name_en, row.name_tw), limitHours: row.limit_hours })),
};

const CREATED = 1_795_568_400; // 2026-11-25 09:00 Beijing
export const repairOrders: RepairOrdersData = {
  total: 4,
  list: [
    {
      id: 306,
      number: 'BX20261125-0306',
      state: 'awaiting',
      category: 'network',
      categoryName: name('网络', 'Network', '網路'),
      building: '北苑3号楼',
      room: '412',
      description: '宿舍网口无法上网，换了网线也不行',
      reporter: '王小明',
      createdAt: CREATED,
      dueAt: CREATED + 24 * 3600,
      overdue: false,
      photos: 2,
    },
    {
      id: 304,
      number: 'BX20261124-0304',
      state: 'dispatched',
      category: 'water',
      categoryName: WATER,
      building: '北苑3号楼',
      room: '410',
      description: '走廊尽头的灯不亮了',
      reporter: '王小明',
      createdAt: CREATED - 26 * 3600,
      dueAt: CREATED - 2 * 3600,
      overdue: true,
      worker: '赵国强',
      photos: 0,
    },
    {
      id: 302,
      number: 'BX20261122-0302',
      state: 'done',
      category: 'aircon',
      categoryName: name('空调', 'Air conditioning', '空調'),
      building: '北苑3号楼',
      room: '412',
      description: '空调不制冷，开了一小时还是很热',
      reporter: '王小明',
      createdAt: CREATED - 72 * 3600,
      dueAt: CREATED - 24 * 3600,
      overdue: false,
      worker: '李春生',
      photos: 1,
    },
    {
      id: 280,
      number: 'BX20261105-0280',
      state: 'rated',
      category: 'water',
      categoryName: WATER,
      building: '北苑3号楼',
      room: '412',
      description: '宿舍卫生间水龙头漏水，关紧了还一直滴',
      reporter: '王小明',
      createdAt: CREATED - 480 * 3600,
      dueAt: CREATED - 456 * 3600,
      overdue: false,
      worker: '赵国强',
      score: 5,
      photos: 0,
    },
  ],
  workers: [
    { username: 'repairman', name: '赵国强', team: '水电维修班', open: 2 },
    { username: 'worker-wang', name: '王德胜', team: '门窗木工班', open: 1 },
    { username: 'worker-li', name: '李春生', team: '空调维修组', open: 3 },
    { username: 'worker-sun', name: '孙立新', team: '网络运维组', open: 0 },
  ],
};

/** Order 306 as the dispatcher opens it: awaiting, assign or send back. */
export const repairDetail: RepairDetailData = {
  ...repairOrders.list[0]!,
  phone: '13812345678',
  // Images the portal itself serves, so a story shows them (an upload's address exists only on a school's server).
  photoUrls: ['/static/images/news/cover-1.svg', '/static/images/news/cover-2.svg'],
  limitHours: 24,
  timeline: [{ state: 'awaiting', at: CREATED, by: '王小明' }],
  can: { dispatch: true, sendBack: true, start: false, finish: false, rate: false },
  workers: repairOrders.workers,
};

/** Order 302 as its reporter opens it: done by 李春生, waiting for his rating. */
export const repairDone: RepairDetailData = {
  ...repairOrders.list[2]!,
  phone: '13812345678',
  photoUrls: ['/static/images/news/cover-3.svg'],
  limitHours: 48,
  timeline: [
    { state: 'awaiting', at: CREATED - 72 * 3600, by: '王小明' },
    { state: 'dispatched', at: CREATED - 70 * 3600, by: '马建华', note: '李春生（空调维修组）' },
    { state: 'inProgress', at: CREATED - 66 * 3600, by: '李春生' },
    { state: 'done', at: CREATED - 60 * 3600, by: '李春生', note: '已补充冷媒，制冷正常' },
  ],
  finishNote: '已补充冷媒，制冷正常',
  can: { dispatch: false, sendBack: false, start: false, finish: false, rate: true },
  workers: [],
};

export const repairStatistic: RepairStatisticData = {
  days: 60,
  total: 182,
  overdue: 31,
  byCategory: [
    { category: 'water', name: WATER, count: 41, overdue: 8, avgHours: 11.6 },
    { category: 'door', name: name('门窗', 'Doors and windows', '門窗'), count: 29, overdue: 4, avgHours: 22.3 },
    { category: 'aircon', name: name('空调', 'Air conditioning', '空調'), count: 33, overdue: 6, avgHours: 25.8 },
    { category: 'network', name: name('网络', 'Network', '網路'), count: 30, overdue: 5, avgHours: 12.1 },
    { category: 'furniture', name: name('家具', 'Furniture', '傢俱'), count: 24, overdue: 3, avgHours: 38.4 },
    { category: 'teaching', name: name('教学设备', 'Teaching equipment', '教學設備'), count: 25, overdue: 5, avgHours: 6.9 },
  ],
  byBuilding: [
    { building: '北苑2号楼', count: 24 },
    { building: '南苑1号楼', count: 22 },
    { building: '北苑3号楼', count: 21 },
    { building: '第一教学楼', count: 17 },
    { building: '信息楼', count: 12 },
  ],
  byState: [
    { state: 'awaiting', count: 9 },
    { state: 'dispatched', count: 6 },
    { state: 'inProgress', count: 7 },
    { state: 'done', count: 31 },
    { state: 'rated', count: 120 },
    { state: 'returned', count: 9 },
  ],
};

const PATHS = ['/repair/hall', '/repair/form', '/repair/orders', '/repair/detail', '/repair/statistic'];

/** API answers for each state of the repair pages. */
export const repairFixtures = {
  data: {
    '/repair/hall': ok(repairHall),
    '/repair/form': ok(repairForm),
    '/repair/orders': ok(repairOrders),
    '/repair/detail': ok(repairDetail),
    '/repair/statistic': ok(repairStatistic),
    '/repair/act': ok({ id: 306, state: 'dispatched' }),
  },
  empty: {
    '/repair/hall': ok({
      ...repairHall,
      roles: { reporter: true, dispatcher: false, repairman: false, statistic: false },
      counts: { mineOpen: 0, awaiting: 0, tasks: 0 },
    }),
    '/repair/form': ok(repairForm),
    '/repair/orders': ok({ total: 0, list: [], workers: [] }),
    '/repair/detail': failure(404, '该报修单不存在或你无权查看'),
    '/repair/statistic': ok({ days: 60, total: 0, overdue: 0, byCategory: [], byBuilding: [], byState: [] }),
  },
  ...failingStates(PATHS, '报修系统维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;
