/**
 * Personal agenda answers for component tests and stories: 王小明's week of 2026-11-23 (today Thursday
 * the 26th), his upcoming items and one to edit, shaped as the sandbox gives them, checked against
 * contracts/*.schema.json by tests/fixtures.test.ts.
 */
import { failingStates, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { Entry, PersonalAgendaItemData, PersonalAgendaListData, PersonalAgendaRangeData } from './generated/types.ts';

/** A logged-in student: the app needs no permission, only a login. */
export const agendaStudent = { name: '王小明', auth: { home: { module: ['homepage'] } } };

/** China time `2026-11-26 14:00` in epoch seconds. */
const at = (day: string, time = '00:00') => Date.parse(`${day}T${time}:00+08:00`) / 1000;

const entry = (id: number, day: string, from: string, to: string, title: string, more: Partial<Entry> = {}): Entry => ({
  id,
  date: day,
  title,
  allDay: from === 'all',
  start: from === 'all' ? at(day) : at(day, from),
  end: from === 'all' ? at(day) : at(day, to),
  place: '',
  note: '',
  remindMinutes: 15,
  repeatUntil: null,
  done: false,
  ...more,
});

export const badminton = entry(2, '2026-11-25', '19:00', '21:00', '羽毛球社训练', { place: '体育馆二楼', remindMinutes: 60, repeatUntil: '2026-12-23' });
export const defence = entry(3, '2026-11-26', '14:00', '16:00', '数据结构课程设计中期检查', {
  place: '信息楼 305',
  note: '准备 5 分钟 PPT，演示哈夫曼编码模块',
  remindMinutes: 30,
});

export const studentWeek: PersonalAgendaRangeData = {
  today: '2026-11-26',
  from: '2026-11-23',
  to: '2026-11-29',
  list: [
    entry(1, '2026-11-23', '10:10', '11:45', '高等数学习题课', { place: '教学楼 A203', note: '带上第六章习题册', repeatUntil: '2027-01-11', done: false }),
    entry(4, '2026-11-24', 'all', '', '图书馆还书：《算法导论》', { place: '图书馆一楼总服务台', remindMinutes: 1440, done: true }),
    badminton,
    entry(5, '2026-11-26', '08:00', '09:35', '大学物理实验：迈克尔逊干涉', { place: '理科楼 实验室 412', remindMinutes: 30, done: true }),
    defence,
    entry(6, '2026-11-28', '13:30', '17:00', '青年志愿者：社区敬老院服务', { place: '学府路社区敬老院', remindMinutes: 60 }),
  ],
};

export const studentUpcoming: PersonalAgendaListData = {
  today: '2026-11-26',
  total: 12,
  list: [
    defence,
    entry(6, '2026-11-28', '13:30', '17:00', '青年志愿者：社区敬老院服务', { place: '学府路社区敬老院', remindMinutes: 60 }),
    entry(1, '2026-11-30', '10:10', '11:45', '高等数学习题课', { place: '教学楼 A203', note: '带上第六章习题册', repeatUntil: '2027-01-11' }),
    entry(7, '2026-12-02', '18:30', '19:30', '班会：奖学金评定说明', { place: '信息楼 210' }),
    entry(8, '2026-12-22', 'all', '', '妈妈生日', { remindMinutes: 1440, note: '提前订好蛋糕' }),
  ],
};

export const defenceItem: PersonalAgendaItemData = { today: '2026-11-26', item: defence };

const PATHS = ['/personalAgenda/range', '/personalAgenda/list', '/personalAgenda/item'];

/** API answers for each state of the agenda pages. */
export const agendaFixtures = {
  data: {
    '/personalAgenda/range': ok(studentWeek),
    '/personalAgenda/list': ok(studentUpcoming),
    '/personalAgenda/item': ok(defenceItem),
    '/personalAgenda/done': ok({ id: 3, done: true }),
    '/personalAgenda/remove': ok({ id: 3, done: false }),
    '/personalAgenda/save': ok(defenceItem),
  },
  empty: {
    '/personalAgenda/range': ok({ today: '2026-11-26', from: '2026-11-23', to: '2026-11-29', list: [] }),
    '/personalAgenda/list': ok({ today: '2026-11-26', total: 0, list: [] }),
    '/personalAgenda/item': ok(defenceItem),
  },
  ...failingStates(PATHS, '日程服务维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;
