/**
 * Freshman arrival's backend (widget freshman-arrival): the welcome week (`freshman_arrival_week`), the
 * freshmen roster (`freshman_arrival_roster`, with who confirmed each arrival) and their registrations
 * (`freshman_arrival_registrations`); `/api/welcome/*` and `/api/welcomeData/*` (routes.ts). Adds the demo
 * freshman account `freshman` (林晓雨, 计科2501班). The instructor, leader and student affairs office get
 * the statistics app; the registration app needs a login only (the backend tells a non-freshman so).
 */
import { addWidgetAccounts, checkedDefinition, type SandboxModule, type PermissionMap } from '../../../sandbox/kit.ts';
import { arrivalForm } from './arrivalForm.ts';
import { chinaDay, welcomeWeekAround } from './arrivalRules.ts';
import { DEMO_FRESHMAN, seedArrivals } from './arrivalSeed.ts';
import { createArrivalRoutes } from './routes.ts';

// The module the statistics keys ask for (widget.json `grant`): the staff's view of the welcome week.
const STATISTICS: PermissionMap = { welcomeData: { module: ['statistics'] } };

const backend: SandboxModule = {
  name: 'freshman-arrival',
  migrations: [
    {
      version: 1,
      description: 'freshman arrival (迎新): the welcome week, the freshmen roster, their registrations; the demo freshman account',
      up(db) {
        db.exec(`
          CREATE TABLE freshman_arrival_week (
            id        INTEGER PRIMARY KEY CHECK (id = 1),
            first_day TEXT    NOT NULL,
            last_day  TEXT    NOT NULL
          );
          CREATE TABLE freshman_arrival_roster (
            student_number TEXT    PRIMARY KEY,
            username       TEXT    UNIQUE,
            name           TEXT    NOT NULL,
            class_name     TEXT    NOT NULL,
            college_id     INTEGER NOT NULL,
            instructor     TEXT,
            arrived_at     INTEGER,
            confirmed_by   TEXT
          );
          CREATE INDEX freshman_arrival_by_college ON freshman_arrival_roster (college_id);
          CREATE TABLE freshman_arrival_registrations (
            id             INTEGER PRIMARY KEY,
            student_number TEXT    NOT NULL UNIQUE REFERENCES freshman_arrival_roster (student_number),
            form_values    TEXT    NOT NULL CHECK (json_valid(form_values)),
            arrival_date   TEXT    NOT NULL,
            arrival_time   TEXT    NOT NULL,
            transport      TEXT    NOT NULL CHECK (transport IN ('train', 'plane', 'car', 'bus')),
            station        TEXT    NOT NULL,
            companions     INTEGER NOT NULL,
            dormitory      INTEGER NOT NULL,
            submitted_at   INTEGER NOT NULL,
            updated_at     INTEGER NOT NULL
          );
          CREATE INDEX freshman_arrival_by_day ON freshman_arrival_registrations (arrival_date);
        `);
        // A student account like the others (a freshman's apps are a student's), named 新生 on the login page.
        addWidgetAccounts(db, [{ username: DEMO_FRESHMAN.username, name: DEMO_FRESHMAN.name, roleName: '新生', like: 'student' }]);
      },
    },
  ],
  // The registration app needs only a login (the backend tells whoever is not on the roster so); the
  // statistics app is the campus staff's, each seeing whom they look after; the administrator, who may
  // do whatever any role may, sees the whole school as the student affairs office does.
  grants: {
    instructor: STATISTICS,
    leader: STATISTICS,
    manager: STATISTICS,
    admin: STATISTICS,
  },
  mount(api, services) {
    // The week is set around the day a database first meets this module, so it needs the sandbox's clock:
    // seeded here, once, not in the migration (which has none) and never on a request.
    const seeded = services.db.prepare('SELECT 1 FROM freshman_arrival_week WHERE id = 1').get();
    if (!seeded) seedArrivals(services.db, welcomeWeekAround(chinaDay(services.now())), services.now());
    const week = services.db.prepare<[], { first_day: string; last_day: string }>('SELECT first_day, last_day FROM freshman_arrival_week').get()!;
    checkedDefinition(arrivalForm({ from: week.first_day, to: week.last_day }), 'widgets/freshman-arrival/sandbox/arrivalForm.ts');
    api.route('/', createArrivalRoutes(services).app);
  },
};

export default backend;
