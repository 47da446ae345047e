/**
 * Shuttle answers for page tests and stories: zh, shaped as the sandbox answers at 10:05 on a workday
 * (Wednesday 2026-11-25, China time), and checked against contracts/*.schema.json by tests/fixtures.test.ts.
 */
import { failingStates, failure, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { ShuttleBusDetailData, ShuttleBusLinesData } from './generated/types.ts';

const today: ShuttleBusLinesData['today'] = { day: '2026-11-25', time: '10:05', kind: 'workday' };

export const shuttleLines: ShuttleBusLinesData = {
  today,
  lines: [
    {
      id: 1,
      name: '东校区 → 西校区',
      campus: '东校区',
      from: '东校区北门',
      to: '西校区东门',
      stops: 4,
      firstBus: '07:00',
      lastBus: '21:30',
      next: { time: '10:30', minutes: 25 },
    },
    {
      id: 2,
      name: '西校区 → 东校区',
      campus: '西校区',
      from: '西校区东门',
      to: '东校区北门',
      stops: 4,
      firstBus: '07:15',
      lastBus: '21:45',
      next: { time: '10:15', minutes: 10 },
    },
    {
      id: 3,
      name: '校本部 → 高铁站',
      campus: '校本部',
      from: '校本部南门',
      to: '高铁站东广场',
      stops: 3,
      firstBus: '07:30',
      lastBus: '17:30',
      next: { time: '12:30', minutes: 145 },
    },
    { id: 6, name: '东校区 → 校本部', campus: '东校区', from: '东校区北门', to: '校本部南门', stops: 3, firstBus: '07:40', lastBus: '09:40', next: null },
  ],
};

export const shuttleDetail: ShuttleBusDetailData = {
  id: 1,
  name: '东校区 → 西校区',
  campus: '东校区',
  from: '东校区北门',
  to: '西校区东门',
  note: '刷校园卡乘车，满员后请等候下一班。',
  stops: [
    { name: '东校区北门', minutes: 0 },
    { name: '图书馆站', minutes: 5 },
    { name: '科技园', minutes: 15 },
    { name: '西校区东门', minutes: 25 },
  ],
  today,
  next: { time: '10:30', minutes: 25 },
  timetables: {
    workday: ['07:00', '07:30', '08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '12:00', '17:00', '21:30'],
    holiday: ['08:00', '09:00', '10:00', '14:00', '20:00'],
  },
};

/** API answers for each state of the shuttle pages. */
export const shuttleFixtures = {
  data: { '/shuttleBus/lines': ok(shuttleLines), '/shuttleBus/detail': ok(shuttleDetail) },
  empty: { '/shuttleBus/lines': ok({ today, lines: [] } satisfies ShuttleBusLinesData), '/shuttleBus/detail': failure(404, '该校车线路不存在或已停运') },
  ...failingStates(['/shuttleBus/lines', '/shuttleBus/detail'], '校车服务维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;
