/**
 * The staff daily report's backend (widget daily-report): units (`daily_report_units`: the campus
 * directory's colleges and the administrative offices) and their rosters (`daily_report_members`), one
 * report per member and day (`daily_report_reports`), reminders (`daily_report_reminders`, one per member
 * and day), who administers which unit (`daily_report_unit_admins`) and the applications for it
 * (`daily_report_applications`); `/api/dailyReport/*` and `/api/dataStatistics/dashboard` (routes.ts).
 */
import { checkedDefinition, type SandboxModule, type PermissionMap, beijingMorning, dayOf } from '../../../sandbox/kit.ts';
import { REPORT_FORM } from './reportForm.ts';
import { seedUnits, seedUpTo } from './reportSeed.ts';
import { createDailyReportRoutes, REVIEW_MODULE } from './routes.ts';

/**
 * The approvers (学工部 and the administrator): `approve` on dailyReport marks who reviews applications and
 * reads the school-wide dashboard. The dashboard apps open with the statistics export right (their
 * manifest `permission`: "export"), which the administrator's seed map has and 学工部 gets here.
 */
const DASHBOARD_APPS: PermissionMap = { dataStatistics: { module: ['export'] }, upcdataStatistics: { module: ['export'] } };
const APPROVER: PermissionMap = { dailyReport: { module: [REVIEW_MODULE] } };

const backend: SandboxModule = {
  name: 'daily-report',
  migrations: [
    {
      version: 1,
      description:
        'staff daily reports by unit: units, rosters, reports, reminders, unit admins and applications; the demo teacher administers 计算机科学与技术学院, staff applies for 教务处',
      up(db) {
        db.exec(`
          CREATE TABLE daily_report_units (
            id   INTEGER PRIMARY KEY,
            name TEXT    NOT NULL UNIQUE,
            kind TEXT    NOT NULL CHECK (kind IN ('college', 'office')),
            sort INTEGER NOT NULL
          );
          CREATE TABLE daily_report_members (
            id           INTEGER PRIMARY KEY,
            unit_id      INTEGER NOT NULL REFERENCES daily_report_units (id),
            staff_number TEXT    NOT NULL UNIQUE,
            name         TEXT    NOT NULL,
            username     TEXT    UNIQUE
          );
          CREATE INDEX daily_report_members_by_unit ON daily_report_members (unit_id);
          CREATE TABLE daily_report_reports (
            id           INTEGER PRIMARY KEY,
            member_id    INTEGER NOT NULL REFERENCES daily_report_members (id),
            day          TEXT    NOT NULL,
            form_values  TEXT    NOT NULL CHECK (json_valid(form_values)),
            temperature  REAL,
            abnormal     INTEGER NOT NULL DEFAULT 0,
            submitted_at INTEGER NOT NULL,
            updated_at   INTEGER NOT NULL,
            UNIQUE (member_id, day)
          );
          CREATE INDEX daily_report_reports_by_day ON daily_report_reports (day, member_id, abnormal);
          CREATE TABLE daily_report_reminders (
            id        INTEGER PRIMARY KEY,
            member_id INTEGER NOT NULL REFERENCES daily_report_members (id),
            day       TEXT    NOT NULL,
            sent_by   TEXT    NOT NULL,
            sent_at   INTEGER NOT NULL,
            UNIQUE (member_id, day)
          );
          CREATE TABLE daily_report_unit_admins (
            unit_id    INTEGER NOT NULL REFERENCES daily_report_units (id),
            username   TEXT    NOT NULL,
            granted_at INTEGER NOT NULL,
            PRIMARY KEY (unit_id, username)
          );
          CREATE TABLE daily_report_applications (
            id          INTEGER PRIMARY KEY,
            username    TEXT    NOT NULL,
            applicant   TEXT    NOT NULL,
            unit_id     INTEGER NOT NULL REFERENCES daily_report_units (id),
            reason      TEXT    NOT NULL,
            state       TEXT    NOT NULL CHECK (state IN ('pending', 'approved', 'refused')),
            created_at  INTEGER NOT NULL,
            reviewed_at INTEGER,
            reviewer    TEXT,
            note        TEXT
          );
          -- One pending application per user and unit, however many requests race (409 in routes.ts).
          CREATE UNIQUE INDEX daily_report_one_pending ON daily_report_applications (username, unit_id) WHERE state = 'pending';
          CREATE TABLE daily_report_seed_days (day TEXT PRIMARY KEY);
        `);
        seedUnits(db);
        const unitId = (name: string) => db.prepare<[string], { id: number }>('SELECT id FROM daily_report_units WHERE name = ?').get(name)!.id;
        db.prepare('INSERT INTO daily_report_unit_admins (unit_id, username, granted_at) VALUES (?, ?, ?)').run(
          unitId('计算机科学与技术学院'),
          'teacher',
          beijingMorning(2026, 9, 1),
        );
        const apply = db.prepare(
          'INSERT INTO daily_report_applications (username, applicant, unit_id, reason, state, created_at, reviewed_at, reviewer, note) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        );
        apply.run(
          'teacher',
          '李老师',
          unitId('计算机科学与技术学院'),
          '学院办公室负责教职工每日上报的汇总与提醒。',
          'approved',
          beijingMorning(2026, 8, 28),
          beijingMorning(2026, 9, 1),
          '周老师',
          '同意，请每日 20:00 前督促未报人员。',
        );
        apply.run('staff', '张老师', unitId('教务处'), '负责教务处教职工每日上报的统计与提醒。', 'pending', beijingMorning(2026, 11, 20), null, null, null);
      },
    },
  ],
  grants: { manager: { ...APPROVER, ...DASHBOARD_APPS }, admin: { ...APPROVER, ...DASHBOARD_APPS } },
  mount(api, services) {
    checkedDefinition(REPORT_FORM, 'widgets/daily-report/sandbox/reportForm.ts');
    // The demo week up to today when the sandbox starts, not on a request (no GET may change what is stored).
    seedUpTo(services.db, services.now(), dayOf);
    api.route('/', createDailyReportRoutes(services).app);
  },
};

export default backend;
