/**
 * The appointments backend (widget general-app): tables `appoint_spaces` (each space or service
 * with its booking rules: the rules are data, see appointSeed.ts), `appoint_bookings`, `appoint_signins`
 * (one per booking) and `appoint_messages` (the notices of a decision); routes `/api/generalApp/*`
 * (routes.ts). Anyone logged in books; the staff who keep the spaces (module `manage`: the staff role and
 * the administrator) approve, show the QR codes and read the sign-in log.
 */
import type { SandboxModule, PermissionMap } from '../../../sandbox/kit.ts';
import { seedUpcomingBookings, writeAppointSeed } from './appointSeed.ts';
import { createAppointRoutes } from './routes.ts';

// The app key of the demo site (sites/demo.json `generalApp`); module `manage` is widget.json's `grant` of the admin keys.
const KEEPER: PermissionMap = { generalApp: { module: ['manage'] } };

const backend: SandboxModule = {
  name: 'general-app',
  migrations: [
    {
      version: 1,
      description: 'appointments (预约签到): eight spaces and services with their rules, about 320 past bookings, notices and sign-ins',
      up(db) {
        db.exec(`
          CREATE TABLE appoint_spaces (
            id                INTEGER PRIMARY KEY,
            name              TEXT    NOT NULL,
            category          TEXT    NOT NULL CHECK (category IN ('room', 'sports', 'service', 'hall')),
            location          TEXT    NOT NULL,
            capacity          INTEGER NOT NULL CHECK (capacity >= 1),
            seats             INTEGER NOT NULL CHECK (seats >= 1),
            open_from         TEXT    NOT NULL,
            open_to           TEXT    NOT NULL,
            slot_minutes      INTEGER NOT NULL CHECK (slot_minutes >= 10),
            max_slots         INTEGER NOT NULL CHECK (max_slots >= 1),
            window_days       INTEGER NOT NULL CHECK (window_days >= 0),
            needs_approval    INTEGER NOT NULL CHECK (needs_approval IN (0, 1)),
            tolerance_minutes INTEGER NOT NULL CHECK (tolerance_minutes >= 0),
            host              TEXT,
            description       TEXT    NOT NULL,
            token             TEXT    NOT NULL UNIQUE
          );
          CREATE TABLE appoint_bookings (
            id          INTEGER PRIMARY KEY,
            space_id    INTEGER NOT NULL REFERENCES appoint_spaces (id),
            booker      TEXT    NOT NULL,
            booker_name TEXT    NOT NULL,
            start_at    INTEGER NOT NULL,
            end_at      INTEGER NOT NULL CHECK (end_at > start_at),
            slots       INTEGER NOT NULL,
            purpose     TEXT    NOT NULL,
            people      INTEGER NOT NULL,
            attendees   TEXT    NOT NULL CHECK (json_valid(attendees)),
            state       TEXT    NOT NULL CHECK (state IN ('pending', 'approved', 'rejected', 'cancelled')),
            reason      TEXT,
            created_at  INTEGER NOT NULL,
            decided_at  INTEGER,
            decided_by  TEXT
          );
          CREATE INDEX appoint_bookings_by_space ON appoint_bookings (space_id, start_at);
          CREATE INDEX appoint_bookings_by_booker ON appoint_bookings (booker, start_at);
          CREATE TABLE appoint_signins (
            id         INTEGER PRIMARY KEY,
            booking_id INTEGER NOT NULL UNIQUE REFERENCES appoint_bookings (id),
            at         INTEGER NOT NULL,
            late       INTEGER NOT NULL CHECK (late IN (0, 1))
          );
          CREATE TABLE appoint_messages (
            id         INTEGER PRIMARY KEY,
            username   TEXT    NOT NULL,
            booking_id INTEGER NOT NULL REFERENCES appoint_bookings (id),
            kind       TEXT    NOT NULL CHECK (kind IN ('approved', 'rejected')),
            at         INTEGER NOT NULL,
            by_name    TEXT    NOT NULL
          );
          CREATE INDEX appoint_messages_by_user ON appoint_messages (username, at);
        `);
        writeAppointSeed(db);
      },
    },
    {
      version: 2,
      description: 'appointments: mark when the bookings of the coming days were laid out (once, from the day the sandbox starts)',
      up(db) {
        db.exec('CREATE TABLE appoint_upcoming_seeded (at INTEGER NOT NULL)');
      },
    },
  ],
  // Booking needs only a login (the app has no permission in the manifest); keeping the spaces is the
  // staff's (张老师) and the administrator's.
  grants: { staff: KEEPER, admin: KEEPER },
  mount(api, services) {
    seedUpcomingBookings(services.db, services.now());
    api.route('/', createAppointRoutes(services).app);
  },
};

export default backend;
