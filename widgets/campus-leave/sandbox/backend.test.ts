/**
 * The leave's backend (widgets/campus-leave): the seeded leaves; applying (checked against the form, the
 * times in order, no overlap, one record per submission id); the approval chain by length (2 days: the
 * instructor; 5 days: instructor then leader; 20 days: and the student affairs office), refusing an
 * approver outside the chain, a second decision and one out of order; 销假, 延期 judged on the whole
 * leave, cancelling; the statistics per unit and per day; return registrations and arrivals; and every
 * staff key refused to a student.
 */
import Database from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import type { CampusLeaveDecideBody, CampusLeaveDecideData, CampusLeaveFormQuery } from '../generated/types.ts';
import { SandboxErrorCode, FORM_PROBLEMS_CODE } from '../../../sandbox/kit.ts';
import { callAs, clockedSandbox, expectContract, keyedCaller, type KeyedCaller } from '../../../sandbox/testing.ts';
import { LEAVE_MESSAGES } from './routes.ts';
import { RETURN_MESSAGES } from './statsRoutes.ts';
import { SEEDED_LEAVES } from './leaveSeed.ts';

// A fresh sandbox per test migrates and seeds every widget's backend: more than the 10 s default on a busy machine.
vi.setConfig({ hookTimeout: 30_000 });
const env = clockedSandbox();

/** A leave application (a fresh submission id unless one is given), and an approver's decision. */
const apply = (caller: KeyedCaller, values: Record<string, unknown>, id: string = crypto.randomUUID()) =>
  caller.post('campus-leave.apply', { values, _submission: id });
const decide = (caller: KeyedCaller, id: number, decision: 'approve' | 'refuse', note = '') => caller.post('campus-leave.decide', { id, decision, note });

/** The clock starts at 2026-05-11 16:00 Beijing time. */
const leave = (start: string, end: string) => ({
  start,
  end,
  destination: ['330000', '330100', '330106'],
  reasonType: 'home',
  reason: '周末回家看望父母',
  phone: '13812345678',
  emergencyName: '王建国',
  emergencyPhone: '13912345678',
  transport: 'train',
  transportNo: 'G31',
});
const twoDays = leave('2026-05-11 09:00', '2026-05-12 20:00');

const chainOf = (answer: CampusLeaveDecideData) => answer.chain.map((step) => [step.round, step.level, step.approver, step.state]);

describe('seeded leaves', () => {
  it('王小明 has one leave back and one waiting for his instructor; the rule is the backend’s', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const mine = await student.get('campus-leave.mine');
    expectContract('campus-leave.mine', mine.d);
    expect(mine.d.role).toBe('student');
    expect(mine.d.rules).toEqual([
      { maxDays: 3, levels: ['instructor'] },
      { maxDays: 14, levels: ['instructor', 'leader'] },
      { levels: ['instructor', 'leader', 'manager'] },
    ]);
    expect(mine.d.list.map((item) => [item.reason, item.state, item.start, item.days])).toEqual([
      ['去北京协和医院复查', 'pending', '2026-05-15 08:00', 2],
      ['周末回家看望父母', 'back', '2026-04-28 17:00', 3],
    ]);
    expect(chainOf(mine.d.list[0]!)).toEqual([[0, 'instructor', '陈静', 'waiting']]);
    expect(chainOf(mine.d.list[1]!)).toEqual([[0, 'instructor', '陈静', 'approved']]);
    expect(mine.d.list.map((item) => item.destination)).toEqual(['北京市东城区', '浙江省杭州市西湖区']);
  });

  it('spreads a few hundred leaves over every state, and the school’s statistics add up', async () => {
    const counts = env.sandbox.db.prepare('SELECT state, COUNT(*) AS n FROM campus_leaves GROUP BY state').all() as Array<{ state: string; n: number }>;
    expect(counts.reduce((sum, row) => sum + row.n, 0)).toBe(SEEDED_LEAVES + 2);
    expect(counts.map((row) => row.state).sort()).toEqual(['approved', 'back', 'cancelled', 'pending', 'refused']);
    const manager = await callAs(env.sandbox.app, 'manager');
    const stats = await manager.get('campus-leave.stats');
    expectContract('campus-leave.stats', stats.d);
    expect(stats.d.unit).toBe('college');
    expect(stats.d.total.students).toBe(stats.d.units.reduce((sum, unit) => sum + unit.students, 0));
    expect(stats.d.total.students).toBeGreaterThan(300);
    expect(stats.d.total.out).toBeGreaterThan(5);
    expect(stats.d.total.overdue).toBeGreaterThan(0);
    expect(stats.d.away.filter((row) => row.overdue)).toHaveLength(stats.d.total.overdue);
    expect(stats.d.days).toHaveLength(14);
    expect(stats.d.days.at(-1)!.day).toBe('2026-05-11');
    const pendingByLevel = env.sandbox.db
      .prepare("SELECT json_extract(levels, '$[' || step || ']') AS level, COUNT(*) AS n FROM campus_leaves WHERE state = 'pending' GROUP BY level")
      .all() as Array<{ level: string }>;
    expect(pendingByLevel.map((row) => row.level).sort()).toEqual(['instructor', 'leader', 'manager']);
    const extending = env.sandbox.db.prepare('SELECT COUNT(*) AS n FROM campus_leaves WHERE ext_end_at IS NOT NULL').get() as { n: number };
    expect(extending.n).toBeGreaterThan(0);
  });

  it('an instructor counts her classes; a leader his college’s classes', async () => {
    const instructor = await (await callAs(env.sandbox.app, 'instructor')).get('campus-leave.stats');
    expect(instructor.d.unit).toBe('class');
    expect(instructor.d.units.map((unit) => unit.name)).toEqual(['计科2301班', '计科2302班', '软件2301班']);
    const leader = await (await callAs(env.sandbox.app, 'leader')).get('campus-leave.stats', { days: 7 });
    expect(leader.d.units.map((unit) => unit.name)).toContain('计科2201班');
    expect(leader.d.days).toHaveLength(7);
  });
});

describe('applying and the approval chain', () => {
  it('a 2-day leave: the instructor approves, the student is out, reports back; departures today count it', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const instructor = await callAs(env.sandbox.app, 'instructor');
    const before = (await instructor.get('campus-leave.stats')).d;
    const applied = await apply(student, twoDays);
    expect(applied.e).toBe(0);
    expectContract('campus-leave.apply', applied.d);
    const queue = await instructor.get('campus-leave.queue');
    expectContract('campus-leave.queue', queue.d);
    expect(queue.d.level).toBe('instructor');
    const waiting = queue.d.list.find((item) => item.id === applied.d.id)!;
    expect(waiting).toMatchObject({ studentName: '王小明', className: '计科2301班', days: 2, state: 'pending', transport: 'train', transportNo: 'G31' });
    const approved = await decide(instructor, applied.d.id, 'approve', '同意，注意安全');
    expectContract('campus-leave.decide', approved.d);
    expect(approved.d.state).toBe('out');
    expect(approved.d.chain).toEqual([
      { round: 0, level: 'instructor', approver: '陈静', state: 'approved', decidedAt: approved.d.submittedAt, note: '同意，注意安全' },
    ]);
    const after = (await instructor.get('campus-leave.stats')).d;
    expect(after.total.departuresToday).toBe(before.total.departuresToday + 1);
    expect(after.total.out).toBe(before.total.out + 1);
    env.clock += 3_600_000;
    const back = await student.post('campus-leave.back', { id: applied.d.id });
    expect(back.d).toMatchObject({ state: 'back', backAt: Date.UTC(2026, 4, 11, 9) / 1000 });
    expect((await instructor.get('campus-leave.stats')).d.total.out).toBe(before.total.out);
    expect(await student.post('campus-leave.back', { id: applied.d.id })).toEqual({ e: SandboxErrorCode.conflict, m: LEAVE_MESSAGES.notAway.zh, d: null });
  });

  it('a 5-day leave: instructor then leader, not out of order, not twice, nobody outside the chain', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const instructor = await callAs(env.sandbox.app, 'instructor');
    const leader = await callAs(env.sandbox.app, 'leader');
    const manager = await callAs(env.sandbox.app, 'manager');
    const { d } = await apply(student, leave('2026-05-20 08:00', '2026-05-24 18:00'));
    const pending = (await student.get('campus-leave.mine')).d.list.find((item) => item.id === d.id)!;
    expect(chainOf(pending)).toEqual([
      [0, 'instructor', '陈静', 'waiting'],
      [0, 'leader', '刘建国', 'queued'],
    ]);
    expect(await decide(leader, d.id, 'approve')).toEqual({ e: SandboxErrorCode.conflict, m: '请等待辅导员审批后再处理', d: null });
    expect((await leader.get('campus-leave.queue')).d.list.some((item) => item.id === d.id)).toBe(false);
    expect(await decide(manager, d.id, 'approve')).toEqual({ e: SandboxErrorCode.forbidden, m: LEAVE_MESSAGES.notInChain.zh, d: null });
    expect((await decide(instructor, d.id, 'approve')).d.state).toBe('pending');
    expect(await decide(instructor, d.id, 'approve')).toEqual({ e: SandboxErrorCode.conflict, m: LEAVE_MESSAGES.decided.zh, d: null });
    expect((await leader.get('campus-leave.queue')).d.list.some((item) => item.id === d.id)).toBe(true);
    const done = await decide(leader, d.id, 'approve');
    expect(done.d.state).toBe('approved');
    expect(chainOf(done.d)).toEqual([
      [0, 'instructor', '陈静', 'approved'],
      [0, 'leader', '刘建国', 'approved'],
    ]);
    expect(await decide(leader, d.id, 'approve')).toEqual({ e: SandboxErrorCode.conflict, m: LEAVE_MESSAGES.closed.zh, d: null });
  });

  it('a 20-day leave goes on to the student affairs office; a refusal needs a reason and ends it', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const { d } = await apply(student, { ...leave('2026-06-01 08:00', '2026-06-20 18:00'), reasonType: 'internship', reason: '到实习单位报到并签订三方协议' });
    const instructor = await callAs(env.sandbox.app, 'instructor');
    const leader = await callAs(env.sandbox.app, 'leader');
    const manager = await callAs(env.sandbox.app, 'manager');
    await decide(instructor, d.id, 'approve');
    await decide(leader, d.id, 'approve');
    expect((await manager.get('campus-leave.queue')).d.list.find((item) => item.id === d.id)?.days).toBe(20);
    expect(await decide(manager, d.id, 'refuse')).toEqual({ e: SandboxErrorCode.badRequest, m: LEAVE_MESSAGES.noteNeeded.zh, d: null });
    const refused = await decide(manager, d.id, 'refuse', '实习请走学院统一的实习备案');
    expect(refused.d.state).toBe('refused');
    expect(refused.d.chain.at(-1)).toMatchObject({ level: 'manager', approver: '周文华', state: 'refused', note: '实习请走学院统一的实习备案' });
  });

  it('refuses a leader’s decision on another college’s student', async () => {
    const foreign = env.sandbox.db
      .prepare(
        `SELECT l.id FROM campus_leaves l JOIN campus_students s ON s.id = l.student_id JOIN campus_classes c ON c.id = s.class_id
         WHERE l.state = 'pending' AND c.college_id <> 1 AND json_extract(l.levels, '$[' || l.step || ']') = 'leader' LIMIT 1`,
      )
      .get() as { id: number };
    const leader = await callAs(env.sandbox.app, 'leader');
    expect(await decide(leader, foreign.id, 'approve')).toEqual({ e: SandboxErrorCode.forbidden, m: LEAVE_MESSAGES.notInChain.zh, d: null });
  });

  it('checks the times at their fields, refuses an overlapping leave, keeps one record per submission id', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    expect(await apply(student, leave('2026-05-12 09:00', '2026-05-12 08:00'))).toEqual({
      e: FORM_PROBLEMS_CODE,
      m: LEAVE_MESSAGES.endBeforeStart.zh,
      d: { problems: [{ path: ['end'], code: 'badDate' }] },
    });
    expect((await apply(student, leave('2026-05-10 09:00', '2026-05-12 08:00'))).m).toBe(LEAVE_MESSAGES.startPast.zh);
    const badPhone = await apply(student, { ...twoDays, phone: '12345' });
    expect((badPhone.d as unknown as { problems: unknown[] }).problems).toEqual([{ path: ['phone'], code: 'badPhone' }]);
    const id = crypto.randomUUID();
    const answers = await Promise.all([apply(student, twoDays, id), apply(student, twoDays, id), apply(student, twoDays, id)]);
    expect(new Set(answers.map((answer) => answer.d.id)).size).toBe(1);
    expect(await apply(student, leave('2026-05-12 10:00', '2026-05-13 10:00'))).toEqual({
      e: SandboxErrorCode.conflict,
      m: LEAVE_MESSAGES.overlap.zh,
      d: null,
    });
  });

  it('cancels a pending leave of mine only, and nobody else’s', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const pending = (await student.get('campus-leave.mine')).d.list[0]!;
    const instructor = await callAs(env.sandbox.app, 'instructor');
    expect(await instructor.post('campus-leave.cancel', { id: pending.id })).toEqual({ e: SandboxErrorCode.notFound, m: LEAVE_MESSAGES.notFound.zh, d: null });
    expect((await student.post('campus-leave.cancel', { id: pending.id })).d.state).toBe('cancelled');
    expect(await student.post('campus-leave.cancel', { id: pending.id })).toEqual({ e: SandboxErrorCode.conflict, m: LEAVE_MESSAGES.notPending.zh, d: null });
    expect(await decide(instructor, pending.id, 'approve')).toEqual({ e: SandboxErrorCode.conflict, m: LEAVE_MESSAGES.closed.zh, d: null });
  });
});

describe('extending', () => {
  it('asks again on the whole leave’s length: a 2-day leave made 5 days needs the leader too, then ends later', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const instructor = await callAs(env.sandbox.app, 'instructor');
    const leader = await callAs(env.sandbox.app, 'leader');
    const { d } = await apply(student, twoDays);
    await decide(instructor, d.id, 'approve');
    expect((await student.post('campus-leave.extend', { id: d.id, end: '2026-05-12 10:00', reason: '车票改签' })).m).toBe(LEAVE_MESSAGES.badEnd.zh);
    const asked = await student.post('campus-leave.extend', { id: d.id, end: '2026-05-15 18:00', reason: '病情需继续观察' });
    expect(asked.d.extension).toEqual({ end: '2026-05-15 18:00', reason: '病情需继续观察', days: 5 });
    expect(asked.d.state).toBe('out');
    expect(chainOf(asked.d).slice(1)).toEqual([
      [1, 'instructor', '陈静', 'waiting'],
      [1, 'leader', '刘建国', 'queued'],
    ]);
    expect((await student.post('campus-leave.extend', { id: d.id, end: '2026-05-16 18:00', reason: '再延一天' })).m).toBe(LEAVE_MESSAGES.extensionOpen.zh);
    await decide(instructor, d.id, 'approve');
    const done = await decide(leader, d.id, 'approve');
    expect(done.d).toMatchObject({ end: '2026-05-15 18:00', extended: true, days: 5, state: 'out' });
    expect(done.d.extension).toBeUndefined();
  });

  it('a refused extension leaves the leave as approved; past its end it reads overdue', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const instructor = await callAs(env.sandbox.app, 'instructor');
    const { d } = await apply(student, twoDays);
    await decide(instructor, d.id, 'approve');
    await student.post('campus-leave.extend', { id: d.id, end: '2026-05-13 18:00', reason: '车票改签' });
    const refused = await decide(instructor, d.id, 'refuse', '请按原定时间返校');
    expect(refused.d).toMatchObject({ end: '2026-05-12 20:00', extended: false, state: 'out' });
    env.clock = Date.UTC(2026, 4, 12, 13);
    const later = await callAs(env.sandbox.app, 'student');
    expect((await later.get('campus-leave.mine')).d.list.find((item) => item.id === d.id)?.state).toBe('overdue');
  });
});

describe('return registrations', () => {
  it('a student away registers the return; the instructor sees it and marks the arrival, which ends the leave', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const instructor = await callAs(env.sandbox.app, 'instructor');
    const { d } = await apply(student, twoDays);
    await decide(instructor, d.id, 'approve');
    const form = await student.get('campus-leave.form', { kind: 'return' });
    expect(form.d.definition.id).toBe('campus-leave-return');
    const values = { expectedAt: '2026-05-12 19:30', transport: 'train', transportNo: 'g31', from: ['330000', '330100', '330106'], health: 'healthy' };
    const registered = await student.post('campus-leave.register', { values, _submission: crypto.randomUUID() });
    expect(registered.e).toBe(0);
    expect(await student.post('campus-leave.register', { values, _submission: crypto.randomUUID() })).toEqual({
      e: SandboxErrorCode.conflict,
      m: RETURN_MESSAGES.open.zh,
      d: null,
    });
    const mine = await student.get('campus-leave.returns');
    expectContract('campus-leave.returns', mine.d);
    expect(mine.d).toMatchObject({ role: 'student', away: true, expected: [] });
    expect(mine.d.mine[0]).toMatchObject({ expectedAt: '2026-05-12 19:30', transportNo: 'G31', from: '浙江省杭州市西湖区', leaveId: d.id });
    const expected = await instructor.get('campus-leave.returns');
    expect(expected.d.expected.find((item) => item.id === registered.d.id)).toMatchObject({ studentName: '王小明' });
    const arrived = await instructor.post('campus-leave.arrive', { id: registered.d.id });
    expectContract('campus-leave.arrive', arrived.d);
    expect(arrived.d).toMatchObject({ arrivedBy: '陈静', arrivedAt: Date.UTC(2026, 4, 11, 8) / 1000 });
    expect(await instructor.post('campus-leave.arrive', { id: registered.d.id })).toEqual({
      e: SandboxErrorCode.conflict,
      m: RETURN_MESSAGES.arrived.zh,
      d: null,
    });
    expect((await student.get('campus-leave.mine')).d.list.find((item) => item.id === d.id)?.state).toBe('back');
  });

  it('the student’s 销假 closes an open registration', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const instructor = await callAs(env.sandbox.app, 'instructor');
    const { d } = await apply(student, twoDays);
    await decide(instructor, d.id, 'approve');
    const values = { expectedAt: '2026-05-12 19:30', transport: 'car', from: ['330000', '330100', '330106'], health: 'unwell', healthNote: '有点感冒' };
    await student.post('campus-leave.register', { values, _submission: crypto.randomUUID() });
    await student.post('campus-leave.back', { id: d.id });
    expect((await student.get('campus-leave.returns')).d.mine[0]).toMatchObject({ arrivedBy: '王小明', healthNote: '有点感冒' });
  });
});

describe('who may call what', () => {
  it('refuses the staff keys to a student and the student keys to staff; needs a login', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    for (const key of ['campus-leave.queue', 'campus-leave.stats'] as const) expect((await student.get(key)).e).toBe(SandboxErrorCode.forbidden);
    expect((await decide(student, 1, 'approve')).e).toBe(SandboxErrorCode.forbidden);
    expect((await student.post('campus-leave.arrive', { id: 1 })).e).toBe(SandboxErrorCode.forbidden);
    const teacher = await callAs(env.sandbox.app, 'teacher');
    expect((await teacher.get('campus-leave.stats')).m).toBe(LEAVE_MESSAGES.notStaff.zh);
    expect((await apply(teacher, twoDays)).m).toBe(LEAVE_MESSAGES.notStudent.zh);
    expect((await keyedCaller(env.sandbox.app).get('campus-leave.mine')).e).toBe(SandboxErrorCode.notLoggedIn);
  });
});

describe('input off a key’s contract', () => {
  it('is refused in the leave’s own words: an unknown form, a bad decision, a long note, a reason of one character, a bad id', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const instructor = await callAs(env.sandbox.app, 'instructor');
    // Off the contracts on purpose: what hand-made requests may send.
    expect((await student.get('campus-leave.form', { kind: 'exam' } as unknown as CampusLeaveFormQuery)).m).toBe(
      '参数 kind 无效：应为 leave（离校申请）或 return（返校登记）',
    );
    expect((await instructor.post('campus-leave.decide', { id: 2, decision: 'maybe' } as unknown as CampusLeaveDecideBody)).m).toBe(
      '参数 decision 无效：应为 approve 或 refuse',
    );
    expect((await decide(instructor, 2, 'approve', '意'.repeat(201))).m).toBe('审批意见不能超过 200 字');
    const { d } = await apply(student, twoDays);
    await decide(instructor, d.id, 'approve');
    expect((await student.post('campus-leave.extend', { id: d.id, end: '2026-05-15 18:00', reason: ' 好 ' })).m).toBe('请填写延期理由（2–200 字）');
    expect((await student.post('campus-leave.cancel', { id: 'x' } as unknown as { id: number })).m).toBe('缺少或无效的申请编号 id');
    expect((await instructor.post('campus-leave.arrive', {} as { id: number })).m).toBe('缺少或无效的登记编号 id');
    expect((await apply(student, twoDays, 'not-a-uuid')).e).toBe(SandboxErrorCode.badRequest);
  });
});

describe('a refusal in the reader’s language', () => {
  it('tells en and tw by the portal-lang cookie, a form problem’s message too', async () => {
    const { d } = await apply(await callAs(env.sandbox.app, 'student'), leave('2026-05-20 08:00', '2026-05-24 18:00'));
    for (const language of ['en', 'tw'] as const) {
      const teacher = await callAs(env.sandbox.app, 'teacher', language);
      expect(await teacher.get('campus-leave.stats'), language).toEqual({ e: SandboxErrorCode.forbidden, m: LEAVE_MESSAGES.notStaff[language], d: null });
      const student = await callAs(env.sandbox.app, 'student', language);
      expect((await apply(student, leave('2026-05-10 09:00', '2026-05-12 08:00'))).m, language).toBe(LEAVE_MESSAGES.startPast[language]);
    }
    expect((await decide(await callAs(env.sandbox.app, 'leader', 'en'), d.id, 'approve')).m).toBe('Wait until the counsellor has decided');
    expect((await decide(await callAs(env.sandbox.app, 'leader', 'tw'), d.id, 'approve')).m).toBe('請等待輔導員審批後再處理');
  });
});

describe('a leave in the reader’s language', () => {
  it('names the destination and where a student returns from in English or Traditional Chinese, as the form’s region codes say', async () => {
    const { d } = await apply(await callAs(env.sandbox.app, 'student'), twoDays);
    const english = await callAs(env.sandbox.app, 'student', 'en');
    expect((await english.get('campus-leave.mine')).d.list.find((leave) => leave.id === d.id)).toMatchObject({
      destination: 'Xihu District, Hangzhou, Zhejiang',
      transport: 'train',
    });
    const traditional = await callAs(env.sandbox.app, 'student', 'tw');
    expect((await traditional.get('campus-leave.mine')).d.list.find((leave) => leave.id === d.id)?.destination).toBe('浙江省杭州市西湖區');
  });
});

describe('a database from before transport was kept as the option', () => {
  it('turns each leave’s stored Chinese label into the option value and its number (migration 2)', async () => {
    const { default: backend } = await import('./index.ts');
    // The leave's tables alone, as migration 1 made them (the campus directory they refer to is not needed here).
    const db = new Database(':memory:');
    db.pragma('foreign_keys = OFF');
    backend.migrations.find((migration) => migration.version === 1)!.up(db);
    const insert = db.prepare(
      `INSERT INTO campus_leaves (student_id, start_at, end_at, destination, reason_type, reason, phone, emergency, transport, form_values, state, levels, submitted_at)
       VALUES (1, 0, 1, '浙江省杭州市西湖区', 'home', '回家', '13812345678', '王建国 13912345678', ?, ?, 'pending', '[]', 0)`,
    );
    insert.run('火车/高铁 G31', JSON.stringify({ transport: 'train', transportNo: 'g31' }));
    insert.run('自驾/家人接送', JSON.stringify({ transport: 'car' }));
    backend.migrations.find((migration) => migration.version === 2)!.up(db);
    expect(db.prepare('SELECT transport, transport_no AS transportNo FROM campus_leaves ORDER BY id').all()).toEqual([
      { transport: 'train', transportNo: 'G31' },
      { transport: 'car', transportNo: null },
    ]);
    db.close();
  });
});
