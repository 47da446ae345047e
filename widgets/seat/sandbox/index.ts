/**
 * The seat backend (widget seat): tables `seat_rooms` (a room's floor plan and opening hours),
 * `seat_rules` (the room's rule row: when booking opens, the longest booking, the check-in window, the
 * longest leave, the no-show ban), `seat_seats` (each seat's place and features), `seat_bookings` (who,
 * when, and the facts of checking in, leaving, ending and cancelling) and `seat_slots` (one row per
 * booked half hour, unique per seat and per reader: the guard against double booking); routes
 * `/api/seat/*` (routes.ts). Adds the demo account `student2` (陈思远), a second student.
 */
import { addWidgetAccounts, type PermissionMap, type SandboxModule } from '../../../sandbox/kit.ts';
import { createSeatRoutes } from './routes.ts';
import { seedTodaysBookings, writeRooms } from './seatSeed.ts';

const PAGES = ['index', 'detail', 'chooseSeat', 'chooseSeatNew', 'chooseSeatxinxi', 'chooseSeatcheck'];
// The app key of the demo site (sites/demo.json `seat`); module `desk` shows a room's check-in code.
const READER: PermissionMap = { seat: { module: PAGES } };
const DESK: PermissionMap = { seat: { module: [...PAGES, 'desk'] } };

/** The second demo student, for booking against 王小明. */
export const DEMO_SECOND_STUDENT = { username: 'student2', name: '陈思远', roleName: '学生' };

const backend: SandboxModule = {
  name: 'seat',
  migrations: [
    {
      version: 1,
      description: 'seat booking (座位预约): three study rooms with their floor plans and rule rows, bookings and booked half hours; the demo account student2',
      up(db) {
        // Names are JSON { zh, en, tw }: the reader's language is picked when answering.
        db.exec(`
          CREATE TABLE seat_rooms (
            id          INTEGER PRIMARY KEY,
            sort_order  INTEGER NOT NULL,
            name        TEXT    NOT NULL,
            place       TEXT    NOT NULL,
            open_from   TEXT    NOT NULL,
            open_to     TEXT    NOT NULL,
            rows        INTEGER NOT NULL CHECK (rows > 0),
            cols        INTEGER NOT NULL CHECK (cols > 0),
            aisles      TEXT    NOT NULL,
            window_side TEXT    NOT NULL CHECK (window_side IN ('left', 'right')),
            desk_secret TEXT    NOT NULL
          );
          CREATE TABLE seat_rules (
            room_id         INTEGER PRIMARY KEY REFERENCES seat_rooms (id),
            opens_at        TEXT    NOT NULL,
            max_minutes     INTEGER NOT NULL CHECK (max_minutes >= 30),
            check_in_before INTEGER NOT NULL CHECK (check_in_before >= 0),
            check_in_after  INTEGER NOT NULL CHECK (check_in_after >= 0),
            leave_minutes   INTEGER NOT NULL CHECK (leave_minutes >= 0),
            no_show_count   INTEGER NOT NULL CHECK (no_show_count >= 1),
            no_show_days    INTEGER NOT NULL CHECK (no_show_days >= 1),
            ban_days        INTEGER NOT NULL CHECK (ban_days >= 1)
          );
          CREATE TABLE seat_seats (
            id      INTEGER PRIMARY KEY,
            room_id INTEGER NOT NULL REFERENCES seat_rooms (id),
            label   TEXT    NOT NULL,
            row     INTEGER NOT NULL,
            col     INTEGER NOT NULL,
            window  INTEGER NOT NULL CHECK (window IN (0, 1)),
            power   INTEGER NOT NULL CHECK (power IN (0, 1)),
            UNIQUE (room_id, label),
            UNIQUE (room_id, row, col)
          );
          CREATE TABLE seat_bookings (
            id            INTEGER PRIMARY KEY,
            room_id       INTEGER NOT NULL REFERENCES seat_rooms (id),
            seat_id       INTEGER NOT NULL REFERENCES seat_seats (id),
            username      TEXT    NOT NULL,
            user_name     TEXT    NOT NULL,
            start_at      INTEGER NOT NULL,
            end_at        INTEGER NOT NULL CHECK (end_at > start_at),
            created_at    INTEGER NOT NULL,
            checked_in_at INTEGER,
            away_since    INTEGER,
            ended_at      INTEGER,
            cancelled_at  INTEGER,
            released_at   INTEGER
          );
          CREATE INDEX seat_bookings_by_room ON seat_bookings (room_id, start_at);
          CREATE INDEX seat_bookings_by_user ON seat_bookings (username, end_at);
          CREATE INDEX seat_bookings_unsettled ON seat_bookings (end_at) WHERE released_at IS NULL AND cancelled_at IS NULL AND ended_at IS NULL;
          CREATE TABLE seat_slots (
            booking_id INTEGER NOT NULL REFERENCES seat_bookings (id),
            seat_id    INTEGER NOT NULL,
            username   TEXT    NOT NULL,
            slot_start INTEGER NOT NULL
          );
          CREATE UNIQUE INDEX seat_slots_per_seat ON seat_slots (seat_id, slot_start);
          CREATE UNIQUE INDEX seat_slots_per_user ON seat_slots (username, slot_start);
          CREATE INDEX seat_slots_by_booking ON seat_slots (booking_id, slot_start);
          CREATE TABLE seat_seeded (at INTEGER NOT NULL);
        `);
        writeRooms(db);
        addWidgetAccounts(db, [{ ...DEMO_SECOND_STUDENT, like: 'student' }]);
      },
    },
  ],
  // Students and teachers book; the library staff and the administrator also see the desks' codes.
  grants: {
    student: READER,
    teacher: READER,
    staff: DESK,
    admin: DESK,
  },
  mount(api, services) {
    seedTodaysBookings(services.db, services.now());
    api.route('/', createSeatRoutes(services).app);
  },
};

export default backend;
