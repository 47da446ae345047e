/**
 * The leaves and return registrations as stored (tables of migration 1, index.ts) and as answered: a row
 * with its student, class, college and approvers read from the campus directory's tables, its state as
 * the moment makes it (approved → out → overdue), and its approval chain.
 */
import type { CampusLeaveArriveData, CampusLeaveDecideData } from '../generated/types.ts';
import { regionName, type RegionLanguage, type SandboxDatabase } from '../../../sandbox/kit.ts';
import { daysBetween, timeText, type Level } from './leaveRules.ts';

export type Leave = CampusLeaveDecideData;
export type ReturnRecord = CampusLeaveArriveData;

export const LEVEL_NAMES: Record<Level, string> = { instructor: '辅导员', leader: '学院领导', manager: '学工部' };

export const TABLES = `
  CREATE TABLE campus_leaves (
    id              INTEGER PRIMARY KEY,
    student_id      INTEGER NOT NULL REFERENCES campus_students (id),
    start_at        INTEGER NOT NULL,
    end_at          INTEGER NOT NULL,
    destination     TEXT    NOT NULL,
    reason_type     TEXT    NOT NULL CHECK (reason_type IN ('home', 'medical', 'internship', 'travel', 'other')),
    reason          TEXT    NOT NULL,
    phone           TEXT    NOT NULL,
    emergency       TEXT    NOT NULL,
    transport       TEXT    NOT NULL,
    form_values     TEXT    NOT NULL CHECK (json_valid(form_values)),
    -- approved stays approved while away; out and overdue are read from the clock (stateOf).
    state           TEXT    NOT NULL CHECK (state IN ('pending', 'approved', 'refused', 'cancelled', 'back')),
    -- The round being decided (0: the application, 1…: extensions), its levels in order and the next one.
    round           INTEGER NOT NULL DEFAULT 0,
    levels          TEXT    NOT NULL CHECK (json_valid(levels)),
    step            INTEGER NOT NULL DEFAULT 0,
    ext_end_at      INTEGER,
    ext_reason      TEXT,
    extended        INTEGER NOT NULL DEFAULT 0,
    submitted_at    INTEGER NOT NULL,
    back_at         INTEGER
  );
  CREATE INDEX campus_leaves_by_student ON campus_leaves (student_id, id);
  CREATE INDEX campus_leaves_by_state ON campus_leaves (state, start_at);
  CREATE TABLE campus_leave_decisions (
    id           INTEGER PRIMARY KEY,
    leave_id     INTEGER NOT NULL REFERENCES campus_leaves (id),
    round        INTEGER NOT NULL,
    level        TEXT    NOT NULL,
    decided_by   TEXT,
    decider_name TEXT    NOT NULL,
    decision     TEXT    NOT NULL CHECK (decision IN ('approved', 'refused')),
    note         TEXT,
    decided_at   INTEGER NOT NULL,
    UNIQUE (leave_id, round, level)
  );
  CREATE TABLE campus_leave_returns (
    id            INTEGER PRIMARY KEY,
    student_id    INTEGER NOT NULL REFERENCES campus_students (id),
    leave_id      INTEGER REFERENCES campus_leaves (id),
    expected_at   INTEGER NOT NULL,
    transport     TEXT    NOT NULL,
    transport_no  TEXT,
    from_region   TEXT    NOT NULL,
    health        TEXT    NOT NULL CHECK (health IN ('healthy', 'unwell')),
    health_note   TEXT,
    form_values   TEXT    NOT NULL CHECK (json_valid(form_values)),
    submitted_at  INTEGER NOT NULL,
    arrived_at    INTEGER,
    arrived_by    TEXT
  );
  CREATE INDEX campus_leave_returns_by_expected ON campus_leave_returns (expected_at);
  -- Set once the demo's leaves were seeded (leaveSeed.ts), so a database is seeded once.
  CREATE TABLE campus_leave_seeded (seeded_at INTEGER NOT NULL);
`;

export interface LeaveRow {
  id: number;
  student_id: number;
  start_at: number;
  end_at: number;
  destination: string;
  reason_type: Leave['reasonType'];
  reason: string;
  phone: string;
  emergency: string;
  /** The application as submitted (JSON): its region codes name the destination in each reader's language. */
  form_values: string;
  /** The form's option value (train, plane, bus, car, other). */
  transport: Leave['transport'];
  transport_no: string | null;
  state: 'pending' | 'approved' | 'refused' | 'cancelled' | 'back';
  round: number;
  levels: string;
  step: number;
  ext_end_at: number | null;
  ext_reason: string | null;
  extended: number;
  submitted_at: number;
  back_at: number | null;
  student_name: string;
  student_number: string;
  username: string | null;
  class_name: string;
  college_id: number;
  college_name: string;
  instructor_id: number;
  instructor_name: string;
  leader_name: string | null;
}

interface DecisionRow {
  round: number;
  level: Level;
  decider_name: string;
  decision: 'approved' | 'refused';
  note: string | null;
  decided_at: number;
}

/** A leave with its student's place and approvers; `WHERE` and `ORDER BY` are added by each query. */
export const LEAVE_SELECT = `
  SELECT l.*, s.name AS student_name, s.student_number, s.username, c.name AS class_name, c.college_id, g.name AS college_name,
    c.instructor_id, i.name AS instructor_name,
    (SELECT name FROM campus_staff WHERE duty = 'leader' AND college_id = c.college_id ORDER BY id LIMIT 1) AS leader_name
  FROM campus_leaves l
  JOIN campus_students s ON s.id = l.student_id
  JOIN campus_classes c ON c.id = s.class_id
  JOIN campus_colleges g ON g.id = c.college_id
  JOIN campus_staff i ON i.id = c.instructor_id`;

/** The levels the current round still waits for, none when nothing is under approval. */
export function openLevels(row: Pick<LeaveRow, 'state' | 'ext_end_at' | 'levels'>): Level[] | undefined {
  return row.state === 'pending' || (row.state === 'approved' && row.ext_end_at !== null) ? (JSON.parse(row.levels) as Level[]) : undefined;
}

export function createLeaveReader(db: SandboxDatabase, now: () => number) {
  const decisions = db.prepare<[number], DecisionRow>(
    'SELECT round, level, decider_name, decision, note, decided_at FROM campus_leave_decisions WHERE leave_id = ? ORDER BY id',
  );
  const manager = db.prepare<[], { name: string }>("SELECT name FROM campus_staff WHERE duty = 'manager' ORDER BY id LIMIT 1");

  const approverOf = (row: LeaveRow, level: Level) =>
    level === 'instructor' ? row.instructor_name : level === 'leader' ? (row.leader_name ?? LEVEL_NAMES.leader) : (manager.get()?.name ?? LEVEL_NAMES.manager);

  function stateOf(row: LeaveRow): Leave['state'] {
    if (row.state !== 'approved') return row.state;
    const seconds = Math.floor(now() / 1000);
    if (seconds < row.start_at) return 'approved';
    return seconds <= row.end_at ? 'out' : 'overdue';
  }

  /** A leave as `language`'s reader sees it: the destination named from the form's region codes (the stored Chinese name when a row has none). */
  function leaveOf(row: LeaveRow, language: RegionLanguage = 'zh'): Leave {
    const chain: Leave['chain'] = decisions.all(row.id).map((decision) => ({
      round: decision.round,
      level: decision.level,
      approver: decision.decider_name,
      state: decision.decision,
      decidedAt: decision.decided_at,
      ...(decision.note ? { note: decision.note } : {}),
    }));
    const open = openLevels(row);
    open?.forEach((level, index) => {
      if (index >= row.step) chain.push({ round: row.round, level, approver: approverOf(row, level), state: index === row.step ? 'waiting' : 'queued' });
    });
    return {
      id: row.id,
      studentName: row.student_name,
      studentNumber: row.student_number,
      className: row.class_name,
      collegeName: row.college_name,
      start: timeText(row.start_at),
      end: timeText(row.end_at),
      days: daysBetween(row.start_at, row.end_at),
      destination: regionName(formValuesOf(row).destination, language) || row.destination,
      reasonType: row.reason_type,
      reason: row.reason,
      phone: row.phone,
      emergencyContact: row.emergency,
      transport: row.transport,
      ...(row.transport_no ? { transportNo: row.transport_no } : {}),
      state: stateOf(row),
      extended: row.extended === 1,
      ...(row.state === 'approved' && row.ext_end_at !== null
        ? { extension: { end: timeText(row.ext_end_at), reason: row.ext_reason ?? '', days: daysBetween(row.start_at, row.ext_end_at) } }
        : {}),
      submittedAt: row.submitted_at,
      ...(row.back_at ? { backAt: row.back_at } : {}),
      chain,
    };
  }

  return { leaveOf, stateOf };
}

export interface ReturnRow {
  id: number;
  leave_id: number | null;
  expected_at: number;
  transport: ReturnRecord['transport'];
  transport_no: string | null;
  from_region: string;
  form_values: string;
  health: ReturnRecord['health'];
  health_note: string | null;
  submitted_at: number;
  arrived_at: number | null;
  arrived_by: string | null;
  student_name: string;
  student_number: string;
  class_name: string;
  college_id: number;
  instructor_id: number;
}

export const RETURN_SELECT = `
  SELECT r.*, s.name AS student_name, s.student_number, c.name AS class_name, c.college_id, c.instructor_id
  FROM campus_leave_returns r
  JOIN campus_students s ON s.id = r.student_id
  JOIN campus_classes c ON c.id = s.class_id`;

/** A return registration in `language`: where the student comes from named from the form's region codes. */
export function returnOf(row: ReturnRow, language: RegionLanguage = 'zh'): ReturnRecord {
  return {
    id: row.id,
    studentName: row.student_name,
    studentNumber: row.student_number,
    className: row.class_name,
    expectedAt: timeText(row.expected_at),
    transport: row.transport,
    ...(row.transport_no ? { transportNo: row.transport_no } : {}),
    from: regionName(formValuesOf(row).from, language) || row.from_region,
    health: row.health,
    ...(row.health_note ? { healthNote: row.health_note } : {}),
    ...(row.leave_id ? { leaveId: row.leave_id } : {}),
    submittedAt: row.submitted_at,
    ...(row.arrived_at ? { arrivedAt: row.arrived_at } : {}),
    ...(row.arrived_by ? { arrivedBy: row.arrived_by } : {}),
  };
}

const formValuesOf = (row: { form_values: string }) => JSON.parse(row.form_values) as Record<string, unknown>;
