/**
 * Ticket answers for component tests and stories, shaped as the sandbox gives them, checked against
 * contracts/*.schema.json by tests/fixtures.test.ts. The server's clock stands at 2026-11-25 10:00 (China
 * time); the gala's sale opens four and a half minutes later. The detail answers each seeded event by id.
 */
import { failingStates, failure, ok, student, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { EventSummary, Ticket, TicketCheckData, TicketDetailData, TicketListData } from './generated/types.ts';
import { TRIP_FORM } from './sandbox/tripForm.ts';

/** The server's clock in the fixtures (milliseconds): 2026-11-25 10:00 China time. */
export const FIXTURE_NOW = Date.UTC(2026, 10, 25, 2);
const NOW = FIXTURE_NOW / 1000;
const DAY = 86_400;
const HOUR = 3600;
const text = (zh: string, en: string, tw: string) => ({ zh, en, tw });

/** A student of the demo school (王小明). */
export const ticketStudent = { ...student, auth: { ...student.auth, ticket: { module: ['index', 'detail', 'success'] } } };
/** The checker at the door (陈立峰, module `check`). */
export const ticketChecker = { name: '陈立峰', auth: { home: { module: ['homepage'] }, ticket: { module: ['index', 'detail', 'success', 'check'] } } };

export const lectureTicket: Ticket = { id: 901, eventId: 2, code: 'K7QX4M2P9A', state: 'valid', grabbedAt: NOW - 600, refundable: true };
const sportsTicket: Ticket = {
  id: 77,
  eventId: 7,
  code: 'HB3M7XK2QD',
  state: 'checked',
  grabbedAt: NOW - 12 * DAY,
  checkedAt: NOW - 6 * DAY - 600,
  refundable: false,
};
const heldTicket: Ticket = { id: 902, eventId: 6, code: 'T9W3RQ7M2K', state: 'held', grabbedAt: NOW - 120, holdUntil: NOW + 13 * 60, refundable: true };

const LECTURE_TITLE = text('“人工智能与未来教育”名家讲座', 'Lecture: AI and the future of education', '「人工智慧與未來教育」名家講座');

const event = (summary: Omit<EventSummary, 'seated' | 'collects' | 'subscribed'> & Partial<EventSummary>): EventSummary => ({
  seated: false,
  collects: false,
  subscribed: false,
  ...summary,
});

const lecture = event({
  id: 2,
  kind: 'lecture',
  title: LECTURE_TITLE,
  place: text('图书馆报告厅', 'Library Lecture Hall', '圖書館報告廳'),
  startsAt: NOW + 2 * DAY + 4.5 * HOUR,
  opensAt: NOW - 22 * HOUR,
  closesAt: NOW + 2 * DAY + 4 * HOUR,
  stock: 200,
  left: 63,
  state: 'open',
});
const concert = event({
  id: 3,
  kind: 'concert',
  title: text('新年音乐会', 'New Year concert', '新年音樂會'),
  place: text('音乐厅', 'Concert Hall', '音樂廳'),
  startsAt: NOW + 5 * DAY + 9.5 * HOUR,
  opensAt: NOW - DAY,
  closesAt: NOW + 5 * DAY + 8 * HOUR,
  stock: 160,
  left: 88,
  state: 'open',
  seated: true,
});
const roundTable = event({
  id: 5,
  kind: 'workshop',
  title: text('讲座会后圆桌交流', 'Round table after the lecture', '講座會後圓桌交流'),
  place: text('图书馆 3 楼研讨室', 'Library, seminar room, 3rd floor', '圖書館 3 樓研討室'),
  startsAt: NOW + 2 * DAY + 6.5 * HOUR,
  opensAt: NOW - 22 * HOUR,
  closesAt: NOW + 2 * DAY + 6 * HOUR,
  stock: 40,
  left: 28,
  state: 'open',
  prerequisite: { id: 2, title: LECTURE_TITLE, held: false },
});
const trip = event({
  id: 6,
  kind: 'trip',
  title: text('寒假社会实践·北京研学团', 'Winter study trip to Beijing', '寒假社會實踐·北京研學團'),
  place: text('北京（学校统一乘高铁前往）', 'Beijing (by high-speed train, together)', '北京（學校統一乘高鐵前往）'),
  startsAt: NOW + 20 * DAY - 2 * HOUR,
  opensAt: NOW - DAY,
  closesAt: NOW + 10 * DAY + 8 * HOUR,
  stock: 30,
  left: 21,
  state: 'open',
  collects: true,
});
const gala = event({
  id: 1,
  kind: 'gala',
  title: text('2026 级迎新晚会', 'Freshers’ welcome gala 2026', '2026 級迎新晚會'),
  place: text('大学生活动中心大礼堂', 'Student Activity Centre, Grand Hall', '大學生活動中心大禮堂'),
  startsAt: NOW + 3 * DAY + 9 * HOUR,
  opensAt: NOW + 270,
  closesAt: NOW + 3 * DAY + 8 * HOUR,
  stock: 600,
  left: 600,
  state: 'upcoming',
});
const play = event({
  id: 4,
  kind: 'drama',
  title: text('话剧《雷雨》', 'Drama: Thunderstorm', '話劇《雷雨》'),
  place: text('大学生活动中心小剧场', 'Student Activity Centre, Little Theatre', '大學生活動中心小劇場'),
  startsAt: NOW + 4 * DAY + 9 * HOUR,
  opensAt: NOW - 2 * DAY,
  closesAt: NOW + 4 * DAY + 8 * HOUR,
  stock: 120,
  left: 0,
  state: 'soldOut',
  subscribed: true,
});
const sports = event({
  id: 7,
  kind: 'sports',
  title: text('秋季运动会开幕式', 'Autumn sports meeting: opening ceremony', '秋季運動會開幕式'),
  place: text('东区田径场', 'East Athletics Field', '東區田徑場'),
  startsAt: NOW - 6 * DAY - 1.5 * HOUR,
  opensAt: NOW - 12 * DAY,
  closesAt: NOW - 7 * DAY + 8 * HOUR,
  stock: 300,
  left: 14,
  state: 'ended',
  mine: sportsTicket,
});

export const ticketList: TicketListData = {
  now: FIXTURE_NOW,
  events: [{ ...lecture, mine: lectureTicket }, concert, roundTable, trip, gala, play, sports],
};

const describe = (summary: EventSummary, description: ReturnType<typeof text>, extra: Partial<TicketDetailData> = {}): TicketDetailData => ({
  ...summary,
  description,
  refundUntil: summary.startsAt - 2 * HOUR,
  holdMinutes: 15,
  now: FIXTURE_NOW,
  ...extra,
});

const TAKEN = ['1-7', '1-8', '1-9', '2-5', '2-6', '3-8', '4-1', '4-2', '5-8', '5-9', '6-12', '7-3', '8-14', '9-16', '10-1'];

/** Each event's detail, by id: the ones the stories and page tests open. */
export const ticketDetails: Record<number, TicketDetailData> = {
  1: describe(
    gala,
    text(
      '校团委、学生会主办。每人限抢一张，凭兑换码入场。',
      'Hosted by the Youth League. One ticket each.',
      '校團委、學生會主辦。每人限搶一張，憑兌換碼入場。',
    ),
  ),
  2: describe({ ...lecture, mine: lectureTicket }, text('主讲：清华大学 陈教授。', 'Speaker: Professor Chen, Tsinghua University.', '主講：清華大學 陳教授。')),
  3: describe(concert, text('对号入座，请在座位图上选座。', 'Seats are numbered: choose yours on the seat map.', '對號入座，請在座位圖上選座。'), {
    seats: { rows: 10, perRow: 16, taken: TAKEN },
  }),
  4: describe(play, text('票已抢光，可订阅。', 'Sold out: subscribe.', '票已搶光，可訂閱。')),
  5: describe(roundTable, text('与主讲人面对面交流，限 40 人。', 'Meet the speaker, 40 places.', '與主講人面對面交流，限 40 人。')),
  6: describe({ ...trip, mine: heldTicket }, text('为期 5 天。', 'Five days.', '為期 5 天。'), { form: TRIP_FORM }),
  7: describe(sports, text('开幕式入场券，已结束。', 'Over.', '開幕式入場券，已結束。')),
};

export const checkedIn: TicketCheckData = {
  outcome: 'checked',
  code: 'K7QX4M2P9A',
  holder: '王小明',
  event: LECTURE_TITLE,
  checkedAt: NOW,
  checkedBy: '陈立峰',
};

const NOT_FOUND = '该活动不存在或已下架';
const detailById = (query: URLSearchParams) => {
  const detail = ticketDetails[Number(query.get('id'))];
  return detail ? ok(detail) : failure(404, NOT_FOUND);
};

const PATHS = ['/ticket/list', '/ticket/detail', '/ticket/clock'];

/** API answers for each state of the ticket pages. */
export const ticketFixtures = {
  data: {
    '/ticket/list': ok(ticketList),
    '/ticket/detail': detailById,
    '/ticket/clock': ok({ now: FIXTURE_NOW }),
    '/ticket/grab': ok({ ticket: { ...lectureTicket, eventId: 3, seat: { row: 3, seat: 9 } } }),
    '/ticket/subscribe': ok({ id: 4, subscribed: false }),
    '/ticket/refund': ok({ id: 2, left: 64 }),
    '/ticket/check': ok(checkedIn),
  },
  empty: {
    '/ticket/list': ok({ now: FIXTURE_NOW, events: [] } satisfies TicketListData),
    '/ticket/detail': failure(404, NOT_FOUND),
    '/ticket/clock': ok({ now: FIXTURE_NOW }),
  },
  ...failingStates(PATHS, '票务系统维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;
