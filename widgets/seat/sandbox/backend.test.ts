/**
 * The seat backend on the sandbox's own clock (seeded on 2026-05-11, 16:00 China time): the rooms and the
 * demo student's booking; every rule read from the room's row, so a room with other values (or a row
 * changed) behaves differently; every refusal naming its reason in the reader's language; check-in by
 * the desk's daily code; temporary leave; unclaimed seats released by the clock alone; the no-show ban.
 */
import { describe, expect, it } from 'vitest';
import type { SeatBookBody } from '../generated/types.ts';
import { SandboxErrorCode, dayStart } from '../../../sandbox/kit.ts';
import { callAs, clockedSandbox, expectContract, keyedCaller, type KeyedCaller } from '../../../sandbox/testing.ts';
import { deskCodeOf } from './deskCode.ts';
import { SEAT_MESSAGES } from './seatMessages.ts';

const env = clockedSandbox();
const DAY = '2026-05-11';
const LIBRARY = 1;
const E_READING = 2;
const GRADUATE = 3;

/** Moves the sandbox's clock to a China time of the seeded day (or another: `2026-05-12T08:00`). */
const at = (time: string) => {
  env.clock = Date.parse(`${time.includes('T') ? time : `${DAY}T${time}`}:00+08:00`);
};
const as = (username: string, language?: 'en' | 'tw') => callAs(env.sandbox.app, username, language);
const seatId = (room: number, label: string) =>
  env.sandbox.db.prepare<[number, string], { id: number }>('SELECT id FROM seat_seats WHERE room_id = ? AND label = ?').get(room, label)!.id;
const codeOf = (room: number, day = DAY) =>
  deskCodeOf(env.sandbox.db.prepare<[number], { desk_secret: string }>('SELECT desk_secret FROM seat_rooms WHERE id = ?').get(room)!.desk_secret, day);

/** A seat of the room free for the whole time, from the room's own plan. */
async function freeSeat(reader: KeyedCaller, room: number, day: string, start: string, end: string, skip = 0) {
  const answer = await reader.get('seat.room', { id: room, day, start, end });
  expect(answer.e).toBe(0);
  return answer.d.seats.filter((seat) => seat.state === 'free')[skip]!;
}

const book = (reader: KeyedCaller, body: SeatBookBody) => reader.post('seat.book', body);

describe('seat.rooms and seat.room', () => {
  it('lists the three rooms with their free seats now and the student’s booking coming up', async () => {
    const student = await as('student');
    const answer = await student.get('seat.rooms');
    expect(answer.e).toBe(0);
    expectContract('seat.rooms', answer.d);
    expect(answer.d.today).toBe(DAY);
    expect(answer.d.rooms.map((room) => room.name)).toEqual(['图书馆三楼自习区', '二楼电子阅览室', '研究生自习室']);
    const library = answer.d.rooms[0]!;
    expect(library).toMatchObject({ seats: 76, openFrom: '07:30', openTo: '22:30', openNow: true, bannedUntil: null });
    expect(library.freeNow).toBeLessThan(library.seats);
    expect(library.freeNow).toBeGreaterThan(library.seats / 2);
    expect(answer.d.bookings).toHaveLength(1);
    expect(answer.d.bookings[0]).toMatchObject({
      room: '图书馆三楼自习区',
      seat: 'B01',
      window: true,
      power: true,
      start: '17:00',
      end: '19:00',
      state: 'upcoming',
    });
    // The plan now agrees with the count.
    const plan = await student.get('seat.room', { id: LIBRARY, day: DAY, start: '16:00', end: '16:30' });
    expectContract('seat.room', plan.d);
    expect(plan.d.seats.filter((seat) => seat.state === 'free').length).toBe(library.freeNow);
    expect(plan.d.deskCode).toBeNull();
  });

  it('answers in the reader’s language, shows the rule row and the next bookable time, the desk’s code to the desk only', async () => {
    const student = await as('student', 'en');
    const plan = await student.get('seat.room', { id: GRADUATE });
    expect(plan.d.room).toMatchObject({ name: 'Graduate study room', rows: 6, cols: 6, aisles: [3], windowSide: 'left' });
    expect(plan.d.rules).toEqual({
      opensAt: '18:00',
      maxMinutes: 480,
      checkInBefore: 15,
      checkInAfter: 15,
      leaveMinutes: 60,
      noShowCount: 2,
      noShowDays: 14,
      banDays: 3,
    });
    expect(plan.d.window).toEqual({ day: DAY, start: '16:00', end: '18:00' });
    expect(plan.d.days).toEqual([
      { day: DAY, open: true, opensAt: Date.parse('2026-05-10T18:00:00+08:00') / 1000 },
      { day: '2026-05-12', open: false, opensAt: Date.parse('2026-05-11T18:00:00+08:00') / 1000 },
    ]);
    const staff = await as('staff');
    expect((await staff.get('seat.room', { id: GRADUATE })).d.deskCode).toBe(codeOf(GRADUATE));
    expect(codeOf(GRADUATE)).not.toBe(codeOf(GRADUATE, '2026-05-12'));
    expect(codeOf(GRADUATE)).not.toBe(codeOf(LIBRARY));
  });

  it('refuses a visitor (403) and anyone without a login; 404 for a room that does not exist', async () => {
    const visitor = await as('visitor');
    expect(await visitor.get('seat.rooms')).toEqual({ e: SandboxErrorCode.forbidden, m: '座位预约仅对本校师生开放', d: null });
    expect((await keyedCaller(env.sandbox.app).get('seat.rooms')).e).toBe(SandboxErrorCode.notLoggedIn);
    expect(await (await as('student')).get('seat.room', { id: 99 })).toEqual({ e: SandboxErrorCode.notFound, m: SEAT_MESSAGES.roomMissing.zh, d: null });
  });
});

describe('seat.book: the rules of the room’s row', () => {
  it('books a free seat; another student is refused it with the reason, and nobody holds two seats at once', async () => {
    const student = await as('student2');
    const seat = await freeSeat(student, LIBRARY, DAY, '19:00', '21:00');
    const booked = await book(student, { roomId: LIBRARY, seatId: seat.id, day: DAY, start: '19:00', end: '21:00' });
    expect(booked.e).toBe(0);
    expectContract('seat.book', booked.d);
    expect(booked.d).toMatchObject({ seat: seat.label, start: '19:00', end: '21:00', state: 'upcoming' });
    const other = await as('student');
    expect(await book(other, { roomId: LIBRARY, seatId: seat.id, day: DAY, start: '20:00', end: '21:00' })).toEqual({
      e: SandboxErrorCode.conflict,
      m: `座位 ${seat.label} 在 20:00–21:00 已被别人预约，请换一个座位或时间`,
      d: null,
    });
    // 王小明 holds B01 17:00–19:00: another seat overlapping it is refused, one right after is fine.
    const second = await freeSeat(other, GRADUATE, DAY, '18:30', '20:00');
    expect((await book(other, { roomId: GRADUATE, seatId: second.id, day: DAY, start: '18:30', end: '20:00' })).m).toBe(
      '你在这段时间已有预约（图书馆三楼自习区 B01，17:00–19:00），同一时间只能预约一个座位',
    );
    expect((await book(other, { roomId: GRADUATE, seatId: second.id, day: DAY, start: '19:00', end: '20:00' })).e).toBe(0);
    const en = await as('student', 'en');
    expect((await book(en, { roomId: LIBRARY, seatId: seat.id, day: DAY, start: '20:00', end: '21:00' })).m).toBe(
      `Seat ${seat.label} is already booked for 20:00–21:00: choose another seat or time`,
    );
  });

  it('opens tomorrow’s booking at the row’s time the evening before: 20:00 in the library, 18:00 in the graduate room', async () => {
    at('19:59');
    const student = await as('student2');
    const library = await freeSeat(student, LIBRARY, '2026-05-12', '08:00', '10:00');
    expect((await book(student, { roomId: LIBRARY, seatId: library.id, day: '2026-05-12', start: '08:00', end: '10:00' })).m).toBe(
      '2026-05-12 的座位还未开放预约，将于 2026-05-11 20:00 开放',
    );
    const graduate = await freeSeat(student, GRADUATE, '2026-05-12', '08:00', '10:00');
    expect((await book(student, { roomId: GRADUATE, seatId: graduate.id, day: '2026-05-12', start: '08:00', end: '10:00' })).e).toBe(0);
    at('20:00');
    expect((await book(student, { roomId: LIBRARY, seatId: library.id, day: '2026-05-12', start: '10:00', end: '12:00' })).e).toBe(0);
    expect((await book(student, { roomId: LIBRARY, seatId: library.id, day: '2026-05-13', start: '10:00', end: '12:00' })).m).toBe(
      '2026-05-13 的座位还未开放预约，将于 2026-05-12 20:00 开放',
    );
  });

  it('refuses longer than the room allows: 4 hours in the library, 2 in the e-reading room, 8 in the graduate room', async () => {
    const student = await as('student2');
    const library = await freeSeat(student, LIBRARY, DAY, '17:00', '21:30');
    expect((await book(student, { roomId: LIBRARY, seatId: library.id, day: DAY, start: '17:00', end: '21:30' })).m).toBe('每次最多预约 4 小时，请缩短时间');
    const reading = await freeSeat(student, E_READING, DAY, '17:00', '19:30');
    expect((await book(student, { roomId: E_READING, seatId: reading.id, day: DAY, start: '17:00', end: '19:30' })).m).toBe('每次最多预约 2 小时，请缩短时间');
    const graduate = await freeSeat(student, GRADUATE, DAY, '17:00', '22:00');
    expect((await book(student, { roomId: GRADUATE, seatId: graduate.id, day: DAY, start: '17:00', end: '22:00' })).e).toBe(0);
  });

  it('refuses times off the half hour, outside the opening hours, a day gone and a time whose check-in has closed', async () => {
    const student = await as('student2', 'tw');
    const seat = await freeSeat(student, LIBRARY, DAY, '16:00', '16:30');
    const attempt = (day: string, start: string, end: string) => book(student, { roomId: LIBRARY, seatId: seat.id, day, start, end });
    expect((await attempt(DAY, '17:15', '18:00')).m).toBe('開始和結束時間須為整點或半點，且結束晚於開始');
    expect((await attempt(DAY, '18:00', '17:00')).m).toBe('開始和結束時間須為整點或半點，且結束晚於開始');
    expect((await attempt(DAY, '22:00', '23:00')).m).toBe('該自習室的開放時間為 07:30–22:30，請在開放時間內預約');
    expect((await attempt('2026-05-10', '10:00', '11:00')).m).toBe('不能預約已經過去的日期');
    at('16:10');
    expect((await attempt(DAY, '16:00', '17:00')).m).toBe('這個時段的簽到已於 16:10 截止，請選擇之後的時間');
    at('16:09');
    expect((await attempt(DAY, '16:00', '17:00')).e).toBe(0);
  });

  it('follows a changed rule row at once', async () => {
    const student = await as('student2');
    const seat = await freeSeat(student, LIBRARY, DAY, '17:00', '22:00');
    const body = { roomId: LIBRARY, seatId: seat.id, day: DAY, start: '17:00', end: '22:00' };
    expect((await book(student, body)).m).toBe('每次最多预约 4 小时，请缩短时间');
    env.sandbox.db.prepare('UPDATE seat_rules SET max_minutes = 300 WHERE room_id = ?').run(LIBRARY);
    expect((await book(student, body)).e).toBe(0);
  });
});

describe('checking in, leaving, releasing', () => {
  it('checks in with today’s desk code within the window; too early, wrong code and too late are refused', async () => {
    const student = await as('student');
    const [mine] = (await student.get('seat.rooms')).d.bookings;
    const checkIn = (code: string) => student.post('seat.checkin', { id: mine!.id, code });
    at('16:49');
    expect((await checkIn(codeOf(LIBRARY))).m).toBe('还没到签到时间，16:50 起可以签到');
    at('16:50');
    expect((await checkIn(codeOf(GRADUATE))).m).toBe(SEAT_MESSAGES.wrongCode.zh);
    expect((await checkIn(codeOf(LIBRARY, '2026-05-10'))).m).toBe(SEAT_MESSAGES.wrongCode.zh);
    const done = await checkIn(` ${codeOf(LIBRARY)} `);
    expect(done.e).toBe(0);
    expectContract('seat.checkin', done.d);
    expect(done.d).toMatchObject({ state: 'inUse', checkedInAt: Date.parse(`${DAY}T16:50:00+08:00`) / 1000 });
    expect((await checkIn(codeOf(LIBRARY))).m).toBe(SEAT_MESSAGES.alreadyIn.zh);
  });

  it('releases an unclaimed seat when its check-in window closes, with no timer: the next reader may book it', async () => {
    const student = await as('student');
    const [mine] = (await student.get('seat.rooms')).d.bookings;
    const seat = seatId(LIBRARY, 'B01');
    at('17:10');
    expect((await student.get('seat.booking', { id: mine!.id })).d.state).toBe('checkInOpen');
    at('17:11');
    expect((await student.get('seat.booking', { id: mine!.id })).d.state).toBe('noShow');
    expect((await student.post('seat.checkin', { id: mine!.id, code: codeOf(LIBRARY) })).m).toBe('签到已于 17:10 截止，座位已自动释放');
    const other = await as('student2');
    const plan = await other.get('seat.room', { id: LIBRARY, day: DAY, start: '17:30', end: '19:00' });
    expect(plan.d.seats.find((one) => one.id === seat)!.state).toBe('free');
    expect((await book(other, { roomId: LIBRARY, seatId: seat, day: DAY, start: '17:30', end: '19:00' })).e).toBe(0);
  });

  it('lets a reader step away for the row’s minutes: back in time keeps the seat, longer releases it', async () => {
    const student = await as('student');
    const [mine] = (await student.get('seat.rooms')).d.bookings;
    const id = mine!.id;
    at('17:00');
    expect((await student.post('seat.change', { id, action: 'leave' })).m).toBe(SEAT_MESSAGES.leaveNotIn.zh);
    expect((await student.post('seat.checkin', { id, code: codeOf(LIBRARY) })).e).toBe(0);
    const away = await student.post('seat.change', { id, action: 'leave' });
    expect(away.d).toMatchObject({ state: 'away', awayUntil: Date.parse(`${DAY}T17:30:00+08:00`) / 1000 });
    at('17:29');
    expect((await student.post('seat.checkin', { id, code: codeOf(LIBRARY) })).d).toMatchObject({ state: 'inUse', awayUntil: null });
    expect((await student.post('seat.change', { id, action: 'leave' })).e).toBe(0);
    at('18:00');
    const later = await as('student');
    expect((await later.get('seat.booking', { id })).d.state).toBe('released');
    expect((await later.post('seat.checkin', { id, code: codeOf(LIBRARY) })).m).toBe('暂离超过 30 分钟，座位已自动释放');
    const other = await as('student2');
    expect((await book(other, { roomId: LIBRARY, seatId: seatId(LIBRARY, 'B01'), day: DAY, start: '18:00', end: '19:00' })).e).toBe(0);
  });

  it('checks out (the rest of the time is free again) and cancels before checking in', async () => {
    const student = await as('student');
    const [mine] = (await student.get('seat.rooms')).d.bookings;
    expect((await student.post('seat.change', { id: mine!.id, action: 'checkout' })).m).toBe(SEAT_MESSAGES.checkoutNotIn.zh);
    const cancelled = await student.post('seat.change', { id: mine!.id, action: 'cancel' });
    expectContract('seat.change', cancelled.d);
    expect(cancelled.d.state).toBe('cancelled');
    expect((await student.get('seat.booking')).m).toBe(SEAT_MESSAGES.noCurrentBooking.zh);
    const seat = seatId(LIBRARY, 'B01');
    expect((await book(student, { roomId: LIBRARY, seatId: seat, day: DAY, start: '16:30', end: '18:00' })).e).toBe(0);
    at('16:30');
    const current = (await student.get('seat.booking')).d;
    expect(current).toMatchObject({ seat: 'B01', state: 'checkInOpen' });
    expect((await student.post('seat.checkin', { id: current.id, code: codeOf(LIBRARY) })).e).toBe(0);
    expect((await student.post('seat.change', { id: current.id, action: 'cancel' })).m).toBe(SEAT_MESSAGES.cancelAfterIn.zh);
    at('17:05');
    expect((await student.post('seat.change', { id: current.id, action: 'checkout' })).d.state).toBe('finished');
    const other = await as('student2');
    expect((await book(other, { roomId: LIBRARY, seatId: seat, day: DAY, start: '17:00', end: '18:00' })).e).toBe(0);
  });

  it('answers only the reader’s own bookings', async () => {
    const student = await as('student');
    const [mine] = (await student.get('seat.rooms')).d.bookings;
    const other = await as('student2');
    expect(await other.get('seat.booking', { id: mine!.id })).toEqual({ e: SandboxErrorCode.notFound, m: SEAT_MESSAGES.bookingMissing.zh, d: null });
    expect((await other.post('seat.change', { id: mine!.id, action: 'cancel' })).e).toBe(SandboxErrorCode.notFound);
  });
});

describe('the no-show ban', () => {
  /** Books `label` on `day` 09:00–10:00 at 08:00 that day (a new login: sessions last two hours) and lets it lapse. */
  async function noShow(room: number, label: string, day: string) {
    at(`${day}T08:00`);
    const answer = await book(await as('student2'), { roomId: room, seatId: seatId(room, label), day, start: '09:00', end: '10:00' });
    expect(answer.e, answer.m).toBe(0);
  }

  it('bans after the row’s count of no-shows within its days, for its days: the graduate room sooner than the library', async () => {
    await noShow(LIBRARY, 'H10', '2026-05-12');
    await noShow(LIBRARY, 'H10', '2026-05-13');
    at('2026-05-13T11:00');
    let student = await as('student2');
    // Two no-shows: the graduate room (two in fourteen days, three days) bans, the library (three in thirty) not yet.
    const until = Date.parse('2026-05-16T09:10:00+08:00') / 1000;
    const rooms = (await student.get('seat.rooms')).d.rooms;
    expect(rooms.map((room) => room.bannedUntil)).toEqual([null, null, until]);
    expect((await book(student, { roomId: GRADUATE, seatId: seatId(GRADUATE, 'A01'), day: '2026-05-13', start: '12:00', end: '13:00' })).m).toBe(
      '你在 14 天内有 2 次预约未签到，2026-05-16 09:10 前不能预约该自习室的座位',
    );
    const allowed = await book(student, { roomId: LIBRARY, seatId: seatId(LIBRARY, 'H10'), day: '2026-05-13', start: '12:00', end: '13:00' });
    expect(allowed.e).toBe(0);
    // Cancelled in time, it is no no-show.
    expect((await student.post('seat.change', { id: allowed.d.id, action: 'cancel' })).e).toBe(0);
    await noShow(LIBRARY, 'H09', '2026-05-14');
    at('2026-05-14T11:00');
    student = await as('student2');
    expect((await book(student, { roomId: LIBRARY, seatId: seatId(LIBRARY, 'H09'), day: '2026-05-14', start: '12:00', end: '13:00' })).m).toBe(
      '你在 30 天内有 3 次预约未签到，2026-05-21 09:10 前不能预约该自习室的座位',
    );
    at('2026-05-21T09:11');
    expect((await book(await as('student2'), { roomId: LIBRARY, seatId: seatId(LIBRARY, 'H09'), day: '2026-05-21', start: '12:00', end: '13:00' })).e).toBe(0);
  });
});

it('the seeded day starts at the clock of the sandbox', () => {
  expect(dayStart(DAY)).toBe(Date.parse(`${DAY}T00:00:00+08:00`) / 1000);
});
