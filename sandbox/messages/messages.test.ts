/**
 * Message delivery (sandbox/messages/): the quiet window (crossing midnight or not), delivery marking a
 * message silent only in the recipient's window on a muted channel, reading the messages about a thing,
 * and the tables made over a database whose notice backend made them before (with `notice_id`).
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import {
  createMessageTables,
  deliverMessage,
  inQuietWindow,
  isSilenced,
  quietHoursOf,
  readMessagesAbout,
  saveQuietHours,
  DEFAULT_QUIET_HOURS,
} from './index.ts';

/** Minutes since midnight. */
const at = (hh: number, mm = 0) => hh * 60 + mm;
/** 2026-11-22 at hh:mm China time, in Unix seconds. */
const chinaTime = (hh: number, mm = 0) => Date.UTC(2026, 10, 22, hh - 8, mm) / 1000;

function freshDatabase() {
  const db = new Database(':memory:');
  createMessageTables(db);
  return db;
}
const rows = (db: Database.Database) =>
  db
    .prepare<[], { title: string; silent: number; about: string | null; read_at: number | null }>(
      'SELECT title, silent, about, read_at FROM messages ORDER BY id',
    )
    .all();

describe('the quiet window', () => {
  it('holds [start, end), wrapping past midnight when end <= start', () => {
    expect([at(21, 59), at(22), at(3), at(6, 59), at(7)].map((m) => inQuietWindow(m, '22:00', '07:00'))).toEqual([false, true, true, true, false]);
    expect([at(12, 59), at(13), at(13, 59), at(14)].map((m) => inQuietWindow(m, '13:00', '14:00'))).toEqual([false, true, true, false]);
  });

  it('silences only a muted channel, only when switched on', () => {
    const on = { enabled: true, start: '22:00', end: '07:00', muted: ['notice'] };
    expect(isSilenced(on, 'notice', chinaTime(23, 30))).toBe(true);
    expect(isSilenced(on, 'system', chinaTime(23, 30))).toBe(false);
    expect(isSilenced(on, 'notice', chinaTime(10))).toBe(false);
    expect(isSilenced({ ...on, enabled: false }, 'notice', chinaTime(23, 30))).toBe(false);
    expect(isSilenced(undefined, 'notice', chinaTime(23, 30))).toBe(false);
  });
});

describe('deliverMessage', () => {
  it("honours the recipient's saved quiet hours, and reads the messages about a thing", () => {
    const db = freshDatabase();
    expect(quietHoursOf(db, 'student')).toEqual(DEFAULT_QUIET_HOURS);
    saveQuietHours(db, 'student', { enabled: true, start: '22:00', end: '07:00', muted: ['notice'] }, 100);
    expect(quietHoursOf(db, 'student')).toEqual({ enabled: true, start: '22:00', end: '07:00', muted: ['notice'], updatedAt: 100 });
    const message = { channel: 'notice', body: '…', about: 'notice:7' };
    deliverMessage(db, { ...message, username: 'student', title: 'night', createdAt: chinaTime(23, 30) });
    deliverMessage(db, { ...message, username: 'student', title: 'day', createdAt: chinaTime(10) });
    deliverMessage(db, { ...message, username: 'teacher', title: 'other', createdAt: chinaTime(23, 30) });
    expect(rows(db).map((r) => [r.title, r.silent])).toEqual([
      ['night', 1],
      ['day', 0],
      ['other', 0],
    ]);
    expect(readMessagesAbout(db, 'student', 'notice:7', 500)).toBe(2);
    expect(rows(db).map((r) => r.read_at)).toEqual([500, 500, null]);
  });
});

describe('createMessageTables', () => {
  it('keeps the rows of tables the notice backend made, their notice as `about`', () => {
    const db = new Database(':memory:');
    db.exec(`
      CREATE TABLE messages (id INTEGER PRIMARY KEY, username TEXT NOT NULL, channel TEXT NOT NULL, title TEXT NOT NULL, body TEXT NOT NULL,
        link TEXT, notice_id INTEGER, created_at INTEGER NOT NULL, read_at INTEGER, silent INTEGER NOT NULL DEFAULT 0);
      INSERT INTO messages (username, channel, title, body, notice_id, created_at) VALUES ('student', 'notice', 'old', '…', 3, 1), ('student', 'system', 'plain', '…', NULL, 2);
    `);
    createMessageTables(db);
    createMessageTables(db);
    expect(rows(db).map((r) => [r.title, r.about])).toEqual([
      ['old', 'notice:3'],
      ['plain', null],
    ]);
    deliverMessage(db, { username: 'student', channel: 'notice', title: 'new', body: '…', about: 'notice:4', createdAt: 3 });
    expect(rows(db).at(-1)).toMatchObject({ title: 'new', about: 'notice:4' });
  });
});
