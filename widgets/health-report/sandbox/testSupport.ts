/**
 * Helpers of the health report backend's tests: requests as a demo user (GET, JSON POST), a submission
 * body, and more student accounts for the concurrency tests (sessions started directly: fifty scrypt
 * logins would test the password hash, not the reports).
 */
import type { Hono } from 'hono';
import { type Envelope, createSessionStore } from '../../../sandbox/kit.ts';
import { type Sandbox, getAs, logIn } from '../../../sandbox/testing.ts';

export interface Caller {
  cookie: string;
  get<T>(path: string): Promise<Envelope<T>>;
  post<T>(path: string, body: unknown): Promise<Envelope<T>>;
}

export function callerWith(app: Hono, cookie: string): Caller {
  return {
    cookie,
    get: async <T>(path: string) => (await getAs<T>(app, path, cookie)).body,
    post: async <T>(path: string, body: unknown) => {
      const response = await app.fetch(
        new Request(`http://sandbox${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify(body) }),
      );
      return (await response.json()) as Envelope<T>;
    },
  };
}

/** A demo user; `language` is the portal's language cookie (`portal-lang`) sent beside the session, as the portal does. */
export async function as(app: Hono, username: string, language?: 'en' | 'tw'): Promise<Caller> {
  const { cookie } = await logIn(app, username);
  return callerWith(app, language ? `${cookie}; portal-lang=${language}` : cookie);
}

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
export function studentAccounts(sandbox: Sandbox, app: Hono, now: () => number, studentNumbers: readonly string[]): Caller[] {
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
    return callerWith(app, `eai-sess=${sessions.start(userId)}`);
  });
}
