/**
 * Seat answers for component tests and stories, shaped as the sandbox gives them on 2026-05-11 at 16:00
 * China time, checked against contracts/*.schema.json by tests/fixtures.test.ts.
 */
import { failingStates, failure, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { SeatBookingData, SeatRoomData, SeatRoomsData } from './generated/types.ts';

const PAGES = ['index', 'detail', 'chooseSeat', 'chooseSeatNew', 'chooseSeatxinxi', 'chooseSeatcheck'];
/** A student: books seats. */
export const seatStudent = { name: '王小明', auth: { home: { module: ['homepage'] }, seat: { module: PAGES } } };
/** The library's desk: also sees the rooms' check-in codes. */
export const seatDesk = { name: '张老师', auth: { home: { module: ['homepage'] }, seat: { module: [...PAGES, 'desk'] } } };

const at = (time: string) => Date.parse(`${time}:00+08:00`) / 1000;
const NOW = at('2026-05-11T16:00');

export const upcomingBooking: SeatBookingData = {
  id: 7,
  roomId: 1,
  room: '图书馆三楼自习区',
  place: '图书馆 3 楼东侧',
  seat: 'B01',
  window: true,
  power: true,
  day: '2026-05-11',
  start: '17:00',
  end: '19:00',
  startAt: at('2026-05-11T17:00'),
  endAt: at('2026-05-11T19:00'),
  state: 'upcoming',
  checkInFrom: at('2026-05-11T16:50'),
  checkInUntil: at('2026-05-11T17:10'),
  checkedInAt: null,
  awayUntil: null,
  leaveMinutes: 30,
  createdAt: at('2026-05-11T13:00'),
};

export const seatRooms: SeatRoomsData = {
  now: NOW,
  today: '2026-05-11',
  rooms: [
    {
      id: 1,
      name: '图书馆三楼自习区',
      place: '图书馆 3 楼东侧',
      openFrom: '07:30',
      openTo: '22:30',
      seats: 76,
      freeNow: 52,
      windowSeats: 8,
      powerSeats: 34,
      openNow: true,
      bannedUntil: null,
    },
    {
      id: 2,
      name: '二楼电子阅览室',
      place: '图书馆 2 楼 208',
      openFrom: '08:00',
      openTo: '22:00',
      seats: 40,
      freeNow: 27,
      windowSeats: 5,
      powerSeats: 40,
      openNow: true,
      bannedUntil: null,
    },
    {
      id: 3,
      name: '研究生自习室',
      place: '研究生楼 5 楼 501',
      openFrom: '06:30',
      openTo: '23:00',
      seats: 35,
      freeNow: 21,
      windowSeats: 6,
      powerSeats: 23,
      openNow: true,
      bannedUntil: at('2026-05-13T09:10'),
    },
  ],
  bookings: [upcomingBooking],
};

/** A small room's plan: 3 rows of 4 seats, an aisle after the second column, windows on the left. */
export const seatRoom: SeatRoomData = {
  now: NOW,
  today: '2026-05-11',
  bannedUntil: null,
  room: {
    id: 1,
    name: '图书馆三楼自习区',
    place: '图书馆 3 楼东侧',
    openFrom: '07:30',
    openTo: '22:30',
    rows: 3,
    cols: 4,
    aisles: [2],
    windowSide: 'left',
  },
  rules: { opensAt: '20:00', maxMinutes: 240, checkInBefore: 10, checkInAfter: 10, leaveMinutes: 30, noShowCount: 3, noShowDays: 30, banDays: 7 },
  days: [
    { day: '2026-05-11', open: true, opensAt: at('2026-05-10T20:00') },
    { day: '2026-05-12', open: false, opensAt: at('2026-05-11T20:00') },
  ],
  window: { day: '2026-05-11', start: '16:00', end: '18:00' },
  seats: [
    { id: 1, label: 'A01', row: 1, col: 1, window: true, power: false, state: 'taken' },
    { id: 2, label: 'A02', row: 1, col: 2, window: false, power: true, state: 'free' },
    { id: 3, label: 'A03', row: 1, col: 3, window: false, power: true, state: 'taken' },
    { id: 4, label: 'A04', row: 1, col: 4, window: false, power: false, state: 'free' },
    { id: 5, label: 'B01', row: 2, col: 1, window: true, power: true, state: 'mine' },
    { id: 6, label: 'B02', row: 2, col: 2, window: false, power: true, state: 'free' },
    { id: 7, label: 'B03', row: 2, col: 3, window: false, power: false, state: 'free' },
    { id: 8, label: 'B04', row: 2, col: 4, window: false, power: false, state: 'taken' },
    { id: 9, label: 'C01', row: 3, col: 1, window: true, power: false, state: 'free' },
    { id: 10, label: 'C02', row: 3, col: 2, window: false, power: true, state: 'free' },
    { id: 11, label: 'C04', row: 3, col: 4, window: false, power: false, state: 'free' },
  ],
  deskCode: null,
};

export const bookedSeat: SeatBookingData = {
  ...upcomingBooking,
  id: 8,
  seat: 'A02',
  window: false,
  power: true,
  start: '16:00',
  end: '18:00',
  state: 'checkInOpen',
};

const PATHS = ['/seat/rooms', '/seat/room', '/seat/booking'];

/** API answers for each state of the seat pages. */
export const seatFixtures = {
  data: {
    '/seat/rooms': ok(seatRooms),
    '/seat/room': ok(seatRoom),
    '/seat/booking': ok(upcomingBooking),
    '/seat/book': ok(bookedSeat),
    '/seat/checkin': ok({ ...upcomingBooking, state: 'inUse', checkedInAt: at('2026-05-11T16:55') }),
    '/seat/change': ok({ ...upcomingBooking, state: 'cancelled' }),
  },
  empty: {
    '/seat/rooms': ok({ now: NOW, today: '2026-05-11', rooms: [], bookings: [] } satisfies SeatRoomsData),
    '/seat/room': failure(404, '该自习室不存在或已关闭'),
    '/seat/booking': failure(404, '你目前没有待使用的座位预约'),
  },
  ...failingStates(PATHS, '座位预约系统维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;
