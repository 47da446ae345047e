/**
 * The demo's study rooms, their floor plans and rule rows, and the bookings of the day the sandbox starts
 * (seedTodaysBookings): about a third of the seats held around that moment by other students, and the
 * demo student 王小明 with one booking coming up.
 */
import { addDays, dayOf, dayStart, minutesOf, seededRandom, studentName, type InThreeLanguages, type SandboxDatabase } from '../../../sandbox/kit.ts';
import { SLOT_S, type SeatRules } from './seatRules.ts';

export interface RoomSeed {
  name: InThreeLanguages;
  place: InThreeLanguages;
  openFrom: string;
  openTo: string;
  rows: number;
  cols: number;
  /** An aisle runs after each of these columns. */
  aisles: number[];
  windowSide: 'left' | 'right';
  /** Cells with no seat (a pillar, the stairs): `row:col`. */
  gaps: string[];
  /** Whether the seat at row, col has a power socket (the window column's are by `windowSide`). */
  power: (row: number, col: number) => boolean;
  rules: SeatRules;
  /** Seeds the desk's daily code (deskCode.ts). */
  deskSecret: string;
}

/** The rules most rooms keep: the library's. */
export const LIBRARY_RULES: SeatRules = {
  opensAt: '20:00',
  maxMinutes: 240,
  checkInBefore: 10,
  checkInAfter: 10,
  leaveMinutes: 30,
  noShowCount: 3,
  noShowDays: 30,
  banDays: 7,
};

export const SEAT_ROOMS: readonly RoomSeed[] = [
  {
    name: { zh: '图书馆三楼自习区', en: 'Library study area, 3rd floor', tw: '圖書館三樓自習區' },
    place: { zh: '图书馆 3 楼东侧', en: 'Library, 3rd floor, east wing', tw: '圖書館 3 樓東側' },
    openFrom: '07:30',
    openTo: '22:30',
    rows: 8,
    cols: 10,
    aisles: [5],
    windowSide: 'left',
    gaps: ['4:5', '4:6', '5:5', '5:6'],
    power: (row, col) => col === 5 || col === 6 || col === 10 || (col === 1 && row % 2 === 0),
    rules: LIBRARY_RULES,
    deskSecret: 'library-3f-desk',
  },
  {
    name: { zh: '二楼电子阅览室', en: 'E-reading room, 2nd floor', tw: '二樓電子閱覽室' },
    place: { zh: '图书馆 2 楼 208', en: 'Library, room 208', tw: '圖書館 2 樓 208' },
    openFrom: '08:00',
    openTo: '22:00',
    rows: 5,
    cols: 8,
    aisles: [4],
    windowSide: 'right',
    gaps: [],
    power: () => true,
    // The computers are shared more briskly: two hours at most, a quarter of an hour away.
    rules: { ...LIBRARY_RULES, maxMinutes: 120, leaveMinutes: 15 },
    deskSecret: 'library-2f-e-reading',
  },
  {
    name: { zh: '研究生自习室', en: 'Graduate study room', tw: '研究生自習室' },
    place: { zh: '研究生楼 5 楼 501', en: 'Graduate building, room 501', tw: '研究生樓 5 樓 501' },
    openFrom: '06:30',
    openTo: '23:00',
    rows: 6,
    cols: 6,
    aisles: [3],
    windowSide: 'left',
    gaps: ['6:6'],
    power: (_row, col) => col !== 2 && col !== 5,
    // Long days of thesis writing: booked from 18:00 the evening before, up to eight hours, a looser
    // check-in and an hour away; seats are scarce, so two no-shows in two weeks ban for three days.
    rules: { opensAt: '18:00', maxMinutes: 480, checkInBefore: 15, checkInAfter: 15, leaveMinutes: 60, noShowCount: 2, noShowDays: 14, banDays: 3 },
    deskSecret: 'graduate-501-desk',
  },
];

/** A seat's label: its row's letter and its column, `A01`. */
export const seatLabel = (row: number, col: number) => `${String.fromCharCode(64 + row)}${String(col).padStart(2, '0')}`;

/** The demo student's booking coming up: this seat of the first room. */
export const DEMO_STUDENT_SEAT = 'B01';

/** Writes the rooms, their seats and rule rows (the migration). */
export function writeRooms(db: SandboxDatabase): void {
  const room = db.prepare(`
    INSERT INTO seat_rooms (sort_order, name, place, open_from, open_to, rows, cols, aisles, window_side, desk_secret)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const rules = db.prepare(`
    INSERT INTO seat_rules (room_id, opens_at, max_minutes, check_in_before, check_in_after, leave_minutes, no_show_count, no_show_days, ban_days)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const seat = db.prepare('INSERT INTO seat_seats (room_id, label, row, col, window, power) VALUES (?, ?, ?, ?, ?, ?)');
  SEAT_ROOMS.forEach((one, index) => {
    const id = Number(
      room.run(
        index + 1,
        JSON.stringify(one.name),
        JSON.stringify(one.place),
        one.openFrom,
        one.openTo,
        one.rows,
        one.cols,
        JSON.stringify(one.aisles),
        one.windowSide,
        one.deskSecret,
      ).lastInsertRowid,
    );
    const r = one.rules;
    rules.run(id, r.opensAt, r.maxMinutes, r.checkInBefore, r.checkInAfter, r.leaveMinutes, r.noShowCount, r.noShowDays, r.banDays);
    const windowCol = one.windowSide === 'left' ? 1 : one.cols;
    for (let row = 1; row <= one.rows; row++) {
      for (let col = 1; col <= one.cols; col++) {
        if (one.gaps.includes(`${row}:${col}`)) continue;
        seat.run(id, seatLabel(row, col), row, col, col === windowCol ? 1 : 0, one.power(row, col) ? 1 : 0);
      }
    }
  });
}

/**
 * The bookings of the day the sandbox starts, once: other students sitting or about to sit around that
 * moment, and 王小明's booking an hour or more ahead (tomorrow morning if the room closes before).
 */
export function seedTodaysBookings(db: SandboxDatabase, nowMs: number): void {
  if (db.prepare('SELECT 1 FROM seat_seeded').get()) return;
  const now = Math.floor(nowMs / 1000);
  const today = dayOf(nowMs);
  const random = seededRandom(20_261_125);
  const rooms = db.prepare<[], { id: number; open_from: string; open_to: string }>('SELECT id, open_from, open_to FROM seat_rooms ORDER BY sort_order').all();
  const seats = db.prepare<[number], { id: number; label: string }>('SELECT id, label FROM seat_seats WHERE room_id = ? ORDER BY row, col');
  const booking = db.prepare(`
    INSERT INTO seat_bookings (room_id, seat_id, username, user_name, start_at, end_at, created_at, checked_in_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const slot = db.prepare('INSERT INTO seat_slots (booking_id, seat_id, username, slot_start) VALUES (?, ?, ?, ?)');
  const book = (roomId: number, seatId: number, username: string, name: string, start: number, end: number) => {
    const checkedIn = start + 180 <= now ? start + 180 : null;
    const id = Number(booking.run(roomId, seatId, username, name, start, end, Math.min(now, start) - 3 * 3600, checkedIn).lastInsertRowid);
    for (let at = start; at < end; at += SLOT_S) slot.run(id, seatId, username, at);
  };
  db.transaction(() => {
    db.prepare('INSERT INTO seat_seeded (at) VALUES (?)').run(now);
    let student = 0;
    for (const room of rooms) {
      const open = dayStart(today) + minutesOf(room.open_from) * 60;
      const close = dayStart(today) + minutesOf(room.open_to) * 60;
      for (const seat of seats.all(room.id)) {
        if (room.id === 1 && seat.label === DEMO_STUDENT_SEAT) continue;
        if (random.next() >= 0.35) continue;
        // Began up to two hours ago or begins within the hour; two to four hours long.
        const start = Math.max(open, Math.floor(now / SLOT_S) * SLOT_S + (Math.floor(random.next() * 6) - 4) * SLOT_S);
        const end = Math.min(close, start + (4 + Math.floor(random.next() * 5)) * SLOT_S);
        student += 1;
        if (end > start) book(room.id, seat.id, `2023${String(1000 + student).padStart(5, '0')}`, studentName(random).name, start, end);
      }
    }
    // 王小明: two hours from the next half hour but one, or tomorrow at opening if that runs past closing.
    const first = rooms[0]!;
    const seat = db.prepare<[number, string], { id: number }>('SELECT id FROM seat_seats WHERE room_id = ? AND label = ?').get(first.id, DEMO_STUDENT_SEAT)!;
    let start = Math.max(dayStart(today) + minutesOf(first.open_from) * 60, Math.ceil(now / SLOT_S) * SLOT_S + 2 * SLOT_S);
    if (start + 4 * SLOT_S > dayStart(today) + minutesOf(first.open_to) * 60) start = dayStart(addDays(today, 1)) + minutesOf(first.open_from) * 60;
    book(first.id, seat.id, 'student', '王小明', start, start + 4 * SLOT_S);
  })();
}
