/**
 * Appointment answers for component tests and stories, shaped as the sandbox gives them (times in Unix
 * seconds, China time in the comments), checked against contracts/*.schema.json by tests/fixtures.test.ts.
 */
import { failingStates, failure, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type {
  Booking,
  GeneralAppMessagesData,
  GeneralAppMineData,
  GeneralAppSignboardData,
  GeneralAppSignlogData,
  GeneralAppSlotsData,
  GeneralAppTodayData,
  GeneralAppSpacesData,
  Space,
} from './generated/types.ts';

/** A student: books. */
export const booker = { name: '王小明', auth: { home: { module: ['homepage'] } } };
/** 张老师 of the logistics office: keeps the spaces (module manage). */
export const keeper = { name: '张老师', auth: { home: { module: ['homepage'] }, generalApp: { module: ['manage'] } } };

/** Unix seconds of a China-time moment in May 2026. */
export const at = (day: number, hhmm: string) => Date.parse(`2026-05-${String(day).padStart(2, '0')}T${hhmm}:00+08:00`) / 1000;

export const a301: Space = {
  id: 1,
  name: '研讨室 A301',
  category: 'room',
  location: '图书馆三楼 A301',
  capacity: 8,
  seats: 1,
  openFrom: '08:00',
  openTo: '22:00',
  slotMinutes: 60,
  maxSlots: 3,
  windowDays: 7,
  needsApproval: true,
  toleranceMinutes: 15,
  host: null,
  description: '8 人研讨桌、65 寸触控大屏、白板，适合小组讨论与答辩演练。',
};

export const spaces: GeneralAppSpacesData = {
  list: [
    a301,
    { ...a301, id: 2, name: '研讨室 A305', location: '图书馆三楼 A305', capacity: 6, needsApproval: false, description: '6 人研讨桌、投影仪，预约即通过。' },
    {
      ...a301,
      id: 4,
      name: '羽毛球场 3号场',
      category: 'sports',
      location: '体育馆一层 3号场',
      capacity: 4,
      maxSlots: 2,
      windowDays: 3,
      openTo: '21:00',
      needsApproval: false,
      description: '标准塑胶场地，请穿运动鞋入场，球拍自备。',
    },
    {
      ...a301,
      id: 6,
      name: '心理咨询',
      category: 'service',
      location: '学生活动中心 206 心理健康教育中心',
      capacity: 1,
      maxSlots: 1,
      windowDays: 14,
      openFrom: '09:00',
      openTo: '17:00',
      toleranceMinutes: 10,
      host: '林晓雯（国家二级心理咨询师）',
      description: '一对一个体咨询，内容严格保密。',
    },
    {
      ...a301,
      id: 7,
      name: '学术讲座：人工智能与未来教育',
      category: 'service',
      location: '信息楼一层报告厅',
      capacity: 1,
      seats: 100,
      maxSlots: 1,
      windowDays: 14,
      openFrom: '19:00',
      openTo: '21:00',
      slotMinutes: 120,
      needsApproval: false,
      host: '周明远 教授',
      description: '每周四晚举行，每场 100 个座位，凭预约入场。',
    },
    {
      ...a301,
      id: 8,
      name: '学术报告厅',
      category: 'hall',
      location: '行政楼四层报告厅',
      capacity: 300,
      slotMinutes: 120,
      windowDays: 30,
      toleranceMinutes: 30,
      description: '300 座，配备音响、双投影与同声传译间。',
    },
  ],
};

/** A301 on Tuesday 12 May 2026, seen on the 11th: 14:00 taken by someone, 16:00 the user's own. */
export const a301Slots: GeneralAppSlotsData = {
  space: a301,
  day: '2026-05-12',
  days: ['2026-05-11', '2026-05-12', '2026-05-13', '2026-05-14', '2026-05-15', '2026-05-16', '2026-05-17', '2026-05-18'],
  slots: Array.from({ length: 14 }, (_, index) => {
    const start = at(12, `${String(8 + index).padStart(2, '0')}:00`);
    const taken = index === 6 || index === 8 ? 1 : 0;
    return { start, end: start + 3600, taken, free: taken === 0, mine: index === 8 };
  }),
};

/** The demo student's group booking of A301, approved and signed in on time. */
export const groupBooking: Booking = {
  id: 1,
  spaceId: 1,
  spaceName: '研讨室 A301',
  location: '图书馆三楼 A301',
  category: 'room',
  start: at(12, '16:00'),
  end: at(12, '18:00'),
  slots: 2,
  purpose: '数据结构课程小组讨论',
  people: 4,
  attendees: ['李思远', '张雨桐', '陈博文'],
  state: 'approved',
  reason: null,
  booker: 'student',
  bookerName: '王小明',
  createdAt: at(10, '20:13'),
  decidedAt: at(11, '09:02'),
  decidedBy: '张老师',
  signedAt: null,
  late: false,
  canCancel: true,
};

const courtBooking: Booking = {
  ...groupBooking,
  id: 412,
  spaceId: 4,
  spaceName: '羽毛球场 3号场',
  location: '体育馆一层 3号场',
  category: 'sports',
  start: at(13, '19:00'),
  end: at(13, '20:00'),
  slots: 1,
  purpose: '羽毛球日常锻炼',
  people: 2,
  attendees: [],
  decidedAt: at(11, '21:40'),
  decidedBy: null,
  createdAt: at(11, '21:40'),
};

const pendingBooking: Booking = {
  ...groupBooking,
  id: 415,
  start: at(14, '10:00'),
  end: at(14, '11:00'),
  slots: 1,
  purpose: '毕业论文开题答辩演练',
  people: 5,
  attendees: [],
  state: 'pending',
  decidedAt: null,
  decidedBy: null,
  createdAt: at(11, '15:30'),
};

export const mine: GeneralAppMineData = { total: 3, list: [groupBooking, courtBooking, pendingBooking] };

export const history: GeneralAppMineData = {
  total: 2,
  list: [
    {
      ...groupBooking,
      id: 377,
      start: at(8, '14:00'),
      end: at(8, '15:00'),
      slots: 1,
      attendees: [],
      people: 3,
      signedAt: at(8, '14:06'),
      late: true,
      canCancel: false,
    },
    {
      ...pendingBooking,
      id: 352,
      spaceName: '学术报告厅',
      location: '行政楼四层报告厅',
      category: 'hall',
      start: at(6, '14:00'),
      end: at(6, '16:00'),
      purpose: '计算机学院学术报告会',
      people: 120,
      state: 'rejected',
      reason: '该时段已安排学院活动，请改约其他时段',
      decidedAt: at(4, '10:20'),
      decidedBy: '张老师',
      canCancel: false,
    },
  ],
};

export const messages: GeneralAppMessagesData = {
  list: [
    {
      id: 31,
      kind: 'approved',
      at: at(11, '09:02'),
      bookingId: 1,
      spaceName: '研讨室 A301',
      start: at(12, '16:00'),
      end: at(12, '18:00'),
      reason: null,
      by: '张老师',
    },
    {
      id: 27,
      kind: 'rejected',
      at: at(4, '10:20'),
      bookingId: 352,
      spaceName: '学术报告厅',
      start: at(6, '14:00'),
      end: at(6, '16:00'),
      reason: '该时段已安排学院活动，请改约其他时段',
      by: '张老师',
    },
  ],
};

/** What the keeper sees waiting: two students' bookings of A301. */
export const pending: GeneralAppMineData = {
  total: 2,
  list: [
    { ...pendingBooking, booker: '20231008', bookerName: '李子涵', canCancel: false },
    {
      ...pendingBooking,
      id: 418,
      start: at(15, '19:00'),
      end: at(15, '21:00'),
      slots: 2,
      purpose: '挑战杯项目组会',
      people: 6,
      booker: '20231036',
      bookerName: '陈思远',
      canCancel: false,
    },
  ],
};

export const approvedPending: { booking: Booking } = { booking: { ...pending.list[0]!, state: 'approved', decidedAt: at(11, '16:05'), decidedBy: '张老师' } };

export const today: GeneralAppTodayData = {
  day: '2026-05-12',
  total: 2,
  list: [
    { ...groupBooking, canCancel: false },
    { ...courtBooking, booker: '20231015', bookerName: '周一诺', canCancel: false },
  ],
};

export const signboard: GeneralAppSignboardData = {
  space: a301,
  token: 'lib-a301-7f3k2q',
  day: '2026-05-12',
  list: [
    {
      ...groupBooking,
      start: at(12, '09:00'),
      end: at(12, '10:00'),
      id: 402,
      booker: '20231022',
      bookerName: '黄浩然',
      slots: 1,
      signedAt: at(12, '08:52'),
      canCancel: false,
    },
    {
      ...groupBooking,
      start: at(12, '10:00'),
      end: at(12, '11:00'),
      id: 405,
      booker: '20231029',
      bookerName: '刘佳怡',
      slots: 1,
      signedAt: at(12, '10:09'),
      late: true,
      canCancel: false,
    },
    { ...groupBooking, canCancel: false },
  ],
};

export const signlog: GeneralAppSignlogData = {
  total: 231,
  list: [
    { id: 240, bookingId: 405, spaceName: '研讨室 A301', bookerName: '刘佳怡', booker: '20231029', start: at(12, '10:00'), at: at(12, '10:09'), late: true },
    { id: 239, bookingId: 402, spaceName: '研讨室 A301', bookerName: '黄浩然', booker: '20231022', start: at(12, '09:00'), at: at(12, '08:52'), late: false },
    {
      id: 236,
      bookingId: 398,
      spaceName: '羽毛球场 3号场',
      bookerName: '周一诺',
      booker: '20231015',
      start: at(11, '19:00'),
      at: at(11, '18:47'),
      late: false,
    },
  ],
  spaces: spaces.list.map(({ id, name }) => ({ id, name })),
};

const PATHS = ['spaces', 'slots', 'mine', 'booking', 'messages', 'pending', 'today', 'signboard', 'signlog'].map((name) => `/generalApp/${name}`);

/** API answers for each state of the appointment pages. */
export const generalAppFixtures = {
  data: {
    '/generalApp/spaces': ok(spaces),
    '/generalApp/slots': ok(a301Slots),
    '/generalApp/mine': (query: URLSearchParams) => ok(query.get('scope') === 'history' ? history : mine),
    '/generalApp/booking': ok({ booking: groupBooking }),
    '/generalApp/messages': ok(messages),
    '/generalApp/pending': ok(pending),
    '/generalApp/today': ok(today),
    '/generalApp/signboard': ok(signboard),
    '/generalApp/signlog': ok(signlog),
  },
  empty: {
    '/generalApp/spaces': ok({ list: [] }),
    '/generalApp/slots': ok({ ...a301Slots, slots: [] }),
    '/generalApp/mine': ok({ total: 0, list: [] }),
    '/generalApp/booking': failure(404, '该预约不存在'),
    '/generalApp/messages': ok({ list: [] }),
    '/generalApp/pending': ok({ total: 0, list: [] }),
    '/generalApp/today': ok({ day: '2026-05-12', total: 0, list: [] }),
    '/generalApp/signboard': ok({ ...signboard, list: [] }),
    '/generalApp/signlog': ok({ total: 0, list: [], spaces: signlog.spaces }),
  },
  ...failingStates(PATHS, '预约系统维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;
