/**
 * The ticket backend on the sandbox's own clock: the seeded states (countdown, open, seats, sold out,
 * prerequisite, information form, ended); a grab before the opening refused with the time, then taken at
 * the opening; one ticket per user; seats taken once; the prerequisite asked first; a held ticket
 * confirmed by its form or freed by the clock, which tells the subscribers; refunds inside their window;
 * checking in once, then "already", another event's code and a refunded one refused; the contracts.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callAs, clockedSandbox, expectContract } from '../../../sandbox/testing.ts';
import { TICKET_MESSAGES } from './ticketMessages.ts';
import { SEEDED_EVENTS, STUDENT_SEAT } from './ticketSeed.ts';

const env = clockedSandbox();
const as = (username: string, language?: 'en' | 'tw') => callAs(env.sandbox.app, username, language);
const later = (minutes: number) => {
  env.clock += minutes * 60_000;
};
const sold = (id: number) => env.sandbox.db.prepare<[number], { sold: number }>('SELECT sold FROM ticket_events WHERE id = ?').get(id)!.sold;
const liveRows = (id: number) =>
  env.sandbox.db
    .prepare<[number], { n: number }>("SELECT count(*) AS n FROM ticket_tickets WHERE event_id = ? AND state IN ('held', 'valid', 'checked')")
    .get(id)!.n;
const TRIP_ANSWERS = { phone: '13812345678', emergencyName: '王建国', emergencyPhone: '13987654321', size: 'L' };

describe('ticket.list and ticket.detail', () => {
  it('shows each seeded state with the server clock and the student’s own seat', async () => {
    const student = await as('student');
    const list = await student.get('ticket.list');
    expect(list.e).toBe(0);
    expectContract('ticket.list', list.d);
    expect(list.d.now).toBe(env.clock);
    const byId = new Map(list.d.events.map((event) => [event.id, event]));
    expect(byId.get(SEEDED_EVENTS.gala)!.state).toBe('upcoming');
    expect(byId.get(SEEDED_EVENTS.gala)!.opensAt - env.clock / 1000).toBeGreaterThan(3 * 60);
    expect(byId.get(SEEDED_EVENTS.lecture)).toMatchObject({ state: 'open', left: 63, stock: 200 });
    expect(byId.get(SEEDED_EVENTS.concert)).toMatchObject({ state: 'open', seated: true, mine: { state: 'valid', seat: STUDENT_SEAT } });
    expect(byId.get(SEEDED_EVENTS.play)).toMatchObject({ state: 'soldOut', left: 0, subscribed: false });
    expect(byId.get(SEEDED_EVENTS.roundTable)!.prerequisite).toMatchObject({ id: SEEDED_EVENTS.lecture, held: false });
    expect(byId.get(SEEDED_EVENTS.trip)).toMatchObject({ collects: true, state: 'open' });
    expect(byId.get(SEEDED_EVENTS.sports)!.state).toBe('ended');
    expect(list.d.events.map((event) => event.state)).toEqual(['open', 'open', 'open', 'open', 'upcoming', 'soldOut', 'ended']);
    // Every seeded counter is its live rows.
    for (const id of Object.values(SEEDED_EVENTS)) expect(sold(id), `event ${id}`).toBe(liveRows(id));

    const concert = await student.get('ticket.detail', { id: SEEDED_EVENTS.concert });
    expectContract('ticket.detail', concert.d);
    expect(concert.d.seats).toMatchObject({ rows: 10, perRow: 16 });
    expect(concert.d.seats!.taken).toHaveLength(72);
    expect(concert.d.seats!.taken).toContain(`${STUDENT_SEAT.row}-${STUDENT_SEAT.seat}`);
    const trip = await student.get('ticket.detail', { id: SEEDED_EVENTS.trip });
    expect(trip.d.form?.id).toBe('ticket-trip');
    const missing = await student.get('ticket.detail', { id: 99 });
    expect([missing.e, missing.m]).toEqual([404, TICKET_MESSAGES.notFound.zh]);
  });
});

describe('ticket.grab', () => {
  it('refuses before the opening by the server clock, with the time; then takes one, and only one', async () => {
    const student = await as('student');
    const early = await student.post('ticket.grab', { id: SEEDED_EVENTS.gala });
    expect(early.e).toBe(409);
    expect(early.m).toMatch(/^抢票将于 \d{4}-\d\d-\d\d \d\d:\d\d 开始，请到时再来$/);
    const english = await (await as('teacher', 'en')).post('ticket.grab', { id: SEEDED_EVENTS.gala });
    expect(english.m).toMatch(/^The sale opens at .* \(China time\): come back then$/);
    expect(sold(SEEDED_EVENTS.gala)).toBe(0);

    later(5);
    const grabbed = await student.post('ticket.grab', { id: SEEDED_EVENTS.gala });
    expect(grabbed.e).toBe(0);
    expectContract('ticket.grab', grabbed.d);
    expect(grabbed.d.ticket).toMatchObject({ state: 'valid', refundable: true });
    expect(grabbed.d.ticket.code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    const again = await student.post('ticket.grab', { id: SEEDED_EVENTS.gala });
    expect([again.e, again.m]).toEqual([409, TICKET_MESSAGES.already.zh]);
    expect(sold(SEEDED_EVENTS.gala)).toBe(1);
  });

  it('a retry with the same Idempotency-Key answers the first ticket and takes no second', async () => {
    const teacher = await as('teacher');
    const key = randomUUID();
    const first = await teacher.post('ticket.grab', { id: SEEDED_EVENTS.lecture }, { idempotencyKey: key });
    const retry = await teacher.post('ticket.grab', { id: SEEDED_EVENTS.lecture }, { idempotencyKey: key });
    expect(retry).toEqual(first);
    expect(first.e).toBe(0);
    expect(sold(SEEDED_EVENTS.lecture)).toBe(138);
    expect(liveRows(SEEDED_EVENTS.lecture)).toBe(138);
  });

  it('asks for a free seat where the event has seats, and gives each seat once', async () => {
    const teacher = await as('teacher');
    expect((await teacher.post('ticket.grab', { id: SEEDED_EVENTS.concert })).m).toBe(TICKET_MESSAGES.seatNeeded.zh);
    expect((await teacher.post('ticket.grab', { id: SEEDED_EVENTS.concert, seat: { row: 11, seat: 1 } })).m).toBe(TICKET_MESSAGES.seatMissing.zh);
    expect((await teacher.post('ticket.grab', { id: SEEDED_EVENTS.concert, seat: STUDENT_SEAT })).m).toBe(TICKET_MESSAGES.seatTaken.zh);
    expect((await teacher.post('ticket.grab', { id: SEEDED_EVENTS.lecture, seat: { row: 1, seat: 1 } })).m).toBe(TICKET_MESSAGES.noSeats.zh);
    const detail = await teacher.get('ticket.detail', { id: SEEDED_EVENTS.concert });
    const free = [...Array(16).keys()].map((n) => ({ row: 1, seat: n + 1 })).find((seat) => !detail.d.seats!.taken.includes(`1-${seat.seat}`))!;
    const taken = await teacher.post('ticket.grab', { id: SEEDED_EVENTS.concert, seat: free });
    expect(taken.d.ticket.seat).toEqual(free);
    expect((await (await as('staff')).post('ticket.grab', { id: SEEDED_EVENTS.concert, seat: free })).m).toBe(TICKET_MESSAGES.seatTaken.zh);
  });

  it('sold out, ended and the prerequisite are refused with their reasons', async () => {
    const student = await as('student');
    expect((await student.post('ticket.grab', { id: SEEDED_EVENTS.play })).m).toBe(TICKET_MESSAGES.soldOut.zh);
    expect((await student.post('ticket.grab', { id: SEEDED_EVENTS.sports })).m).toBe(TICKET_MESSAGES.ended.zh);
    expect((await student.post('ticket.grab', { id: SEEDED_EVENTS.roundTable })).m).toBe('需先持有前置活动「“人工智能与未来教育”名家讲座」的票，才能抢本场');
    expect((await student.post('ticket.grab', { id: SEEDED_EVENTS.lecture })).e).toBe(0);
    expect((await student.post('ticket.grab', { id: SEEDED_EVENTS.roundTable })).e).toBe(0);
  });
});

describe('holds, refunds and subscriptions', () => {
  it('holds a trip place until the form is sent; a hold that runs out frees the place and tells the subscribers', async () => {
    const student = await as('student');
    const teacher = await as('teacher');
    const held = await student.post('ticket.grab', { id: SEEDED_EVENTS.trip });
    expect(held.d.ticket).toMatchObject({ state: 'held', holdUntil: env.clock / 1000 + 15 * 60 });
    const collected = await student.post('ticket.collect', { id: SEEDED_EVENTS.trip, values: TRIP_ANSWERS, _submission: randomUUID() });
    expect(collected.e).toBe(0);
    expect(collected.d.ticket.state).toBe('valid');

    // The teacher takes the last places but one, and holds it past its time.
    env.sandbox.db.prepare('UPDATE ticket_events SET stock = sold + 1 WHERE id = ?').run(SEEDED_EVENTS.trip);
    expect((await teacher.post('ticket.grab', { id: SEEDED_EVENTS.trip })).d.ticket.state).toBe('held');
    const staff = await as('staff');
    expect((await staff.post('ticket.grab', { id: SEEDED_EVENTS.trip })).m).toBe(TICKET_MESSAGES.soldOut.zh);
    expect((await staff.post('ticket.subscribe', { id: SEEDED_EVENTS.trip, on: true })).d).toEqual({ id: SEEDED_EVENTS.trip, subscribed: true });
    later(16);
    const late = await teacher.post('ticket.collect', { id: SEEDED_EVENTS.trip, values: TRIP_ANSWERS, _submission: randomUUID() });
    expect([late.e, late.m]).toEqual([409, TICKET_MESSAGES.noHold.zh]);
    expect(sold(SEEDED_EVENTS.trip)).toBe(liveRows(SEEDED_EVENTS.trip));
    const message = env.sandbox.db
      .prepare<[], { title: string; link: string }>("SELECT title, link FROM messages WHERE username = 'staff' AND about = 'ticket:6'")
      .get();
    expect(message).toEqual({ title: '「寒假社会实践·北京研学团」有票回流', link: '/ticket/detail?id=6' });
    expect((await staff.post('ticket.grab', { id: SEEDED_EVENTS.trip })).e).toBe(0);
  });

  it('refunds inside the window and frees the ticket; a checked ticket or a closed window is refused', async () => {
    const teacher = await as('teacher');
    await teacher.post('ticket.grab', { id: SEEDED_EVENTS.lecture });
    const refunded = await teacher.post('ticket.refund', { id: SEEDED_EVENTS.lecture });
    expect(refunded.d).toEqual({ id: SEEDED_EVENTS.lecture, left: 63 });
    expect((await teacher.post('ticket.refund', { id: SEEDED_EVENTS.lecture })).m).toBe(TICKET_MESSAGES.notMine.zh);
    expect((await teacher.post('ticket.grab', { id: SEEDED_EVENTS.lecture })).e).toBe(0);
    later(3 * 24 * 60);
    // Days later: a new login (sessions last two hours).
    expect((await (await as('teacher')).post('ticket.refund', { id: SEEDED_EVENTS.lecture })).m).toMatch(/^退票已截止（\d{4}-\d\d-\d\d 12:00 前可退）$/);
  });
});

describe('ticket.check', () => {
  it('checks a ticket in once; again says when and by whom; other events, refunds and strangers refused', async () => {
    const student = await as('student');
    const checker = await as('checker');
    const { code } = (await student.post('ticket.grab', { id: SEEDED_EVENTS.lecture })).d.ticket;
    const typed = `${code.slice(0, 5).toLowerCase()} ${code.slice(5)}`;
    const first = await checker.post('ticket.check', { event: SEEDED_EVENTS.lecture, code: typed });
    expect(first.e).toBe(0);
    expectContract('ticket.check', first.d);
    expect(first.d).toMatchObject({ outcome: 'checked', code, holder: '王小明', checkedBy: '陈立峰', checkedAt: env.clock / 1000 });
    later(2);
    const second = await checker.post('ticket.check', { event: SEEDED_EVENTS.lecture, code });
    expect(second.d).toMatchObject({ outcome: 'already', checkedAt: first.d.checkedAt, checkedBy: '陈立峰' });
    expect((await student.post('ticket.refund', { id: SEEDED_EVENTS.lecture })).m).toBe(TICKET_MESSAGES.checkedNoRefund.zh);

    const concert = await checker.post('ticket.check', { event: SEEDED_EVENTS.lecture, code: 'WXM8K3QZ5P' });
    expect([concert.e, concert.m]).toEqual([409, '这张票属于「新年音乐会」，不是本场活动']);
    await student.post('ticket.refund', { id: SEEDED_EVENTS.concert });
    expect((await checker.post('ticket.check', { event: SEEDED_EVENTS.concert, code: 'WXM8K3QZ5P' })).m).toBe(TICKET_MESSAGES.refunded.zh);
    expect((await checker.post('ticket.check', { event: SEEDED_EVENTS.concert, code: 'NOSUCHCODE' })).m).toBe(TICKET_MESSAGES.unknownCode.zh);
    const refused = await student.post('ticket.check', { event: SEEDED_EVENTS.lecture, code });
    expect([refused.e, refused.m]).toEqual([403, TICKET_MESSAGES.checkerOnly.zh]);
    expect((await (await as('admin')).post('ticket.check', { event: SEEDED_EVENTS.lecture, code })).d.outcome).toBe('already');
  });
});
