/**
 * The opening-second rush against a real host process (tests/support/hostProcess.ts): many students, one
 * event, every grab sent at once over its own connection, as many phones would. Shared by the rush test
 * (ticketRush.e2e.test.ts) and `npm run bench`'s rush step (scripts/bench/ticketRush.ts).
 *
 * The students are written straight into the sandbox's database file (WAL: the host keeps serving
 * meanwhile), each with the demo student's permissions, one password hash for all and a live session, so
 * a thousand accounts cost milliseconds instead of a thousand scrypt logins (and the login limits, which
 * count per client address, never come into it). The event opens this very second by the sandbox's clock.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import Database from 'better-sqlite3';

export interface RushClient {
  username: string;
  /** The session cookie the host reads. */
  cookie: string;
  /** The grab's Idempotency-Key, the same on a retry. */
  key: string;
}

export interface RushSetup {
  eventId: number;
  stock: number;
  clients: RushClient[];
}

export interface GrabAnswer {
  client: RushClient;
  status: number;
  /** The body as sent, to compare a retry's with. */
  text: string;
  e: number | undefined;
  /** Milliseconds from sending to the whole answer. */
  ms: number;
}

/** The sandbox's clock, as the page reads it (milliseconds). */
export async function sandboxNow(origin: string, cookie: string): Promise<number> {
  const answer = await fetch(`${origin}/api/ticket/clock`, { headers: { cookie, 'x-requested-with': 'XMLHttpRequest' } });
  const body = (await answer.json()) as { e: number; d: { now: number } };
  if (body.e !== 0) throw new Error(`ticket.clock answered ${JSON.stringify(body)}`);
  return body.d.now;
}

/** A session of the demo student, to read the sandbox's clock with before the rush is laid out. */
export function studentSession(dbFile: string): string {
  const db = new Database(dbFile);
  db.pragma('busy_timeout = 5000');
  try {
    const id = randomBytes(32).toString('base64url');
    db.prepare("INSERT INTO sessions (id, user_id, created_at, expires_at) SELECT ?, id, 0, 2147483647 FROM users WHERE username = 'student'").run(id);
    return `eai-sess=${id}`;
  } finally {
    db.close();
  }
}

/**
 * Adds `users` students with live sessions and an event of `stock` tickets whose sale opens at
 * `opensAt` (seconds, the sandbox's clock) to the host's sandbox database `dbFile`.
 */
export function prepareRush(dbFile: string, { users, stock, opensAt }: { users: number; stock: number; opensAt: number }): RushSetup {
  const db = new Database(dbFile);
  db.pragma('busy_timeout = 5000');
  try {
    const like = db
      .prepare<[], { password_hash: string; role: string; role_name: string; permissions: string }>(
        "SELECT password_hash, role, role_name, permissions FROM users WHERE username = 'student'",
      )
      .get();
    if (!like) throw new Error('the sandbox has no demo student to copy');
    const addUser = db.prepare('INSERT INTO users (username, password_hash, name, role, role_name, permissions) VALUES (?, ?, ?, ?, ?, ?)');
    const addSession = db.prepare('INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
    const addEvent = db.prepare(`
      INSERT INTO ticket_events (kind, title, place, description, starts_at, opens_at, closes_at, refund_until, stock, sold)
      VALUES ('gala', ?, ?, ?, ?, ?, ?, ?, ?, 0)`);
    const text = (zh: string, en: string) => JSON.stringify({ zh, en, tw: zh });
    return db.transaction((): RushSetup => {
      const eventId = Number(
        addEvent.run(
          text('压力测试专场', 'Rush test night'),
          text('大礼堂', 'Grand Hall'),
          text('开抢瞬间的压力测试。', 'The opening-second rush.'),
          opensAt + 86_400,
          opensAt,
          opensAt + 86_000,
          opensAt + 80_000,
          stock,
        ).lastInsertRowid,
      );
      const clients: RushClient[] = [];
      for (let n = 0; n < users; n++) {
        const username = `rush${String(n).padStart(4, '0')}`;
        const userId = Number(addUser.run(username, like.password_hash, `抢票同学${n}`, like.role, like.role_name, like.permissions).lastInsertRowid);
        const session = randomBytes(32).toString('base64url');
        addSession.run(session, userId, opensAt - 60, opensAt + 7200);
        clients.push({ username, cookie: `eai-sess=${session}`, key: randomUUID() });
      }
      return { eventId, stock, clients };
    })();
  } finally {
    db.close();
  }
}

/** One grab as the page sends it (JSON, X-Requested-With, the client's Idempotency-Key), over `agent`. */
export function grab(origin: string, eventId: number, client: RushClient, agent: Agent): Promise<GrabAnswer> {
  const body = JSON.stringify({ id: eventId });
  const started = performance.now();
  return new Promise((resolve) => {
    const sent = request(
      `${origin}/api/ticket/grab`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-requested-with': 'XMLHttpRequest',
          cookie: client.cookie,
          'idempotency-key': client.key,
        },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let e: number | undefined;
          try {
            e = (JSON.parse(text) as { e?: number }).e;
          } catch {
            e = undefined;
          }
          resolve({ client, status: answer.statusCode ?? 0, text, e, ms: performance.now() - started });
        });
      },
    );
    sent.on('error', (error) => resolve({ client, status: 0, text: String(error), e: undefined, ms: performance.now() - started }));
    sent.end(body);
  });
}

/** Every client's grab at once, each on a connection of its own (as many phones would); answers in the clients' order. */
export async function rush(origin: string, setup: RushSetup): Promise<{ answers: GrabAnswer[]; seconds: number }> {
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const started = performance.now();
  try {
    const answers = await Promise.all(setup.clients.map((client) => grab(origin, setup.eventId, client, agent)));
    return { answers, seconds: (performance.now() - started) / 1000 };
  } finally {
    agent.destroy();
  }
}

/** What the database holds for the event afterwards: its counter, its live tickets and their holders. */
export function rushOutcome(dbFile: string, eventId: number): { sold: number; tickets: number; holders: string[] } {
  const db = new Database(dbFile, { readonly: true });
  try {
    const sold = db.prepare<[number], { sold: number }>('SELECT sold FROM ticket_events WHERE id = ?').get(eventId)!.sold;
    const holders = db
      .prepare<[number], { username: string }>(
        "SELECT username FROM ticket_tickets WHERE event_id = ? AND state IN ('held', 'valid', 'checked') ORDER BY username",
      )
      .all(eventId)
      .map((row) => row.username);
    return { sold, tickets: holders.length, holders };
  } finally {
    db.close();
  }
}

/** The p-th percentile (0–100) of the answers' latencies, in ms. */
export function percentile(answers: readonly GrabAnswer[], p: number): number {
  const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}
