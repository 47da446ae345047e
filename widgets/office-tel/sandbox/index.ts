/** The office-tel widget's backend: the campus phone book (tables `office_tel_*`) and `/api/officeTel/list`. */
import type { SandboxModule } from '../../../sandbox/kit.ts';
import { createOfficeTelRoutes } from './routes.ts';
import { SEED_DEPARTMENTS } from './seed.ts';

const backend: SandboxModule = {
  name: 'office-tel',
  migrations: [
    {
      version: 1,
      description: 'office_tel_departments, office_tel_entries, office_tel_numbers: the campus phone book, seeded with the demo offices',
      up(db) {
        // Names, hours and locations are JSON { zh, en, tw }: the reader's language is picked when answering.
        db.exec(`
          CREATE TABLE office_tel_departments (
            id         INTEGER PRIMARY KEY,
            sort_order INTEGER NOT NULL,
            name       TEXT    NOT NULL,
            location   TEXT,
            hours      TEXT
          );
          CREATE TABLE office_tel_entries (
            id            INTEGER PRIMARY KEY,
            department_id INTEGER NOT NULL REFERENCES office_tel_departments (id),
            sort_order    INTEGER NOT NULL,
            name          TEXT    NOT NULL,
            all_day       INTEGER NOT NULL DEFAULT 0,
            location      TEXT,
            hours         TEXT
          );
          CREATE TABLE office_tel_numbers (
            entry_id   INTEGER NOT NULL REFERENCES office_tel_entries (id),
            sort_order INTEGER NOT NULL,
            number     TEXT    NOT NULL,
            PRIMARY KEY (entry_id, sort_order)
          );
        `);
        const json = (text: object | undefined) => (text ? JSON.stringify(text) : null);
        const department = db.prepare('INSERT INTO office_tel_departments (sort_order, name, location, hours) VALUES (?, ?, ?, ?)');
        const entry = db.prepare('INSERT INTO office_tel_entries (department_id, sort_order, name, all_day, location, hours) VALUES (?, ?, ?, ?, ?, ?)');
        const number = db.prepare('INSERT INTO office_tel_numbers (entry_id, sort_order, number) VALUES (?, ?, ?)');
        SEED_DEPARTMENTS.forEach((d, index) => {
          const departmentId = department.run(index + 1, json(d.name), json(d.location), json(d.hours)).lastInsertRowid;
          d.entries.forEach((e, entryIndex) => {
            const entryId = entry.run(departmentId, entryIndex + 1, json(e.name), e.allDay ? 1 : 0, json(e.location), json(e.hours)).lastInsertRowid;
            e.numbers.forEach((n, numberIndex) => number.run(entryId, numberIndex + 1, n));
          });
        });
      },
    },
  ],
  mount(api, services) {
    api.route('/', createOfficeTelRoutes(services.db));
  },
};

export default backend;
