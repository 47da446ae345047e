/**
 * The appointments backend (widgets/general-app): the slot rules (grid, opening hours, window, not in the
 * past, people, purpose), no double booking — 200 concurrent requests for one slot leave exactly one
 * booking and a final SQL check finds no two overlapping approved bookings —, seats of a lecture,
 * approval and rejection (reason needed, notice to the booker), cancelling (booker only, before the
 * start), sign-in by the place's token within the tolerance, the keepers' keys refused to a student.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { GeneralAppBookBody } from '../generated/types.ts';
import { callAs, clockedSandbox, expectContract, keyedCaller } from '../../../sandbox/testing.ts';
import { APPOINT_MESSAGES } from './routes.ts';
import { SPACES } from './appointSeed.ts';

const env = clockedSandbox(); // 2026-05-11 16:00 in China
/** Unix seconds of a China-time moment in May 2026. */
const may = (day: number, hhmm: string) => Date.parse(`2026-05-${String(day).padStart(2, '0')}T${hhmm}:00+08:00`) / 1000;
const A301 = 1;
const A305 = 2;
const LECTURE = 7;

const login = (username: string) => callAs(env.sandbox.app, username);

const booking = (start: number, extra: Partial<GeneralAppBookBody> = {}): GeneralAppBookBody => ({
  spaceId: A301,
  start,
  slots: 1,
  people: 4,
  purpose: '数据结构课程小组讨论',
  ...extra,
});

describe('the spaces and their slots', () => {
  it('lists the seeded spaces with their rules, and a day’s slots with what is taken', async () => {
    const student = await login('student');
    const spaces = await student.get('general-app.spaces');
    expectContract('general-app.spaces', spaces.d);
    expect(spaces.d.list.map((one) => one.name)).toEqual(SPACES.map((one) => one.name));
    expect(spaces.d.list[0]).toMatchObject({ name: '研讨室 A301', needsApproval: true, seats: 1 });
    const slots = await student.get('general-app.slots', { id: A301, day: '2026-05-12' });
    expectContract('general-app.slots', slots.d);
    expect(slots.d.days).toHaveLength(8);
    expect(slots.d.days[0]).toBe('2026-05-11');
    expect(slots.d.slots).toHaveLength(14);
    expect(slots.d.slots[6]).toMatchObject({ start: may(12, '14:00'), end: may(12, '15:00'), taken: 0, free: true, mine: false });
    const today = await student.get('general-app.slots', { id: A301 });
    expect(today.d.day).toBe('2026-05-11');
    expect(today.d.slots.find((slot) => slot.start === may(11, '15:00'))!.free).toBe(false);
    expect(today.d.slots.find((slot) => slot.start === may(11, '17:00'))!.free).toBe(true);
  });
});

describe('general-app.book: the rules', () => {
  it('refuses a start off the grid, outside the opening hours, in the past, beyond the window; checks people, purpose, slots', async () => {
    const student = await login('student');
    const refused = async (body: GeneralAppBookBody) => (await student.post('general-app.book', body)).m;
    expect(await refused(booking(may(12, '14:30')))).toBe(APPOINT_MESSAGES.badStart.zh);
    expect(await refused(booking(may(12, '07:00')))).toBe(APPOINT_MESSAGES.badStart.zh);
    expect(await refused(booking(may(12, '21:00'), { slots: 2 }))).toBe(APPOINT_MESSAGES.badStart.zh);
    expect(await refused(booking(may(11, '15:00')))).toBe(APPOINT_MESSAGES.past.zh);
    expect(await refused(booking(may(19, '10:00')))).toBe('超出可预约范围：该场地最多可提前 7 天预约');
    expect(await refused(booking(may(12, '10:00'), { people: 9 }))).toBe('使用人数应为 1 到 8 人');
    expect(await refused(booking(may(12, '10:00'), { purpose: '讨' }))).toBe('请填写用途（2 到 100 个字）');
    expect(await refused(booking(may(12, '10:00'), { slots: 4 }))).toBe('该场地一次最多可预约 3 个连续时段');
    const last = await student.post('general-app.book', booking(may(18, '21:00')));
    expect(last.e).toBe(0);
    expect(last.d.booking).toMatchObject({ state: 'pending', start: may(18, '21:00'), end: may(18, '22:00') });
  });

  it('approves at once where the space needs no approval, keeps a group’s attendees', async () => {
    const student = await login('student');
    const made = await student.post('general-app.book', booking(may(12, '09:00'), { spaceId: A305, slots: 2, people: 3, attendees: ['李思远', '张雨桐'] }));
    expect(made.e).toBe(0);
    expectContract('general-app.book', made.d);
    expect(made.d.booking).toMatchObject({
      state: 'approved',
      spaceName: '研讨室 A305',
      slots: 2,
      end: may(12, '11:00'),
      attendees: ['李思远', '张雨桐'],
      canCancel: true,
      bookerName: '王小明',
    });
  });

  it('200 concurrent requests for one slot from 200 users: exactly one booking, the rest refused, no overlap in SQL', async () => {
    const { app, db } = env.sandbox;
    // 200 students with live sessions, written directly: 200 logins would only test the login's hashing.
    const insertUser = db.prepare(
      "INSERT INTO users (username, password_hash, name, role, role_name, permissions) VALUES (?, 'x', ?, 'student', '学生', '{}')",
    );
    const insertSession = db.prepare('INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
    const at = env.clock / 1000;
    const cookies = Array.from({ length: 200 }, (_, index) => {
      const userId = Number(insertUser.run(`2025${String(index).padStart(4, '0')}`, `同学${index}`).lastInsertRowid);
      const id = randomBytes(32).toString('base64url');
      insertSession.run(id, userId, at, at + 3600);
      return `eai-sess=${id}`;
    });
    const answers = await Promise.all(cookies.map((cookie) => keyedCaller(app, cookie).post('general-app.book', booking(may(12, '14:00')))));
    const accepted = answers.filter((answer) => answer.e === 0);
    expect(accepted).toHaveLength(1);
    expect(answers.filter((answer) => answer.e === 409 && answer.m === APPOINT_MESSAGES.taken.zh)).toHaveLength(199);
    // Overlapping slots (14:00–16:00 covers 14:00) are refused too; the next free hour is not.
    const other = await login('teacher');
    expect((await other.post('general-app.book', booking(may(12, '13:00'), { slots: 2 }))).m).toBe(APPOINT_MESSAGES.taken.zh);
    expect((await other.post('general-app.book', booking(may(12, '15:00')))).e).toBe(0);
    // The keeper approves the one; approving everything pending on the space never makes an overlap.
    const staff = await login('staff');
    for (const one of (await staff.get('general-app.pending', { size: 50 })).d.list) await staff.post('general-app.decide', { id: one.id, approve: true });
    const overlaps = db
      .prepare(
        `SELECT count(*) AS n FROM appoint_bookings a JOIN appoint_bookings b ON a.space_id = b.space_id AND a.id < b.id
         JOIN appoint_spaces s ON s.id = a.space_id
         WHERE s.seats = 1 AND a.state = 'approved' AND b.state = 'approved' AND a.start_at < b.end_at AND b.start_at < a.end_at`,
      )
      .get() as { n: number };
    expect(overlaps.n).toBe(0);
  }, 30_000);

  it('gives a lecture’s seats up to its capacity, once per person', async () => {
    const { db } = env.sandbox;
    db.prepare('UPDATE appoint_spaces SET seats = 2 WHERE id = ?').run(LECTURE);
    const lecture = { spaceId: LECTURE, start: may(14, '19:00'), people: 1, purpose: '参加学术讲座' };
    const student = await login('student');
    expect((await student.post('general-app.book', lecture)).d.booking.state).toBe('approved');
    expect((await student.post('general-app.book', lecture)).m).toBe(APPOINT_MESSAGES.twice.zh);
    expect((await (await login('teacher')).post('general-app.book', lecture)).e).toBe(0);
    expect((await (await login('staff')).post('general-app.book', lecture)).m).toBe(APPOINT_MESSAGES.full.zh);
  });
});

describe('approval, notices, cancelling', () => {
  it('the keeper approves; the booker gets a notice and sees it in the current list', async () => {
    const student = await login('student');
    const staff = await login('staff');
    const made = (await student.post('general-app.book', booking(may(12, '14:00')))).d.booking;
    const pending = await staff.get('general-app.pending');
    expectContract('general-app.pending', pending.d);
    expect(pending.d.list.map((one) => one.id)).toContain(made.id);
    const approved = await staff.post('general-app.decide', { id: made.id, approve: true });
    expect(approved.d.booking).toMatchObject({ state: 'approved', decidedBy: '张老师', decidedAt: env.clock / 1000 });
    expect((await staff.post('general-app.decide', { id: made.id, approve: true })).m).toBe(APPOINT_MESSAGES.notPending.zh);
    const messages = await student.get('general-app.messages');
    expectContract('general-app.messages', messages.d);
    expect(messages.d.list[0]).toMatchObject({ kind: 'approved', bookingId: made.id, spaceName: '研讨室 A301', by: '张老师' });
    const mine = await student.get('general-app.mine');
    expectContract('general-app.mine', mine.d);
    expect(mine.d.list.find((one) => one.id === made.id)!.state).toBe('approved');
  });

  it('a rejection needs a reason, which the notice carries; the slot is free again', async () => {
    const student = await login('student');
    const staff = await login('staff');
    const made = (await student.post('general-app.book', booking(may(13, '10:00')))).d.booking;
    expect((await staff.post('general-app.decide', { id: made.id, approve: false, reason: ' ' })).m).toBe(APPOINT_MESSAGES.needReason.zh);
    const rejected = await staff.post('general-app.decide', { id: made.id, approve: false, reason: '该时段已安排学院活动' });
    expect(rejected.d.booking).toMatchObject({ state: 'rejected', reason: '该时段已安排学院活动' });
    const messages = await student.get('general-app.messages');
    expect(messages.d.list[0]).toMatchObject({ kind: 'rejected', reason: '该时段已安排学院活动' });
    expect((await (await login('teacher')).post('general-app.book', booking(may(13, '10:00')))).e).toBe(0);
    const history = await student.get('general-app.mine', { scope: 'history' });
    expect(history.d.list.some((one) => one.id === made.id && one.state === 'rejected')).toBe(true);
  });

  it('only the booker cancels, and only before the start', async () => {
    const student = await login('student');
    const made = (await student.post('general-app.book', booking(may(12, '08:00'), { spaceId: A305 }))).d.booking;
    expect((await (await login('teacher')).post('general-app.cancel', { id: made.id })).m).toBe(APPOINT_MESSAGES.cancelNotYours.zh);
    expect((await (await login('teacher')).get('general-app.booking', { id: made.id })).m).toBe(APPOINT_MESSAGES.notYours.zh);
    expect((await (await login('staff')).get('general-app.booking', { id: made.id })).e).toBe(0);
    env.clock = may(12, '08:00') * 1000;
    const late = await login('student');
    expect((await late.post('general-app.cancel', { id: made.id })).m).toBe(APPOINT_MESSAGES.cancelClosed.zh);
    const later = (await late.post('general-app.book', booking(may(12, '10:00'), { spaceId: A305 }))).d.booking;
    const cancelled = await late.post('general-app.cancel', { id: later.id });
    expect(cancelled.d.booking).toMatchObject({ state: 'cancelled', canCancel: false });
    expect((await late.post('general-app.cancel', { id: later.id })).m).toBe(APPOINT_MESSAGES.notActive.zh);
  });
});

describe('sign-in', () => {
  it('opens from start − tolerance to start + tolerance, with the place’s token, for the booker; late after the start; logged', async () => {
    const student = await login('student');
    const made = (await student.post('general-app.book', booking(may(12, '10:00'), { spaceId: A305 }))).d.booking;
    const token = SPACES[1]!.token;
    env.clock = may(12, '09:40') * 1000;
    const early = await login('student');
    expect((await early.post('general-app.signin', { token })).m).toBe('签到尚未开始，请于 09:45 后签到');
    expect((await early.post('general-app.signin', { token: 'nonsense' })).m).toBe(APPOINT_MESSAGES.badToken.zh);
    expect((await early.post('general-app.signin', { token: SPACES[0]!.token })).m).toBe(APPOINT_MESSAGES.noBookingHere.zh);
    expect((await (await login('teacher')).post('general-app.signin', { token })).m).toBe(APPOINT_MESSAGES.noBookingHere.zh);
    env.clock = may(12, '10:05') * 1000;
    const onTime = await login('student');
    const signed = await onTime.post('general-app.signin', { token });
    expectContract('general-app.signin', signed.d);
    expect(signed.d.booking).toMatchObject({ id: made.id, signedAt: may(12, '10:05'), late: true });
    expect((await onTime.post('general-app.signin', { token })).m).toBe(APPOINT_MESSAGES.signedAlready.zh);
    const staff = await login('staff');
    const log = await staff.get('general-app.signlog');
    expectContract('general-app.signlog', log.d);
    expect(log.d.list[0]).toMatchObject({ bookingId: made.id, late: true, bookerName: '王小明' });
    expect(log.d.total).toBeGreaterThan(200);
    const board = await staff.get('general-app.signboard', { id: A305 });
    expectContract('general-app.signboard', board.d);
    expect(board.d.token).toBe(token);
    expect(board.d.list.map((one) => one.id)).toEqual([made.id]);
    const today = await staff.get('general-app.today');
    expectContract('general-app.today', today.d);
    expect(today.d.day).toBe('2026-05-12');
    expect(today.d.list.map((one) => one.id)).toContain(made.id);
  });

  it('is closed after start + tolerance', async () => {
    const student = await login('student');
    await student.post('general-app.book', booking(may(12, '10:00'), { spaceId: A305 }));
    env.clock = may(12, '10:16') * 1000;
    expect((await (await login('student')).post('general-app.signin', { token: SPACES[1]!.token })).m).toBe('已超过签到时间（开始后 15 分钟内可签到）');
  });
});

describe('refusals in the reader’s language', () => {
  it('answers a refused booking and a keeper’s key in English or Traditional Chinese as the portal-lang cookie asks', async () => {
    const words = {
      en: ['The number of people must be from 1 to 8', 'Only a space administrator can do this', 'Say what it is for (2 to 100 characters)'],
      tw: ['使用人數應為 1 到 8 人', '只有場地管理員可以進行此操作', '請填寫用途（2 到 100 個字）'],
    } as const;
    for (const [language, [people, keeper, purpose]] of Object.entries(words)) {
      const student = await callAs(env.sandbox.app, 'student', language as keyof typeof words);
      expect((await student.post('general-app.book', booking(may(12, '10:00'), { people: 9 }))).m, language).toBe(people);
      expect(await student.get('general-app.pending'), language).toMatchObject({ e: 403, m: keeper });
      expect((await student.post('general-app.book', booking(may(12, '10:00'), { purpose: ' 讨 ' }))).m, language).toBe(purpose);
    }
  });
});

describe('who may call what', () => {
  it('refuses the keepers’ keys to a student and a teacher (403), answers staff and admin', async () => {
    for (const username of ['student', 'teacher']) {
      const user = await login(username);
      // Refused before the query is read: a keeper's key tells a student nothing of its parameters.
      for (const [key, query] of [
        ['general-app.pending', {}],
        ['general-app.today', {}],
        ['general-app.signboard', { id: 1 }],
        ['general-app.signlog', { size: 500 }],
      ] as const) {
        const answer = (await (await user.fetch(key, { query })).json()) as { e: number; m: string };
        expect([username, key, answer.e, answer.m]).toEqual([username, key, 403, APPOINT_MESSAGES.manageOnly.zh]);
      }
      expect((await user.post('general-app.decide', { id: 1, approve: true })).e).toBe(403);
    }
    for (const username of ['staff', 'admin']) expect((await (await login(username)).get('general-app.signlog')).e, username).toBe(0);
    expect((await keyedCaller(env.sandbox.app).get('general-app.spaces')).e).toBe(10013);
  });

  it('shows the seeded booking 1 to its booker and the keeper', async () => {
    const student = await login('student');
    const one = await student.get('general-app.booking', { id: 1 });
    expectContract('general-app.booking', one.d);
    expect(one.d.booking).toMatchObject({
      spaceName: '研讨室 A301',
      bookerName: '王小明',
      state: 'approved',
      attendees: ['李思远', '张雨桐', '陈博文'],
      canCancel: false,
    });
  });
});

describe('the coming days, laid out from the day the sandbox starts', () => {
  it('fills the keeper’s queue and today’s list and gives the student an upcoming booking, without double-booking', async () => {
    const staff = await login('staff');
    const student = await login('student');
    const pending = (await staff.get('general-app.pending')).d;
    expect(pending.total).toBeGreaterThanOrEqual(4);
    expect(pending.list.every((one) => one.start > may(11, '16:00'))).toBe(true);
    const today = (await staff.get('general-app.today')).d;
    expect(today.day).toBe('2026-05-11');
    expect(today.list.map((one) => one.purpose)).toEqual(expect.arrayContaining(['钢琴练习', '毕业设计中期检查']));
    const mine = (await student.get('general-app.mine')).d.list;
    expect(mine.map((one) => [one.purpose, one.state])).toEqual(
      expect.arrayContaining([
        ['班级羽毛球友谊赛', 'approved'],
        ['学业压力咨询', 'pending'],
      ]),
    );
    const overlaps = env.sandbox.db
      .prepare(
        // A space of one seat (the lecture's hundred seats may overlap).
        `SELECT COUNT(*) AS n FROM appoint_bookings a JOIN appoint_bookings b ON a.space_id = b.space_id AND a.id < b.id
         JOIN appoint_spaces s ON s.id = a.space_id AND s.seats = 1
         WHERE a.state IN ('pending', 'approved') AND b.state IN ('pending', 'approved') AND a.start_at < b.end_at AND b.start_at < a.end_at`,
      )
      .get() as { n: number };
    expect(overlaps.n).toBe(0);
  });
});
