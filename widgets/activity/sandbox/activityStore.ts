/**
 * The activity tables' rows and how lists show them: an activity's phase at a moment (open for sign-up,
 * full, closed, ongoing, ended) and its places taken, counted in SQL beside the row.
 */
import type { ActivitySummary, ActivityParticipantsData, ActivitySignupData } from '../generated/types.ts';
import type { SandboxDatabase } from '../../../sandbox/kit.ts';
import type { Category } from './activityForms.ts';

export type Summary = ActivitySummary;
export type Signup = ActivitySignupData['signup'];
export type Participant = ActivityParticipantsData['list'][number];
export type SignupState = Signup['state'];

/** Check-in opens this long before the start. */
export const CHECKIN_OPENS_S = 3600;

export interface ActivityRow {
  id: number;
  title: string;
  category: Category;
  place: string;
  description: string;
  cover: string | null;
  organiser: string;
  owner: string;
  starts_at: number;
  ends_at: number;
  signup_ends_at: number;
  capacity: number;
  review: number;
  form: string;
  code_secret: string;
  created_at: number;
  /** Sign-ups accepted or waiting (selected with the row). */
  taken: number;
}

export interface SignupRow {
  id: number;
  activity_id: number;
  username: string;
  name: string;
  unit: string;
  state: SignupState;
  reason: string | null;
  answers: string;
  signed_at: number;
  checked_in_at: number | null;
}

export const TAKEN = `(SELECT count(*) FROM activity_signups s WHERE s.activity_id = a.id AND s.state IN ('pending', 'accepted'))`;

export const ACTIVITY_TABLES = `
  CREATE TABLE activity_items (
    id             INTEGER PRIMARY KEY,
    title          TEXT    NOT NULL,
    category       TEXT    NOT NULL CHECK (category IN ('culture', 'lecture', 'volunteer', 'sports', 'club')),
    place          TEXT    NOT NULL,
    description    TEXT    NOT NULL,
    cover          TEXT,
    organiser      TEXT    NOT NULL,
    owner          TEXT    NOT NULL,
    starts_at      INTEGER NOT NULL,
    ends_at        INTEGER NOT NULL,
    signup_ends_at INTEGER NOT NULL,
    capacity       INTEGER NOT NULL CHECK (capacity > 0),
    review         INTEGER NOT NULL,
    form           TEXT    NOT NULL,
    code_secret    TEXT    NOT NULL,
    created_at     INTEGER NOT NULL
  );
  CREATE INDEX activity_by_start ON activity_items (starts_at);
  CREATE TABLE activity_signups (
    id            INTEGER PRIMARY KEY,
    activity_id   INTEGER NOT NULL REFERENCES activity_items (id),
    username      TEXT    NOT NULL,
    name          TEXT    NOT NULL,
    unit          TEXT    NOT NULL,
    state         TEXT    NOT NULL CHECK (state IN ('pending', 'accepted', 'rejected', 'cancelled')),
    reason        TEXT,
    answers       TEXT    NOT NULL,
    signed_at     INTEGER NOT NULL,
    decided_at    INTEGER,
    checked_in_at INTEGER,
    UNIQUE (activity_id, username)
  );
  CREATE TABLE activity_files (
    id          INTEGER PRIMARY KEY,
    activity_id INTEGER NOT NULL REFERENCES activity_items (id),
    name        TEXT    NOT NULL,
    url         TEXT    NOT NULL,
    size        INTEGER NOT NULL,
    type        TEXT    NOT NULL,
    at          INTEGER NOT NULL,
    by_name     TEXT    NOT NULL
  );
  CREATE TABLE activity_comments (
    id          INTEGER PRIMARY KEY,
    activity_id INTEGER NOT NULL REFERENCES activity_items (id),
    username    TEXT    NOT NULL,
    name        TEXT    NOT NULL,
    text        TEXT    NOT NULL,
    at          INTEGER NOT NULL
  );
  CREATE TABLE activity_albums (
    id          INTEGER PRIMARY KEY,
    activity_id INTEGER NOT NULL REFERENCES activity_items (id),
    title       TEXT    NOT NULL
  );
  CREATE TABLE activity_photos (
    id       INTEGER PRIMARY KEY,
    album_id INTEGER NOT NULL REFERENCES activity_albums (id),
    url      TEXT    NOT NULL,
    username TEXT,
    name     TEXT    NOT NULL,
    at       INTEGER NOT NULL
  );
  CREATE TABLE activity_seeded (at INTEGER NOT NULL);`;

/** Where an activity stands at `now`. */
export function phaseOf(row: Pick<ActivityRow, 'starts_at' | 'ends_at' | 'signup_ends_at' | 'capacity' | 'taken'>, now: number): Summary['phase'] {
  if (now >= row.ends_at) return 'ended';
  if (now >= row.starts_at) return 'ongoing';
  if (now >= row.signup_ends_at) return 'closed';
  return row.taken >= row.capacity ? 'full' : 'open';
}

export const toSummary = (row: ActivityRow, now: number): Summary => ({
  id: row.id,
  title: row.title,
  category: row.category,
  place: row.place,
  cover: row.cover,
  organiser: row.organiser,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  signupEndsAt: row.signup_ends_at,
  capacity: row.capacity,
  taken: row.taken,
  review: row.review === 1,
  phase: phaseOf(row, now),
});

export const toSignup = (row: SignupRow): Signup => ({
  id: row.id,
  state: row.state,
  reason: row.reason,
  signedAt: row.signed_at,
  checkedInAt: row.checked_in_at,
});

export const toParticipant = (row: SignupRow): Participant => ({
  ...toSignup(row),
  name: row.name,
  username: row.username,
  unit: row.unit,
  values: JSON.parse(row.answers) as Record<string, unknown>,
});

/** The statements every route file reads activities with. */
export function activityStatements(db: SandboxDatabase) {
  return {
    activity: db.prepare<[number], ActivityRow>(`SELECT a.*, ${TAKEN} AS taken FROM activity_items a WHERE a.id = ?`),
    signupOf: db.prepare<[number, string], SignupRow>('SELECT * FROM activity_signups WHERE activity_id = ? AND username = ?'),
    signup: db.prepare<[number], SignupRow>('SELECT * FROM activity_signups WHERE id = ?'),
  };
}
