/**
 * The seat backend's endpoints (widgets/seat): the rooms with their free seats now and the reader's
 * bookings (`seat.rooms`), one room's rule row and floor plan for a time (`seat.room`), a booking
 * (`seat.booking`), booking a seat (`seat.book`), checking in with the desk's code (`seat.checkin`) and
 * temporary leave, checking out and cancelling (`seat.change`). Every rule is read from the room's row in
 * `seat_rules` (seatRules.ts) at the sandbox clock's `now`; every write first releases the seats whose
 * holders lapsed (releaseLapsed), so nothing runs on a timer. A seat is never sold twice: a booking writes
 * one `seat_slots` row per half hour, unique per seat and per reader, in the same transaction.
 */
import type { SeatBookingData, SeatRoomData, SeatRoomsData } from '../generated/types.ts';
import {
  DAY_S,
  SandboxErrorCode,
  addDays,
  clockOf,
  dayOf,
  dayStart,
  epochSeconds,
  grantOfRequest,
  keyedRoutes,
  minutesOf,
  readerLanguage,
  replyFail,
  requireGrant,
  requireLogin,
  type InThreeLanguages,
  type LoggedInEnv,
  type SandboxServices,
} from '../../../sandbox/kit.ts';
import type { Context } from 'hono';
import { deskCodeOf } from './deskCode.ts';
import {
  SEAT_MESSAGES,
  alreadyBooked,
  awayTooLong,
  banned,
  checkInTooEarly,
  checkInTooLate,
  notOpenYet,
  outsideHours,
  seatTaken,
  tooLate,
  tooLong,
} from './seatMessages.ts';
import {
  SLOT_S,
  bannedUntil,
  bookingOpensAt,
  checkInFrom,
  checkInUntil,
  heldUntil,
  holds,
  slotOf,
  stateOf,
  type BookingFacts,
  type BookingState,
  type NoShow,
  type SeatRules,
} from './seatRules.ts';

const FORBIDDEN: InThreeLanguages = {
  zh: '座位预约仅对本校师生开放',
  en: 'Seat booking is open to the school’s students and staff',
  tw: '座位預約僅對本校師生開放',
};

interface RoomRow {
  id: number;
  name: string;
  place: string;
  open_from: string;
  open_to: string;
  rows: number;
  cols: number;
  aisles: string;
  window_side: 'left' | 'right';
  desk_secret: string;
}

interface RulesRow {
  opens_at: string;
  max_minutes: number;
  check_in_before: number;
  check_in_after: number;
  leave_minutes: number;
  no_show_count: number;
  no_show_days: number;
  ban_days: number;
}

interface SeatRow {
  id: number;
  label: string;
  row: number;
  col: number;
  window: number;
  power: number;
}

interface BookingRow extends BookingFacts {
  id: number;
  room_id: number;
  seat_id: number;
  username: string;
  created_at: number;
}

/** A booking with what its answer shows of its seat, room and rules. */
type BookingView = BookingRow & RulesRow & { label: string; window: number; power: number; room_name: string; room_place: string };

const RULE_COLUMNS = 'ru.opens_at, ru.max_minutes, ru.check_in_before, ru.check_in_after, ru.leave_minutes, ru.no_show_count, ru.no_show_days, ru.ban_days';

const rulesOf = (row: RulesRow): SeatRules => ({
  opensAt: row.opens_at,
  maxMinutes: row.max_minutes,
  checkInBefore: row.check_in_before,
  checkInAfter: row.check_in_after,
  leaveMinutes: row.leave_minutes,
  noShowCount: row.no_show_count,
  noShowDays: row.no_show_days,
  banDays: row.ban_days,
});

/** HH:MM of an instant in seconds, China time. */
const hhmm = (at: number) => clockOf(at * 1000);
const onGrid = (text: string) => minutesOf(text) % 30 === 0;
/** The states in which a booking still has its time ahead or under way. */
const ACTIVE: readonly BookingState[] = ['upcoming', 'checkInOpen', 'inUse', 'away'];

/** A refusal thrown inside a transaction (rolling it back) and answered outside. */
class Refusal extends Error {
  constructor(
    readonly code: (typeof SandboxErrorCode)[keyof typeof SandboxErrorCode],
    readonly words: InThreeLanguages,
  ) {
    super(words.en);
  }
}

export function createSeatRoutes(services: SandboxServices) {
  const { db } = services;
  const routes = keyedRoutes<LoggedInEnv>().use(requireLogin(services.sessions), requireGrant(services, { message: FORBIDDEN }));
  const now = () => epochSeconds(services);

  const allRooms = db.prepare<[], RoomRow>('SELECT * FROM seat_rooms ORDER BY sort_order');
  const oneRoom = db.prepare<[number], RoomRow>('SELECT * FROM seat_rooms WHERE id = ?');
  const roomRules = db.prepare<[number], RulesRow>(`SELECT ${RULE_COLUMNS} FROM seat_rules ru WHERE ru.room_id = ?`);
  const seatsOf = db.prepare<[number], SeatRow>('SELECT id, label, row, col, window, power FROM seat_seats WHERE room_id = ? ORDER BY row, col');
  const seatIn = db.prepare<[number, number], SeatRow>('SELECT id, label, row, col, window, power FROM seat_seats WHERE room_id = ? AND id = ?');
  const seatCounts = db.prepare<[], { room_id: number; seats: number; windows: number; sockets: number }>(
    'SELECT room_id, count(*) AS seats, sum(window) AS windows, sum(power) AS sockets FROM seat_seats GROUP BY room_id',
  );
  const overlapping = db.prepare<[number, number, number], BookingRow>(
    'SELECT * FROM seat_bookings WHERE room_id = ? AND cancelled_at IS NULL AND start_at < ? AND end_at > ?',
  );
  const underWay = db.prepare<[number, number], BookingRow & RulesRow>(`
    SELECT b.*, ${RULE_COLUMNS} FROM seat_bookings b JOIN seat_rules ru ON ru.room_id = b.room_id
    WHERE b.cancelled_at IS NULL AND b.start_at <= ? AND b.end_at > ?`);
  const VIEW = `
    SELECT b.*, s.label, s.window, s.power, r.name AS room_name, r.place AS room_place, ${RULE_COLUMNS}
    FROM seat_bookings b JOIN seat_seats s ON s.id = b.seat_id JOIN seat_rooms r ON r.id = b.room_id JOIN seat_rules ru ON ru.room_id = b.room_id`;
  const ownBooking = db.prepare<[number, string], BookingView>(`${VIEW} WHERE b.id = ? AND b.username = ?`);
  const ownSince = db.prepare<[string, number], BookingView>(`${VIEW} WHERE b.username = ? AND b.end_at > ? ORDER BY b.start_at, b.id`);
  const noShowsOf = db.prepare<[string, number, number], NoShow>(`
    SELECT b.start_at, b.start_at + ru.check_in_after * 60 AS deadline FROM seat_bookings b JOIN seat_rules ru ON ru.room_id = b.room_id
    WHERE b.username = ? AND b.checked_in_at IS NULL AND b.cancelled_at IS NULL AND b.start_at + ru.check_in_after * 60 < ? AND b.start_at >= ?`);
  const lapsed = db.prepare<[number, number, number], BookingRow & RulesRow>(`
    SELECT b.*, ${RULE_COLUMNS} FROM seat_bookings b JOIN seat_rules ru ON ru.room_id = b.room_id
    WHERE b.released_at IS NULL AND b.cancelled_at IS NULL AND b.ended_at IS NULL AND b.end_at > ?
      AND ((b.checked_in_at IS NULL AND b.start_at + ru.check_in_after * 60 < ?) OR (b.away_since IS NOT NULL AND b.away_since + ru.leave_minutes * 60 < ?))`);
  const freeSlots = db.prepare<[number, number]>('DELETE FROM seat_slots WHERE booking_id = ? AND slot_start >= ?');
  const markReleased = db.prepare<[number, number]>('UPDATE seat_bookings SET released_at = ? WHERE id = ?');
  const insertBooking = db.prepare<[number, number, string, string, number, number, number]>(`
    INSERT INTO seat_bookings (room_id, seat_id, username, user_name, start_at, end_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const insertSlot = db.prepare<[number, number, string, number]>('INSERT INTO seat_slots (booking_id, seat_id, username, slot_start) VALUES (?, ?, ?, ?)');
  const heldByUser = db.prepare<[string, number, number], { booking_id: number }>(
    'SELECT booking_id FROM seat_slots WHERE username = ? AND slot_start >= ? AND slot_start < ? ORDER BY slot_start LIMIT 1',
  );
  const checkIn = db.prepare<[number, number]>('UPDATE seat_bookings SET checked_in_at = ? WHERE id = ?');
  const comeBack = db.prepare<[number]>('UPDATE seat_bookings SET away_since = NULL WHERE id = ?');
  const stepAway = db.prepare<[number, number]>('UPDATE seat_bookings SET away_since = ? WHERE id = ?');
  const checkOut = db.prepare<[number, number]>('UPDATE seat_bookings SET ended_at = ? WHERE id = ?');
  const cancel = db.prepare<[number, number]>('UPDATE seat_bookings SET cancelled_at = ? WHERE id = ?');

  const words = (c: Context, json: string) => (JSON.parse(json) as InThreeLanguages)[readerLanguage(c)];

  /** Frees the remaining half hours of bookings nobody checked in to in time, or whose reader stayed away too long. */
  function releaseLapsed(at: number) {
    for (const booking of lapsed.all(at, at, at)) {
      const until = heldUntil(booking, rulesOf(booking), at);
      freeSlots.run(booking.id, slotOf(until));
      markReleased.run(until, booking.id);
    }
  }

  /** The end of the reader's ban in a room, or null. */
  function banOf(username: string, rules: SeatRules, at: number): number | null {
    return bannedUntil(noShowsOf.all(username, at, at - rules.noShowDays * DAY_S), rules, at);
  }

  function toBooking(c: Context, row: BookingView, at: number): SeatBookingData {
    const rules = rulesOf(row);
    const state = stateOf(row, rules, at);
    return {
      id: row.id,
      roomId: row.room_id,
      room: words(c, row.room_name),
      place: words(c, row.room_place),
      seat: row.label,
      window: row.window === 1,
      power: row.power === 1,
      day: dayOf(row.start_at * 1000),
      start: hhmm(row.start_at),
      end: hhmm(row.end_at),
      startAt: row.start_at,
      endAt: row.end_at,
      state,
      checkInFrom: checkInFrom(row, rules),
      checkInUntil: checkInUntil(row, rules),
      checkedInAt: row.checked_in_at,
      awayUntil: state === 'away' && row.away_since !== null ? row.away_since + rules.leaveMinutes * 60 : null,
      leaveMinutes: rules.leaveMinutes,
      createdAt: row.created_at,
    };
  }

  /** The room's opening and closing on a day, in seconds. */
  const hoursOn = (room: RoomRow, day: string) => ({
    open: dayStart(day) + minutesOf(room.open_from) * 60,
    close: dayStart(day) + minutesOf(room.open_to) * 60,
  });

  /** The next time one can still book and check in to: today's, or tomorrow's opening once today is over. */
  function nextWindow(room: RoomRow, rules: SeatRules, at: number): { day: string; start: number; end: number } {
    const today = dayOf(at * 1000);
    const { open, close } = hoursOn(room, today);
    let start = Math.max(open, slotOf(at));
    if (start + rules.checkInAfter * 60 <= at) start += SLOT_S;
    let day = today;
    let until = close;
    if (start + SLOT_S > close) {
      day = addDays(today, 1);
      ({ open: start, close: until } = hoursOn(room, day));
    }
    return { day, start, end: Math.min(until, start + Math.min(rules.maxMinutes, 120) * 60) };
  }

  routes.get('seat.rooms', (c, { ok }) => {
    const at = now();
    const user = c.get('user');
    const counts = new Map(seatCounts.all().map((row) => [row.room_id, row]));
    const heldSeats = new Map<number, Set<number>>();
    for (const booking of underWay.all(at, at)) {
      if (!holds(booking, rulesOf(booking), at, at, at + 1)) continue;
      const seats = heldSeats.get(booking.room_id) ?? new Set<number>();
      seats.add(booking.seat_id);
      heldSeats.set(booking.room_id, seats);
    }
    const rooms: SeatRoomsData['rooms'] = allRooms.all().map((room) => {
      const rules = rulesOf(roomRules.get(room.id)!);
      const count = counts.get(room.id);
      const { open, close } = hoursOn(room, dayOf(at * 1000));
      const seats = count?.seats ?? 0;
      return {
        id: room.id,
        name: words(c, room.name),
        place: words(c, room.place),
        openFrom: room.open_from,
        openTo: room.open_to,
        seats,
        freeNow: seats - (heldSeats.get(room.id)?.size ?? 0),
        windowSeats: count?.windows ?? 0,
        powerSeats: count?.sockets ?? 0,
        openNow: at >= open && at < close,
        bannedUntil: banOf(user.username, rules, at),
      };
    });
    const mine = ownSince.all(user.username, dayStart(dayOf(at * 1000))).map((row) => toBooking(c, row, at));
    const active = mine.filter((booking) => ACTIVE.includes(booking.state));
    const over = mine.filter((booking) => !ACTIVE.includes(booking.state)).reverse();
    return ok({ now: at, today: dayOf(at * 1000), rooms, bookings: [...active, ...over].slice(0, 10) });
  });

  routes.get('seat.room', (c, { input, ok }) => {
    const at = now();
    const room = oneRoom.get(input.id);
    if (!room) return replyFail(c, SandboxErrorCode.notFound, SEAT_MESSAGES.roomMissing);
    const rules = rulesOf(roomRules.get(room.id)!);
    const user = c.get('user');
    const today = dayOf(at * 1000);
    const asked = input.day && input.start && input.end ? { day: input.day, start: dayStart(input.day) + minutesOf(input.start) * 60, end: 0 } : undefined;
    const window = asked ? { ...asked, end: dayStart(asked.day) + minutesOf(input.end!) * 60 } : nextWindow(room, rules, at);
    const bookings = overlapping.all(room.id, window.end, window.start).filter((booking) => holds(booking, rules, at, window.start, window.end));
    const holder = new Map(bookings.map((booking) => [booking.seat_id, booking.username]));
    const seats: SeatRoomData['seats'] = seatsOf.all(room.id).map((seat) => ({
      id: seat.id,
      label: seat.label,
      row: seat.row,
      col: seat.col,
      window: seat.window === 1,
      power: seat.power === 1,
      state: !holder.has(seat.id) ? 'free' : holder.get(seat.id) === user.username ? 'mine' : 'taken',
    }));
    const desk = grantOfRequest(c, services, { module: 'desk' }) === 'open';
    return ok({
      now: at,
      today,
      bannedUntil: banOf(user.username, rules, at),
      room: {
        id: room.id,
        name: words(c, room.name),
        place: words(c, room.place),
        openFrom: room.open_from,
        openTo: room.open_to,
        rows: room.rows,
        cols: room.cols,
        aisles: JSON.parse(room.aisles) as number[],
        windowSide: room.window_side,
      },
      rules,
      days: [today, addDays(today, 1)].map((day) => ({ day, open: at >= bookingOpensAt(day, rules), opensAt: bookingOpensAt(day, rules) })),
      window: window.end > window.start ? { day: window.day, start: hhmm(window.start), end: hhmm(window.end) } : null,
      seats,
      deskCode: desk ? deskCodeOf(room.desk_secret, today) : null,
    });
  });

  routes.get('seat.booking', (c, { input, ok }) => {
    const at = now();
    const user = c.get('user');
    if (input.id !== undefined) {
      const row = ownBooking.get(input.id, user.username);
      return row ? ok(toBooking(c, row, at)) : replyFail(c, SandboxErrorCode.notFound, SEAT_MESSAGES.bookingMissing);
    }
    const current = ownSince
      .all(user.username, at)
      .map((row) => toBooking(c, row, at))
      .find((booking) => ACTIVE.includes(booking.state));
    return current ? ok(current) : replyFail(c, SandboxErrorCode.notFound, SEAT_MESSAGES.noCurrentBooking);
  });

  routes.post('seat.book', (c, { input, ok }) => {
    const at = now();
    const user = c.get('user');
    const room = oneRoom.get(input.roomId);
    if (!room) return replyFail(c, SandboxErrorCode.notFound, SEAT_MESSAGES.roomMissing);
    const seat = seatIn.get(room.id, input.seatId);
    if (!seat) return replyFail(c, SandboxErrorCode.notFound, SEAT_MESSAGES.seatMissing);
    const rules = rulesOf(roomRules.get(room.id)!);
    const start = dayStart(input.day) + minutesOf(input.start) * 60;
    const end = dayStart(input.day) + minutesOf(input.end) * 60;
    const { open, close } = hoursOn(room, input.day);
    const refusal = (words: InThreeLanguages) => replyFail(c, SandboxErrorCode.badRequest, words);
    if (input.day < dayOf(at * 1000)) return refusal(SEAT_MESSAGES.pastDay);
    if (at < bookingOpensAt(input.day, rules)) return refusal(notOpenYet(input.day, bookingOpensAt(input.day, rules)));
    if (!onGrid(input.start) || !onGrid(input.end) || end <= start) return refusal(SEAT_MESSAGES.grid);
    if (start < open || end > close) return refusal(outsideHours(room.open_from, room.open_to));
    if (end - start > rules.maxMinutes * 60) return refusal(tooLong(rules.maxMinutes));
    if (start + rules.checkInAfter * 60 <= at) return refusal(tooLate(start + rules.checkInAfter * 60));
    const ban = banOf(user.username, rules, at);
    if (ban !== null) return replyFail(c, SandboxErrorCode.conflict, banned(rules.noShowCount, rules.noShowDays, ban));

    // One IMMEDIATE transaction: release what lapsed, then the booking and its half hours. A half hour
    // already held on this seat, or by this reader anywhere, breaks a UNIQUE index and undoes it all.
    const book = db.transaction((): number => {
      releaseLapsed(at);
      const id = Number(insertBooking.run(room.id, seat.id, user.username, user.name, start, end, at).lastInsertRowid);
      for (let slot = start; slot < end; slot += SLOT_S) {
        try {
          insertSlot.run(id, seat.id, user.username, slot);
        } catch (error) {
          if (!(error instanceof Error) || !error.message.startsWith('UNIQUE constraint failed')) throw error;
          if (!error.message.includes('seat_slots.username')) throw new Refusal(SandboxErrorCode.conflict, seatTaken(seat.label, input.start, input.end));
          const other = ownBooking.get(heldByUser.get(user.username, start, end)!.booking_id, user.username)!;
          const room = JSON.parse(other.room_name) as InThreeLanguages;
          throw new Refusal(SandboxErrorCode.conflict, alreadyBooked(room, other.label, hhmm(other.start_at), hhmm(other.end_at)));
        }
      }
      return id;
    });
    try {
      const id = book.immediate();
      return ok(toBooking(c, ownBooking.get(id, user.username)!, at));
    } catch (error) {
      if (error instanceof Refusal) return replyFail(c, error.code, error.words);
      throw error;
    }
  });

  /** A booking over, in the words of how it ended; undefined while it is still on. */
  function overRefusal(booking: SeatBookingData): InThreeLanguages | undefined {
    if (booking.state === 'cancelled') return SEAT_MESSAGES.cancelled;
    if (booking.state === 'finished') return SEAT_MESSAGES.finished;
    if (booking.state === 'noShow') return checkInTooLate(booking.checkInUntil);
    if (booking.state === 'released') return awayTooLong(booking.leaveMinutes);
    return undefined;
  }

  routes.post('seat.checkin', (c, { input, ok }) => {
    const at = now();
    const user = c.get('user');
    const row = ownBooking.get(input.id, user.username);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, SEAT_MESSAGES.bookingMissing);
    const booking = toBooking(c, row, at);
    const over = overRefusal(booking);
    if (over) return replyFail(c, SandboxErrorCode.conflict, over);
    if (booking.state === 'inUse') return replyFail(c, SandboxErrorCode.conflict, SEAT_MESSAGES.alreadyIn);
    if (booking.state === 'upcoming') return replyFail(c, SandboxErrorCode.conflict, checkInTooEarly(booking.checkInFrom));
    const room = oneRoom.get(row.room_id)!;
    if (input.code.trim() !== deskCodeOf(room.desk_secret, dayOf(at * 1000))) return replyFail(c, SandboxErrorCode.conflict, SEAT_MESSAGES.wrongCode);
    if (booking.state === 'away') comeBack.run(row.id);
    else checkIn.run(at, row.id);
    return ok(toBooking(c, ownBooking.get(row.id, user.username)!, at));
  });

  routes.post('seat.change', (c, { input, ok }) => {
    const at = now();
    const user = c.get('user');
    const row = ownBooking.get(input.id, user.username);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, SEAT_MESSAGES.bookingMissing);
    const booking = toBooking(c, row, at);
    const over = overRefusal(booking);
    if (over) return replyFail(c, SandboxErrorCode.conflict, over);
    const checkedIn = booking.state === 'inUse' || booking.state === 'away';
    const change = db.transaction((): InThreeLanguages | undefined => {
      releaseLapsed(at);
      if (input.action === 'leave') {
        if (booking.state === 'away') return SEAT_MESSAGES.alreadyAway;
        if (!checkedIn) return SEAT_MESSAGES.leaveNotIn;
        stepAway.run(at, row.id);
      } else if (input.action === 'checkout') {
        if (!checkedIn) return SEAT_MESSAGES.checkoutNotIn;
        checkOut.run(at, row.id);
        freeSlots.run(row.id, slotOf(at));
      } else {
        if (checkedIn) return SEAT_MESSAGES.cancelAfterIn;
        cancel.run(at, row.id);
        freeSlots.run(row.id, 0);
      }
      return undefined;
    });
    const refused = change.immediate();
    if (refused) return replyFail(c, SandboxErrorCode.conflict, refused);
    return ok(toBooking(c, ownBooking.get(row.id, user.username)!, at));
  });

  return routes;
}
