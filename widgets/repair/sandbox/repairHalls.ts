/**
 * The repair halls as data ("flows and chains are data"). Everything a school may change
 * without code is seeded from here into tables the routes read: `repair_halls` (each app key: its name,
 * whether it offers statistics), `repair_categories` (per hall: names and the time limit in hours after
 * which an order is overdue), `repair_steps` (per hall: the state machine — which action moves an order
 * from which state to which, and who may take it), `repair_buildings` (the campus buildings offered in
 * the form) and `repair_workers` (the repairmen a dispatcher assigns).
 */

export type OrderState = 'awaiting' | 'dispatched' | 'inProgress' | 'done' | 'rated' | 'returned';
export type Action = 'dispatch' | 'sendBack' | 'start' | 'finish' | 'rate';
/** Who takes a step: a dispatcher of the hall (module dispatch), the order's repairman (module work), its reporter. */
export type Actor = 'dispatcher' | 'repairman' | 'reporter';

export interface HallSeed {
  key: string;
  name: string;
  statistic: boolean;
  categories: ReadonlyArray<{ key: string; zh: string; en: string; tw: string; limitHours: number }>;
}

const COMMON = [
  { key: 'water', zh: '水电', en: 'Plumbing and power', tw: '水電', limitHours: 24 },
  { key: 'door', zh: '门窗', en: 'Doors and windows', tw: '門窗', limitHours: 48 },
  { key: 'aircon', zh: '空调', en: 'Air conditioning', tw: '空調', limitHours: 48 },
  { key: 'network', zh: '网络', en: 'Network', tw: '網路', limitHours: 24 },
  { key: 'furniture', zh: '家具', en: 'Furniture', tw: '傢俱', limitHours: 72 },
] as const;

export const HALLS: readonly HallSeed[] = [
  { key: 'repair', name: '后勤报修', statistic: false, categories: COMMON },
  {
    key: 'scurepair',
    name: '校园报修服务大厅',
    statistic: true,
    categories: [...COMMON, { key: 'teaching', zh: '教学设备', en: 'Teaching equipment', tw: '教學設備', limitHours: 12 }],
  },
];

/** The state machine every demo hall uses; a school edits its rows in `repair_steps`. */
export const STEPS: ReadonlyArray<{ action: Action; from: OrderState; to: OrderState; actor: Actor }> = [
  { action: 'dispatch', from: 'awaiting', to: 'dispatched', actor: 'dispatcher' },
  { action: 'sendBack', from: 'awaiting', to: 'returned', actor: 'dispatcher' },
  { action: 'start', from: 'dispatched', to: 'inProgress', actor: 'repairman' },
  { action: 'finish', from: 'inProgress', to: 'done', actor: 'repairman' },
  { action: 'rate', from: 'done', to: 'rated', actor: 'reporter' },
];

/** The module of the permission map (legacy-portal §6) each actor needs for the hall's app key. */
export const ACTOR_MODULE: Record<Actor, string> = { dispatcher: 'dispatch', repairman: 'work', reporter: 'index' };

/** Campus buildings, as the rooms are written on their doors. */
export const BUILDINGS = [
  '北苑1号楼',
  '北苑2号楼',
  '北苑3号楼',
  '南苑1号楼',
  '南苑2号楼',
  '南苑3号楼',
  '第一教学楼',
  '第二教学楼',
  '信息楼',
  '实验楼',
  '图书馆',
  '第一食堂',
  '体育馆',
  '行政楼',
] as const;

/** The demo accounts this widget adds (password demo). */
export const DEMO_DISPATCHER = { username: 'dispatcher', name: '马建华', roleName: '报修调度', team: '后勤服务中心' } as const;
export const DEMO_REPAIRMAN = { username: 'repairman', name: '赵国强', roleName: '维修师傅', team: '水电维修班' } as const;

/** The repairmen: the demo account first; the others have no login (orders are assigned to them in the seed). */
export const WORKERS = [
  { username: DEMO_REPAIRMAN.username, name: DEMO_REPAIRMAN.name, team: DEMO_REPAIRMAN.team },
  { username: 'worker-wang', name: '王德胜', team: '门窗木工班' },
  { username: 'worker-li', name: '李春生', team: '空调维修组' },
  { username: 'worker-sun', name: '孙立新', team: '网络运维组' },
  { username: 'worker-liu', name: '刘建军', team: '家具维修班' },
  { username: 'worker-zhou', name: '周海波', team: '水电维修班' },
] as const;
