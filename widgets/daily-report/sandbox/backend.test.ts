/**
 * The staff daily report's backend (widgets/daily-report): a member's day (the form, once per day,
 * editable until the deadline, then closed), a unit admin's statistics and reminders (one message each per
 * day), applications (one pending per user and unit, reviewed only by the approvers, approval taking effect
 * at once), the school's dashboard (approvers only), counted right under 35 concurrent submissions.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Hono } from 'hono';
import type {
  DailyReportApplicationsData,
  DailyReportApplyData,
  DailyReportDashboardData,
  DailyReportRemindData,
  DailyReportReviewData,
  DailyReportStatisticsData,
  DailyReportSubmitData,
  DailyReportTodayData,
} from '../generated/types.ts';
import { SandboxErrorCode, type Envelope, FORM_PROBLEMS_CODE } from '../../../sandbox/kit.ts';
import { clockedSandbox, getAs, logIn, expectContract } from '../../../sandbox/testing.ts';
import { DAILY_REPORT_MESSAGES } from './routes.ts';

// A fresh sandbox per test migrates and seeds every widget's backend: on a loaded 2-core machine that
// can pass the default 10 s hook time.
vi.setConfig({ hookTimeout: 30_000, testTimeout: 15_000 });
const env = clockedSandbox();

/** `language`: the portal's language cookie (`portal-lang`) sent beside the session, as the portal does. */
async function as(app: Hono, username: string, language?: 'en' | 'tw') {
  const login = await logIn(app, username);
  const cookie = language ? `${login.cookie}; portal-lang=${language}` : login.cookie;
  const post = async <T>(path: string, body: unknown) => {
    const response = await app.fetch(
      new Request(`http://sandbox/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify(body) }),
    );
    return (await response.json()) as Envelope<T>;
  };
  return {
    get: async <T>(path: string) => (await getAs<T>(app, `/api${path}`, cookie)).body,
    post,
    report: (values: Record<string, unknown>, id: string = crypto.randomUUID()) =>
      post<DailyReportSubmitData>('/dailyReport/submit', { values, _submission: id }),
  };
}

const well = { region: ['110000', '110100', '110108'], temperature: 36.5, health: 'healthy', leftCity: 'no' };

describe('daily-report.today and .submit', () => {
  it('answers the member’s day: the form, nothing yet today, the past week', async () => {
    const teacher = await as(env.sandbox.app, 'teacher');
    const today = await teacher.get<DailyReportTodayData>('/dailyReport/today');
    expectContract('daily-report.today', today.d);
    expect(today.d).toMatchObject({
      day: '2026-05-11',
      deadline: '22:00',
      open: true,
      mine: null,
      member: { name: '李文博', unitName: '计算机科学与技术学院' },
    });
    expect(today.d.history.map((day) => day.day)).toEqual(['2026-05-10', '2026-05-09', '2026-05-08', '2026-05-07', '2026-05-06', '2026-05-05']);
  });

  it('keeps one report a day: a second replaces it; a fever by the thermometer is abnormal; closed after 22:00', async () => {
    const teacher = await as(env.sandbox.app, 'teacher');
    const first = await teacher.report(well);
    expect(first.e).toBe(0);
    expectContract('daily-report.submit', first.d);
    expect(first.d.abnormal).toBe(false);
    const second = await teacher.report({ ...well, temperature: 37.6 });
    expect(second.d).toEqual({ id: first.d.id, day: '2026-05-11', abnormal: true });
    const today = await teacher.get<DailyReportTodayData>('/dailyReport/today');
    expect(today.d.mine).toMatchObject({ id: first.d.id, abnormal: true, values: { temperature: 37.6 } });
    env.clock = Date.UTC(2026, 4, 11, 14, 0);
    const late = await as(env.sandbox.app, 'teacher');
    expect(await late.report(well)).toEqual({ e: SandboxErrorCode.badRequest, m: DAILY_REPORT_MESSAGES.closed.zh, d: null });
    expect((await late.get<DailyReportTodayData>('/dailyReport/today')).d.open).toBe(false);
  });

  it('says problems at their fields, and refuses whoever is on no roster', async () => {
    const teacher = await as(env.sandbox.app, 'teacher');
    const bad = await teacher.report({ ...well, temperature: 36.55 });
    expect(bad.e).toBe(FORM_PROBLEMS_CODE);
    const student = await as(env.sandbox.app, 'student');
    expect((await student.get<DailyReportTodayData>('/dailyReport/today')).d.member).toBeNull();
    expect(await student.report(well)).toEqual({ e: SandboxErrorCode.forbidden, m: DAILY_REPORT_MESSAGES.notMember.zh, d: null });
  });
});

describe('daily-report.statistics and .remind', () => {
  it('shows the admin’s unit: roster, today’s count rising with a report, the trend', async () => {
    const teacher = await as(env.sandbox.app, 'teacher');
    const before = await teacher.get<DailyReportStatisticsData>('/dailyReport/statistics');
    expectContract('daily-report.statistics', before.d);
    expect(before.d.unit?.name).toBe('计算机科学与技术学院');
    expect(before.d.trend).toHaveLength(7);
    const filled = before.d.members.filter((member) => member.filled).length;
    expect(before.d.members.find((member) => member.name === '李文博')?.filled).toBe(false);
    expect(before.d.trend.at(-1)?.filled).toBe(filled);
    expect(before.d.trend.slice(0, 6).every((day) => day.filled / day.members > 0.6)).toBe(true);
    await teacher.report(well);
    const after = await teacher.get<DailyReportStatisticsData>('/dailyReport/statistics');
    expect(after.d.trend.at(-1)?.filled).toBe(filled + 1);
  });

  it('answers a non-admin no units, not an error; refuses a unit not theirs', async () => {
    const staff = await as(env.sandbox.app, 'staff');
    const none = await staff.get<DailyReportStatisticsData>('/dailyReport/statistics');
    expect(none.d).toMatchObject({ units: [], unit: null, members: [] });
    const teacher = await as(env.sandbox.app, 'teacher');
    const unitId = (await teacher.get<DailyReportStatisticsData>('/dailyReport/statistics')).d.unit!.id;
    expect((await staff.get(`/dailyReport/statistics?unitId=${unitId}`)).e).toBe(SandboxErrorCode.forbidden);
    expect((await staff.post('/dailyReport/remind', { unitId })).e).toBe(SandboxErrorCode.forbidden);
  });

  it('reminds each unfilled member once a day: a second press sends nothing', async () => {
    const teacher = await as(env.sandbox.app, 'teacher');
    const stats = await teacher.get<DailyReportStatisticsData>('/dailyReport/statistics');
    const unfilled = stats.d.members.filter((member) => !member.filled).length;
    const first = await teacher.post<DailyReportRemindData>('/dailyReport/remind', { unitId: stats.d.unit!.id });
    expectContract('daily-report.remind', first.d);
    expect(first.d).toEqual({ sent: unfilled, already: 0 });
    expect(await teacher.post('/dailyReport/remind', { unitId: stats.d.unit!.id })).toMatchObject({ d: { sent: 0, already: unfilled } });
    const leader = await as(env.sandbox.app, 'leader');
    expect((await leader.get<DailyReportTodayData>('/dailyReport/today')).d.remindedAt).toBe(env.clock / 1000);
  });
});

describe('daily-report.applications, .apply and .review', () => {
  it('staff applies (once per unit), manager approves, and staff’s statistics work at once', async () => {
    const staff = await as(env.sandbox.app, 'staff');
    const list = await staff.get<DailyReportApplicationsData>('/dailyReport/applications');
    expectContract('daily-report.applications', list.d);
    expect(list.d.reviewer).toBe(false);
    expect(list.d.pending).toEqual([]);
    expect(list.d.mine.map((one) => [one.unitName, one.state])).toEqual([['教务处', 'pending']]);
    const office = list.d.units.find((unit) => unit.name === '后勤处')!;
    const applied = await staff.post<DailyReportApplyData>('/dailyReport/apply', { unitId: office.id, reason: '负责后勤处职工的每日上报统计。' });
    expectContract('daily-report.apply', applied.d);
    expect(await staff.post('/dailyReport/apply', { unitId: office.id, reason: '再次申请管理后勤处。' })).toEqual({
      e: SandboxErrorCode.conflict,
      m: DAILY_REPORT_MESSAGES.pendingExists.zh,
      d: null,
    });
    expect((await staff.post('/dailyReport/apply', { unitId: office.id, reason: '短' })).m).toBe(DAILY_REPORT_MESSAGES.reasonLength.zh);
    expect((await staff.post('/dailyReport/review', { id: applied.d.id, decision: 'approve' })).e).toBe(SandboxErrorCode.forbidden);

    const manager = await as(env.sandbox.app, 'manager');
    const pending = await manager.get<DailyReportApplicationsData>('/dailyReport/applications');
    expect(pending.d.reviewer).toBe(true);
    expect(pending.d.pending.map((one) => [one.applicant, one.unitName])).toEqual([
      ['张老师', '教务处'],
      ['张老师', '后勤处'],
    ]);
    expect((await manager.post('/dailyReport/review', { id: applied.d.id, decision: 'refuse' })).m).toBe(DAILY_REPORT_MESSAGES.noteNeeded.zh);
    const approved = await manager.post<DailyReportReviewData>('/dailyReport/review', { id: applied.d.id, decision: 'approve', note: '同意' });
    expectContract('daily-report.review', approved.d);
    expect(approved.d).toEqual({ id: applied.d.id, state: 'approved' });
    expect((await manager.post('/dailyReport/review', { id: applied.d.id, decision: 'refuse', note: '重复' })).e).toBe(SandboxErrorCode.conflict);

    const stats = await staff.get<DailyReportStatisticsData>('/dailyReport/statistics');
    expect(stats.d.units.map((unit) => unit.name)).toEqual(['后勤处']);
    expect(stats.d.members.length).toBeGreaterThan(5);
    expect((await staff.post('/dailyReport/apply', { unitId: office.id, reason: '负责后勤处职工的每日上报统计。' })).m).toBe(
      DAILY_REPORT_MESSAGES.alreadyAdmin.zh,
    );
  });

  it('a refusal keeps its note and grants nothing', async () => {
    const manager = await as(env.sandbox.app, 'manager');
    const [seeded] = (await manager.get<DailyReportApplicationsData>('/dailyReport/applications')).d.pending;
    await manager.post('/dailyReport/review', { id: seeded!.id, decision: 'refuse', note: '教务处已有管理员' });
    const staff = await as(env.sandbox.app, 'staff');
    const mine = (await staff.get<DailyReportApplicationsData>('/dailyReport/applications')).d.mine[0]!;
    expect(mine).toMatchObject({ state: 'refused', reviewer: '周老师', note: '教务处已有管理员' });
    expect((await staff.get<DailyReportStatisticsData>('/dailyReport/statistics')).d.units).toEqual([]);
  });
});

describe('daily-report.dashboard', () => {
  it('answers the approvers only', async () => {
    for (const username of ['teacher', 'staff', 'student']) {
      expect((await (await as(env.sandbox.app, username)).get('/dataStatistics/dashboard?kinds=college,office')).e, username).toBe(SandboxErrorCode.forbidden);
    }
    expect((await getAs(env.sandbox.app, '/api/dataStatistics/dashboard?kinds=college')).body.e).toBe(SandboxErrorCode.notLoggedIn);
    const admin = await as(env.sandbox.app, 'admin');
    expect((await admin.get('/dataStatistics/dashboard?kinds=office')).e).toBe(0);
    expect((await admin.get('/dataStatistics/dashboard')).m).toBe(DAILY_REPORT_MESSAGES.badKinds.zh);
  });

  it('counts units of the kinds asked, and counts 35 concurrent reports of 5 members exactly once each', async () => {
    const manager = await as(env.sandbox.app, 'manager');
    const before = await manager.get<DailyReportDashboardData>('/dataStatistics/dashboard?kinds=college,office');
    expectContract('daily-report.dashboard', before.d);
    expect(before.d.units).toHaveLength(12);
    expect(before.d.units.reduce((sum, unit) => sum + unit.members, 0)).toBeGreaterThanOrEqual(140);
    const colleges = await manager.get<DailyReportDashboardData>('/dataStatistics/dashboard?kinds=college&days=14');
    expect(colleges.d.units.map((unit) => unit.kind)).toEqual(Array(8).fill('college'));
    expect(colleges.d.trend).toHaveLength(14);
    expect((await manager.get('/dataStatistics/dashboard?kinds=school')).m).toBe(DAILY_REPORT_MESSAGES.badKinds.zh);

    const members = await Promise.all(['teacher', 'instructor', 'leader', 'staff', 'manager'].map((name) => as(env.sandbox.app, name)));
    const answers = await Promise.all(
      members.flatMap((member) => Array.from({ length: 7 }, (_, i) => member.report({ ...well, temperature: i === 6 ? 38.1 : 36.4 }))),
    );
    expect(answers.every((answer) => answer.e === 0)).toBe(true);
    const after = await manager.get<DailyReportDashboardData>('/dataStatistics/dashboard?kinds=college,office');
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
      const student = await as(env.sandbox.app, 'student', language);
      expect(await student.report(well), language).toEqual({ e: SandboxErrorCode.forbidden, m: DAILY_REPORT_MESSAGES.notMember[language], d: null });
      const admin = await as(env.sandbox.app, 'admin', language);
      expect((await admin.get('/dataStatistics/dashboard')).m, language).toBe(DAILY_REPORT_MESSAGES.badKinds[language]);
    }
    env.clock = Date.UTC(2026, 4, 11, 14, 0);
    expect((await (await as(env.sandbox.app, 'teacher', 'en')).report(well)).m).toBe(
      'Today’s reports closed at 22:00; a report can no longer be sent or changed',
    );
    expect((await (await as(env.sandbox.app, 'teacher', 'tw')).report(well)).m).toBe('今日上報已於 22:00 截止，無法再提交或修改');
  });
});
