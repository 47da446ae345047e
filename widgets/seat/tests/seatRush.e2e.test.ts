/**
 * A rush on the real host (the host as `npm start` composes it, over HTTP, its sandbox in process): 1000
 * booking requests at once for the 100 seats of one room and one hour, from 800 students of whom 200 ask
 * for two seats. Exactly 100 seats are booked, each once; nobody holds two; every yes is a stored
 * booking and every stored booking was a yes; every no says why. A retry with the same Idempotency-Key
 * gets the first answer again and changes nothing. Students and their sessions are written straight into
 * the sandbox's database (a login each would hash 800 passwords). The requests are all sent at once
 * over 64 kept-alive connections, as a proxy in front of a host would bring them, rather than 1000
 * connects at once, which a loaded test machine's listen queue drops.
 */
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type Portal } from '../../../tests/e2e/support/index.ts';

const DAY = '2026-11-25';
const SEATS = 100;
const STUDENTS = 800;
const REQUESTS = 1000;
const PAGES = ['index', 'detail', 'chooseSeat', 'chooseSeatNew', 'chooseSeatxinxi', 'chooseSeatcheck'];

interface Answer {
  e: number;
  m: string;
  d: { id: number; seat: string } | null;
}

let portal: Portal;
let roomId: number;
let seatIds: number[];
let sessions: string[];

beforeAll(async () => {
  portal = await startPortal({ env: { SANDBOX_TIME: `${DAY}T08:00:00+08:00` } });
  const { db } = portal.sandbox;
  db.transaction(() => {
    roomId = Number(
      db
        .prepare(
          `INSERT INTO seat_rooms (sort_order, name, place, open_from, open_to, rows, cols, aisles, window_side, desk_secret)
           VALUES (99, '{"zh":"抢座测试室","en":"Rush room","tw":"搶座測試室"}', '{"zh":"测试楼","en":"Test hall","tw":"測試樓"}', '07:00', '22:00', 10, 10, '[5]', 'left', 'rush')`,
        )
        .run().lastInsertRowid,
    );
    db.prepare(
      `INSERT INTO seat_rules (room_id, opens_at, max_minutes, check_in_before, check_in_after, leave_minutes, no_show_count, no_show_days, ban_days)
       VALUES (?, '20:00', 240, 10, 10, 30, 3, 30, 7)`,
    ).run(roomId);
    const seat = db.prepare('INSERT INTO seat_seats (room_id, label, row, col, window, power) VALUES (?, ?, ?, ?, 0, 0)');
    seatIds = Array.from({ length: SEATS }, (_, index) => Number(seat.run(roomId, `R${index}`, Math.floor(index / 10) + 1, (index % 10) + 1).lastInsertRowid));
    const user = db.prepare("INSERT INTO users (username, password_hash, name, role, role_name, permissions) VALUES (?, 'none', ?, 'student', '学生', ?)");
    const session = db.prepare('INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, 0, ?)');
    const permissions = JSON.stringify({ seat: { module: PAGES } });
    sessions = Array.from({ length: STUDENTS }, (_, index) => {
      const id = Number(user.run(`rush${index}`, `抢座同学${index}`, permissions).lastInsertRowid);
      const sessionId = randomBytes(32).toString('base64url');
      session.run(sessionId, id, 2 ** 40);
      return sessionId;
    });
  })();
});

afterAll(async () => {
  agent.destroy();
  await portal?.close();
});

/** Request i: students 0–799 each ask for seat i % 100; then students 0–199 ask for a second seat, 50 along. */
const requestOf = (index: number) => ({
  student: index < STUDENTS ? index : index - STUDENTS,
  seat: index < STUDENTS ? index % SEATS : (index + 50) % SEATS,
  key: `rush-${index}-${'k'.repeat(8)}`,
});

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** POSTs `body` as JSON to `path` with `headers`; resolves with the status and the parsed answer. */
function post(path: string, headers: Record<string, string>, body: unknown): Promise<{ status: number; answer: Answer }> {
  const { hostname, port } = new URL(portal.url);
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(
      { agent, hostname, port, path, method: 'POST', headers: { ...headers, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, answer: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer }));
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(text);
  });
}

async function book(index: number): Promise<Answer> {
  const { student, seat, key } = requestOf(index);
  const { status, answer } = await post(
    '/api/seat/book',
    { Cookie: `eai-sess=${sessions[student]}`, 'X-Requested-With': 'XMLHttpRequest', 'Idempotency-Key': key },
    { roomId, seatId: seatIds[seat], day: DAY, start: '09:00', end: '10:00' },
  );
  expect(status).toBe(200);
  return answer;
}

describe('a rush of 1000 bookings for 100 seats', () => {
  it('books every seat exactly once, nobody twice, loses none, and a retry with the same key changes nothing', async () => {
    const answers = await Promise.all(Array.from({ length: REQUESTS }, (_, index) => book(index)));
    const won = answers.flatMap((answer, index) => (answer.e === 0 ? [{ index, booking: answer.d! }] : []));
    expect(won).toHaveLength(SEATS);
    expect(new Set(won.map((one) => one.booking.seat)).size).toBe(SEATS);
    expect(new Set(won.map((one) => requestOf(one.index).student)).size).toBe(SEATS);
    // Every no says why: the seat was taken, or the student already holds one then.
    const taken = '409 座位 … 在 09:00–10:00 已被别人预约，请换一个座位或时间';
    const holding = '409 你在这段时间已有预约（抢座测试室 …，09:00–10:00），同一时间只能预约一个座位';
    const refusals = new Set(answers.filter((answer) => answer.e !== 0).map((answer) => `${answer.e} ${answer.m.replace(/R\d+/gu, '…')}`));
    expect(refusals).toContain(taken);
    expect([...refusals].filter((refusal) => refusal !== taken && refusal !== holding)).toEqual([]);

    const { db } = portal.sandbox;
    const stored = db
      .prepare<[number], { id: number; username: string; seat_id: number }>('SELECT id, username, seat_id FROM seat_bookings WHERE room_id = ?')
      .all(roomId);
    expect(stored.map((row) => row.id).sort((a, b) => a - b)).toEqual(won.map((one) => one.booking.id).sort((a, b) => a - b));
    expect(new Set(stored.map((row) => row.username)).size).toBe(SEATS);
    const slots = db
      .prepare<[number], { count: number }>('SELECT count(*) AS count FROM seat_slots WHERE seat_id IN (SELECT id FROM seat_seats WHERE room_id = ?)')
      .get(roomId)!;
    expect(slots.count).toBe(SEATS * 2);

    // The same submits again, same keys: the first answers, nothing new stored.
    const winner = won[0]!.index;
    const loser = answers.findIndex((answer) => answer.e !== 0);
    expect(await book(winner)).toEqual(answers[winner]);
    expect(await book(loser)).toEqual(answers[loser]);
    expect(db.prepare<[number], { count: number }>('SELECT count(*) AS count FROM seat_bookings WHERE room_id = ?').get(roomId)!.count).toBe(SEATS);
  });
});
