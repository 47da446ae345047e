/**
 * The health report's backend (widget health-report): the ten report types of the old
 * epidemic-reporting modules (`health_report_types`, one per app key, each with its form), the
 * students' daily reports (`health_reports`, one per type, student and day) and the staff's reminders
 * (`health_reminders`); `/api/health-report/*`. Counted by the campus directory (sandbox/campus/).
 */
import {
  requireGrant,
  requireLogin,
  createCampusDirectory,
  checkedDefinition,
  keyedRoutes,
  type SandboxModule,
  type PermissionMap,
  dayOf,
} from '../../../sandbox/kit.ts';
import { createAccess, HEALTH_MESSAGES, type HealthEnv } from './access.ts';
import { createReportCounts } from './reportCounts.ts';
import { createSeedKeeper } from './reportSeed.ts';
import { createTypeStore } from './reportStore.ts';
import { REPORT_TYPES } from './reportTypes.ts';
import { addStaffRoutes } from './staffRoutes.ts';
import { addStudentRoutes } from './studentRoutes.ts';
import { addTypeRoutes } from './typeRoutes.ts';

/** The app keys of the report types: every one gets the same pages per role. */
export const REPORT_APPS = REPORT_TYPES.map((type) => type.key);

/** The pages (permission modules) of each role, for every report type's app. */
export const ROLE_PAGES = {
  student: ['index', 'details'],
  instructor: ['instructor', 'details'],
  leader: ['leader', 'fenji', 'details'],
  manager: ['manager', 'fenji', 'epideType', 'typeList', 'details'],
} as const;

const grantsOf = (pages: readonly string[]): PermissionMap => Object.fromEntries(REPORT_APPS.map((app) => [app, { module: [...pages] }]));

const where = (key: string) => `widgets/health-report/sandbox/reportTypes.ts, report type "${key}"`;

const backend: SandboxModule = {
  name: 'health-report',
  migrations: [
    {
      version: 1,
      description: 'health report types (the ten epidemic-reporting modules, each with its form), daily reports, reminders',
      up(db) {
        db.exec(`
          CREATE TABLE health_report_types (
            key        TEXT    PRIMARY KEY,
            name       TEXT    NOT NULL,
            deadline   TEXT    NOT NULL,
            definition TEXT    NOT NULL CHECK (json_valid(definition)),
            version    INTEGER NOT NULL DEFAULT 1,
            updated_at INTEGER NOT NULL
          );
          CREATE TABLE health_reports (
            id             INTEGER PRIMARY KEY,
            type_key       TEXT    NOT NULL REFERENCES health_report_types (key),
            student_number TEXT    NOT NULL,
            username       TEXT,
            day            TEXT    NOT NULL,
            form_values    TEXT    NOT NULL CHECK (json_valid(form_values)),
            abnormal       INTEGER NOT NULL DEFAULT 0,
            submitted_at   INTEGER NOT NULL,
            updated_at     INTEGER NOT NULL,
            UNIQUE (type_key, student_number, day)
          );
          CREATE INDEX health_reports_by_day ON health_reports (type_key, day, abnormal);
          CREATE TABLE health_reminders (
            id             INTEGER PRIMARY KEY,
            type_key       TEXT    NOT NULL,
            day            TEXT    NOT NULL,
            reminded_by    TEXT    NOT NULL,
            scope          TEXT    NOT NULL,
            student_number TEXT    NOT NULL,
            delivered      INTEGER NOT NULL,
            created_at     INTEGER NOT NULL
          );
          CREATE INDEX health_reminders_by_sender ON health_reminders (reminded_by, type_key, day, scope, created_at);
          -- The days whose demo reports were seeded (reportSeed.ts): each is seeded once.
          CREATE TABLE health_report_seed_days (
            type_key TEXT NOT NULL,
            day      TEXT NOT NULL,
            PRIMARY KEY (type_key, day)
          );
        `);
        const insert = db.prepare('INSERT INTO health_report_types (key, name, deadline, definition, version, updated_at) VALUES (?, ?, ?, ?, 1, ?)');
        for (const type of REPORT_TYPES) {
          insert.run(type.key, type.name, type.deadline, JSON.stringify(checkedDefinition(type.definition, where(type.key))), Math.floor(Date.now() / 1000));
        }
      },
    },
  ],
  grants: {
    student: grantsOf(ROLE_PAGES.student),
    instructor: grantsOf(ROLE_PAGES.instructor),
    leader: grantsOf(ROLE_PAGES.leader),
    manager: grantsOf(ROLE_PAGES.manager),
    // The administrator has every app and module of every other role (sandbox/seed/accounts.ts); its answers
    // still cover only the students it looks after in the campus directory: none.
    admin: grantsOf([...new Set(Object.values(ROLE_PAGES).flat())]),
  },
  mount(api, services) {
    const types = createTypeStore(services.db);
    // What is served is checked again: a type saved by an older sandbox, or edited by hand, fails here.
    for (const type of types.all()) checkedDefinition(type.definition, `health_report_types, report type "${type.key}"`);
    const campus = createCampusDirectory(services.db);
    const context = { services, campus, types, counts: createReportCounts(services.db), access: createAccess(services, campus, types.get) };
    // The demo week of other students' reports, up to today, when the sandbox starts (about 90 ms): not on
    // a request, since no GET may change what is stored (runtime/host/tests/crossSiteRequests.test.ts). A
    // sandbox running past midnight meets the new day as a school does, with nobody's report yet, and
    // seeds it at its next start.
    createSeedKeeper(services.db, services.now, dayOf)();
    const routes = keyedRoutes<HealthEnv>();
    // First whoever may open no report app at all; each key then asks for its pages of the type it names.
    routes.use(requireLogin(services.sessions), requireGrant(services, { message: HEALTH_MESSAGES.forbidden }));
    addStudentRoutes(routes, context);
    addStaffRoutes(routes, context);
    addTypeRoutes(routes, context);
    api.route('/', routes.app);
  },
};

export default backend;
