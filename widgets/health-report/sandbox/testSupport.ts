/**
 * Helpers of the health report backend's tests: a submission body, and more student accounts for the
 * concurrency tests (sessions started directly: fifty scrypt logins would test the password hash, not the
 * reports), each calling by key as the portal does.
 */
import type { Hono } from 'hono';
import { createSessionStore } from '../../../sandbox/kit.ts';
import { keyedCaller, type KeyedCaller, type Sandbox } from '../../../sandbox/testing.ts';

/** Values a student of epideState may send: healthy, on campus. */
export const HEALTHY = {
  temperature: 36.5,
  health: 'healthy',
  onCampus: 'in',
  location: { lat: 39.9952, lng: 116.3123, accuracy: 25 },
  phone: '13812345678',
};

export const submission = (variant: string, values: Record<string, unknown>, id: string = crypto.randomUUID()) => ({ variant, values, _submission: id });

/**
 * Gives the students accounts (username `s<student number>`, the demo student's permission map) and a
 * live session each; answers a caller per student.
 */
export function studentAccounts(sandbox: Sandbox, app: Hono, now: () => number, studentNumbers: readonly string[]): KeyedCaller[] {
  const { db } = sandbox;
  const template = db
    .prepare<[], { password_hash: string; permissions: string }>("SELECT password_hash, permissions FROM users WHERE username = 'student'")
    .get()!;
  const addUser = db.prepare("INSERT INTO users (username, password_hash, name, role, role_name, permissions) VALUES (?, ?, ?, 'student', '学生', ?)");
  const link = db.prepare('UPDATE campus_students SET username = ? WHERE student_number = ?');
  const nameOf = db.prepare<[string], { name: string }>('SELECT name FROM campus_students WHERE student_number = ?');
  const sessions = createSessionStore(db, now);
  return studentNumbers.map((number) => {
    const username = `s${number}`;
    const userId = Number(addUser.run(username, template.password_hash, nameOf.get(number)!.name, template.permissions).lastInsertRowid);
    link.run(username, number);
    return keyedCaller(app, `eai-sess=${sessions.start(userId)}`);
  });
}
