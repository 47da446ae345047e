/** The shuttle-bus widget's backend: lines, stops, timetables and the holiday calendar (tables `shuttle_*`), and `/api/shuttleBus/*`. */
import type { SandboxModule } from '../../../sandbox/kit.ts';
import { createShuttleRoutes } from './routes.ts';
import { SEED_CALENDAR, SEED_LINES } from './seed.ts';

const backend: SandboxModule = {
  name: 'shuttle-bus',
  migrations: [
    {
      version: 1,
      description: 'shuttle_lines, shuttle_stops, shuttle_departures, shuttle_calendar: the campus shuttle, seeded with the demo lines and 2026 holidays',
      up(db) {
        // Names are JSON { zh, en, tw }: the reader's language is picked when answering.
        db.exec(`
          CREATE TABLE shuttle_lines (
            id         INTEGER PRIMARY KEY,
            sort_order INTEGER NOT NULL,
            name       TEXT    NOT NULL,
            campus     TEXT    NOT NULL,
            note       TEXT
          );
          CREATE TABLE shuttle_stops (
            line_id    INTEGER NOT NULL REFERENCES shuttle_lines (id),
            sort_order INTEGER NOT NULL,
            name       TEXT    NOT NULL,
            minutes    INTEGER NOT NULL,
            PRIMARY KEY (line_id, sort_order)
          );
          CREATE TABLE shuttle_departures (
            line_id  INTEGER NOT NULL REFERENCES shuttle_lines (id),
            day_kind TEXT    NOT NULL CHECK (day_kind IN ('workday', 'holiday')),
            time     TEXT    NOT NULL,
            PRIMARY KEY (line_id, day_kind, time)
          );
          CREATE TABLE shuttle_calendar (
            day  TEXT PRIMARY KEY,
            kind TEXT NOT NULL CHECK (kind IN ('workday', 'holiday')),
            name TEXT NOT NULL
          );
        `);
        const line = db.prepare('INSERT INTO shuttle_lines (sort_order, name, campus, note) VALUES (?, ?, ?, ?)');
        const stop = db.prepare('INSERT INTO shuttle_stops (line_id, sort_order, name, minutes) VALUES (?, ?, ?, ?)');
        const departure = db.prepare('INSERT INTO shuttle_departures (line_id, day_kind, time) VALUES (?, ?, ?)');
        const calendar = db.prepare('INSERT INTO shuttle_calendar (day, kind, name) VALUES (?, ?, ?)');
        SEED_LINES.forEach((l, index) => {
          const lineId = line.run(index + 1, JSON.stringify(l.name), JSON.stringify(l.campus), l.note ? JSON.stringify(l.note) : null).lastInsertRowid;
          l.stops.forEach((s, stopIndex) => stop.run(lineId, stopIndex + 1, JSON.stringify(s.name), s.minutes));
          for (const time of l.workday) departure.run(lineId, 'workday', time);
          for (const time of l.holiday) departure.run(lineId, 'holiday', time);
        });
        for (const c of SEED_CALENDAR) calendar.run(c.day, c.kind, JSON.stringify(c.name));
      },
    },
  ],
  mount(api, services) {
    api.route('/', createShuttleRoutes(services));
  },
};

export default backend;
