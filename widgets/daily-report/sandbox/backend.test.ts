/**
 * The staff daily report's backend (widgets/daily-report): a member's day (the form, once per day,
 * editable until the deadline, then closed), a unit admin's statistics and reminders (one message each per
 * day), applications (one pending per user and unit, reviewed only by the approvers, approval taking effect
 * at once), the school's dashboard (approvers only), counted right under 35 concurrent submissions.
 */
import { describe, expect, it, vi } from 'vitest';
import type { DailyReportApplyBody, DailyReportDashboardData, DailyReportDashboardQuery, DailyReportReviewBody } from '../generated/types.ts';
import { SandboxErrorCode, FORM_PROBLEMS_CODE } from '../../../sandbox/kit.ts';
import { callAs, clockedSandbox, expectContract, keyedCaller, type KeyedCaller } from '../../../sandbox/testing.ts';
import { DAILY_REPORT_MESSAGES } from './routes.ts';

// A fresh sandbox per test migrates and seeds every widget's backend: on a loaded 2-core machine that
// can pass the default 10 s hook time.
vi.setConfig({ hookTimeout: 30_000, testTimeout: 15_000 });
const env = clockedSandbox();

/** `language`: the portal's language cookie (`portal-lang`) sent beside the session, as the portal does. */
const as = (username: string, language?: 'en' | 'tw') => callAs(env.sandbox.app, username, language);
/** The day's form sent as the page sends it: its answers and the filled form's id. */
const report = (caller: KeyedCaller, values: Record<string, unknown>, id: string = crypto.randomUUID()) =>
  caller.post('daily-report.submit', { values, _submission: id });

/** The dashboard's refusal of a call that does not say which units to count (its query contract's words). */
const BAD_KINDS = {
  zh: '缺少或无效的参数 kinds：应为 college、office 中的一个或多个，以逗号分隔',
  en: 'The kinds parameter is missing or not valid: give college, office or both, separated by a comma',
  tw: '缺少或無效的參數 kinds：應為 college、office 中的一個或多個，以逗號分隔',
};
// Off the contract on purpose: a hand-made call without the kinds the page always sends.
const withoutKinds = {} as DailyReportDashboardQuery;

const well = { region: ['110000', '110100', '110108'], temperature: 36.5, health: 'healthy', leftCity: 'no' };

describe('daily-report.today and .submit', () => {
  it('answers the member’s day: the form, nothing yet today, the past week', async () => {
    const teacher = await as('teacher');
    const today = await teacher.get('daily-report.today');
    expectContract('daily-report.today', today.d);
    expect(today.d).toMatchObject({
      day: '2026-05-11',
      deadline: '22:00',
      open: true,
      mine: null,
      member: { name: '李文博', unitName: '计算机科学与技术学院' },
    });
    expect(today.d.history.map((day) => day.day)).toEqual(['2026-05-10', '2026-05-09', '2026-05-08', '2026-05-07', '2026-05-06', '2026-05-05']);
    // Each past day in the reader's language, its health in the form's own words.
    const summaries = (answer: typeof today) => answer.d.history.map((day) => day.summary.replace(/^[\d.]+℃ · /, ''));
    expect(summaries(today).every((text) => /^[\u4e00-\u9fa5、 ·]+$/.test(text))).toBe(true);
    const inEnglish = await (await as('teacher', 'en')).get('daily-report.today');
    expect(summaries(inEnglish).every((text) => /^[A-Za-z ,·]+$/.test(text))).toBe(true);
    expect(summaries(inEnglish)).toContain('Well');
  });

  it('keeps one report a day: a second replaces it; a fever by the thermometer is abnormal; closed after 22:00', async () => {
    const teacher = await as('teacher');
    const first = await report(teacher, well);
    expect(first.e).toBe(0);
    expectContract('daily-report.submit', first.d);
    expect(first.d.abnormal).toBe(false);
    const second = await report(teacher, { ...well, temperature: 37.6 });
    expect(second.d).toEqual({ id: first.d.id, day: '2026-05-11', abnormal: true });
    const today = await teacher.get('daily-report.today');
    expect(today.d.mine).toMatchObject({ id: first.d.id, abnormal: true, values: { temperature: 37.6 } });
    env.clock = Date.UTC(2026, 4, 11, 14, 0);
    const late = await as('teacher');
    expect(await report(late, well)).toEqual({ e: SandboxErrorCode.badRequest, m: DAILY_REPORT_MESSAGES.closed.zh, d: null });
    expect((await late.get('daily-report.today')).d.open).toBe(false);
  });

  it('says problems at their fields, and refuses whoever is on no roster', async () => {
    const teacher = await as('teacher');
    const bad = await report(teacher, { ...well, temperature: 36.55 });
    expect(bad.e).toBe(FORM_PROBLEMS_CODE);
    const student = await as('student');
    expect((await student.get('daily-report.today')).d.member).toBeNull();
    expect(await report(student, well)).toEqual({ e: SandboxErrorCode.forbidden, m: DAILY_REPORT_MESSAGES.notMember.zh, d: null });
  });
});

describe('daily-report.statistics and .remind', () => {
  it('shows the admin’s unit: roster, today’s count rising with a report, the trend', async () => {
    const teacher = await as('teacher');
    const before = await teacher.get('daily-report.statistics');
    expectContract('daily-report.statistics', before.d);
    expect(before.d.unit?.name).toBe('计算机科学与技术学院');
    expect(before.d.trend).toHaveLength(7);
    const filled = before.d.members.filter((member) => member.filled).length;
    expect(before.d.members.find((member) => member.name === '李文博')?.filled).toBe(false);
    expect(before.d.trend.at(-1)?.filled).toBe(filled);
    expect(before.d.trend.slice(0, 6).every((day) => day.filled / day.members > 0.6)).toBe(true);
    await report(teacher, well);
    const after = await teacher.get('daily-report.statistics');
    expect(after.d.trend.at(-1)?.filled).toBe(filled + 1);
  });

  it('answers a non-admin no units, not an error; refuses a unit not theirs', async () => {
    const staff = await as('staff');
    const none = await staff.get('daily-report.statistics');
    expect(none.d).toMatchObject({ units: [], unit: null, members: [] });
    const teacher = await as('teacher');
    const unitId = (await teacher.get('daily-report.statistics')).d.unit!.id;
    expect((await staff.get('daily-report.statistics', { unitId })).e).toBe(SandboxErrorCode.forbidden);
    expect((await staff.post('daily-report.remind', { unitId })).e).toBe(SandboxErrorCode.forbidden);
  });

  it('reminds each unfilled member once a day: a second press sends nothing', async () => {
    const teacher = await as('teacher');
    const stats = await teacher.get('daily-report.statistics');
    const unfilled = stats.d.members.filter((member) => !member.filled).length;
    const first = await teacher.post('daily-report.remind', { unitId: stats.d.unit!.id });
    expectContract('daily-report.remind', first.d);
    expect(first.d).toEqual({ sent: unfilled, already: 0 });
    expect(await teacher.post('daily-report.remind', { unitId: stats.d.unit!.id })).toMatchObject({ d: { sent: 0, already: unfilled } });
    const leader = await as('leader');
    expect((await leader.get('daily-report.today')).d.remindedAt).toBe(env.clock / 1000);
  });
});

describe('daily-report.applications, .apply and .review', () => {
  it('staff applies (once per unit), manager approves, and staff’s statistics work at once', async () => {
    const staff = await as('staff');
    const list = await staff.get('daily-report.applications');
    expectContract('daily-report.applications', list.d);
    expect(list.d.reviewer).toBe(false);
    expect(list.d.pending).toEqual([]);
    expect(list.d.mine.map((one) => [one.unitName, one.state])).toEqual([['教务处', 'pending']]);
    const office = list.d.units.find((unit) => unit.name === '后勤处')!;
    const applied = await staff.post('daily-report.apply', { unitId: office.id, reason: '负责后勤处职工的每日上报统计。' });
    expectContract('daily-report.apply', applied.d);
    expect(await staff.post('daily-report.apply', { unitId: office.id, reason: '再次申请管理后勤处。' })).toEqual({
      e: SandboxErrorCode.conflict,
      m: DAILY_REPORT_MESSAGES.pendingExists.zh,
      d: null,
    });
    expect((await staff.post('daily-report.apply', { unitId: office.id, reason: ' 短 ' })).m).toBe('申请理由应为 4 到 200 个字');
    expect((await staff.post('daily-report.review', { id: applied.d.id, decision: 'approve' })).e).toBe(SandboxErrorCode.forbidden);

    const manager = await as('manager');
    const pending = await manager.get('daily-report.applications');
    expect(pending.d.reviewer).toBe(true);
    expect(pending.d.pending.map((one) => [one.applicant, one.unitName])).toEqual([
      ['张老师', '教务处'],
      ['张老师', '后勤处'],
    ]);
    expect((await manager.post('daily-report.review', { id: applied.d.id, decision: 'refuse' })).m).toBe(DAILY_REPORT_MESSAGES.noteNeeded.zh);
    const approved = await manager.post('daily-report.review', { id: applied.d.id, decision: 'approve', note: '同意' });
    expectContract('daily-report.review', approved.d);
    expect(approved.d).toEqual({ id: applied.d.id, state: 'approved' });
    expect((await manager.post('daily-report.review', { id: applied.d.id, decision: 'refuse', note: '重复' })).e).toBe(SandboxErrorCode.conflict);

    const stats = await staff.get('daily-report.statistics');
    expect(stats.d.units.map((unit) => unit.name)).toEqual(['后勤处']);
    expect(stats.d.members.length).toBeGreaterThan(5);
    expect((await staff.post('daily-report.apply', { unitId: office.id, reason: '负责后勤处职工的每日上报统计。' })).m).toBe(
      DAILY_REPORT_MESSAGES.alreadyAdmin.zh,
    );
  });

  it('an approver’s own application is not theirs to decide: another approver decides it', async () => {
    const manager = await as('manager');
    const unit = (await manager.get('daily-report.applications')).d.units.find((one) => one.name === '后勤处')!;
    const applied = await manager.post('daily-report.apply', { unitId: unit.id, reason: '负责后勤处职工的每日上报统计。' });
    expect((await manager.get('daily-report.applications')).d.pending.map((one) => one.id)).not.toContain(applied.d.id);
    expect(await manager.post('daily-report.review', { id: applied.d.id, decision: 'approve', note: '同意' })).toEqual({
      e: SandboxErrorCode.forbidden,
      m: DAILY_REPORT_MESSAGES.ownApplication.zh,
      d: null,
    });
    expect((await manager.get('daily-report.statistics')).d.units.map((one) => one.name)).not.toContain('后勤处');

    const admin = await as('admin');
    expect((await admin.get('daily-report.applications')).d.pending.map((one) => one.id)).toContain(applied.d.id);
    expect((await admin.post('daily-report.review', { id: applied.d.id, decision: 'approve', note: '同意' })).d).toEqual({
      id: applied.d.id,
      state: 'approved',
    });
  });

  it('a refusal keeps its note and grants nothing', async () => {
    const manager = await as('manager');
    const [seeded] = (await manager.get('daily-report.applications')).d.pending;
    await manager.post('daily-report.review', { id: seeded!.id, decision: 'refuse', note: '教务处已有管理员' });
    const staff = await as('staff');
    const mine = (await staff.get('daily-report.applications')).d.mine[0]!;
    expect(mine).toMatchObject({ state: 'refused', reviewer: '周老师', note: '教务处已有管理员' });
    expect((await staff.get('daily-report.statistics')).d.units).toEqual([]);
  });
});

describe('what the contracts refuse, in their words', () => {
  it('an application without a unit or with a blank reason, a decision not offered, an overlong note', async () => {
    const staff = await as('staff');
    // Off the contract on purpose: what a hand-made request may send.
    expect((await staff.post('daily-report.apply', { reason: '负责后勤处职工的每日上报统计。' } as DailyReportApplyBody)).m).toBe('请选择要管理的单位');
    expect((await staff.post('daily-report.apply', { unitId: 1, reason: '      ' })).m).toBe('申请理由应为 4 到 200 个字');
    expect((await staff.post('daily-report.apply', { unitId: 1, reason: '长'.repeat(201) })).m).toBe('申请理由应为 4 到 200 个字');
    const manager = await as('manager', 'en');
    const [seeded] = (await manager.get('daily-report.applications')).d.pending;
    expect((await manager.post('daily-report.review', { id: seeded!.id, decision: 'maybe' } as unknown as DailyReportReviewBody)).m).toBe(
      'The decision must be approve or refuse',
    );
    expect(await manager.post('daily-report.review', { id: seeded!.id, decision: 'refuse', note: '长'.repeat(201) })).toEqual({
      e: SandboxErrorCode.badRequest,
      m: 'The review note can be at most 200 characters',
      d: null,
    });
    expect((await manager.post('daily-report.remind', { unitId: 0 })).m).toBe('Field unitId is invalid: it should be at least 1, but was "0"');
  });
});

describe('daily-report.dashboard', () => {
  it('answers the approvers only', async () => {
    for (const username of ['teacher', 'staff', 'student']) {
      expect((await (await as(username)).get('daily-report.dashboard', { kinds: 'college,office' })).e, username).toBe(SandboxErrorCode.forbidden);
    }
    expect((await keyedCaller(env.sandbox.app).get('daily-report.dashboard', { kinds: 'college' })).e).toBe(SandboxErrorCode.notLoggedIn);
    const admin = await as('admin');
    expect((await admin.get('daily-report.dashboard', { kinds: 'office' })).e).toBe(0);
    expect((await admin.get('daily-report.dashboard', withoutKinds)).m).toBe(BAD_KINDS.zh);
  });

  it('counts units of the kinds asked, and counts 35 concurrent reports of 5 members exactly once each', async () => {
    const manager = await as('manager');
    const before = await manager.get('daily-report.dashboard', { kinds: 'college,office' });
    expectContract('daily-report.dashboard', before.d);
    expect(before.d.units).toHaveLength(12);
    expect(before.d.units.reduce((sum, unit) => sum + unit.members, 0)).toBeGreaterThanOrEqual(140);
    const colleges = await manager.get('daily-report.dashboard', { kinds: 'college', days: 14 });
    expect(colleges.d.units.map((unit) => unit.kind)).toEqual(Array(8).fill('college'));
    expect(colleges.d.trend).toHaveLength(14);
    expect((await manager.get('daily-report.dashboard', { kinds: 'school' })).m).toBe(BAD_KINDS.zh);

    const members = await Promise.all(['teacher', 'instructor', 'leader', 'staff', 'manager'].map((name) => as(name)));
    const answers = await Promise.all(
      members.flatMap((member) => Array.from({ length: 7 }, (_, i) => report(member, { ...well, temperature: i === 6 ? 38.1 : 36.4 }))),
    );
    expect(answers.filter((answer) => answer.e !== 0)).toEqual([]);
    const after = await manager.get('daily-report.dashboard', { kinds: 'college,office' });
    const total = (data: DailyReportDashboardData) => data.units.reduce((sum, unit) => sum + unit.filled, 0);
    expect(total(after.d)).toBe(total(before.d) + 5);
    expect(after.d.trend.at(-1)!.filled).toBe(total(after.d));
    const cs = (data: DailyReportDashboardData) => data.units.find((unit) => unit.name === '计算机科学与技术学院')!;
    expect(cs(after.d).filled).toBe(cs(before.d).filled + 3);
  });
});

describe('a refusal in the reader’s language', () => {
  it('tells en and tw by the portal-lang cookie', async () => {
    for (const language of ['en', 'tw'] as const) {
      const student = await as('student', language);
      expect(await report(student, well), language).toEqual({ e: SandboxErrorCode.forbidden, m: DAILY_REPORT_MESSAGES.notMember[language], d: null });
      const admin = await as('admin', language);
      expect((await admin.get('daily-report.dashboard', withoutKinds)).m, language).toBe(BAD_KINDS[language]);
    }
    env.clock = Date.UTC(2026, 4, 11, 14, 0);
    expect((await report(await as('teacher', 'en'), well)).m).toBe('Today’s reports closed at 22:00; a report can no longer be sent or changed');
    expect((await report(await as('teacher', 'tw'), well)).m).toBe('今日上報已於 22:00 截止，無法再提交或修改');
  });
});
