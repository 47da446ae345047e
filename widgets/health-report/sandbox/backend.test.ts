/**
 * The health report backend: the student's today / submit / mine / detail, the staff's classes, graded
 * units, trend, reminders and list, and the office's report types, on a real sandbox with the seeded
 * week. Every answer is checked against its contract; counts are checked against the tables.
 * The clock: 2026-05-11 16:00 China time (clockedSandbox), so "today" is 2026-05-11.
 */
import { describe, expect, it } from 'vitest';
import type {
  HealthReportDetailQuery,
  HealthReportListQuery,
  HealthReportSaveTypeBody,
  HealthReportTodayQuery,
  HealthReportUnitsQuery,
} from '../generated/types.ts';
import {
  FORM_PROBLEMS_CODE,
  validateFormDefinition,
  validateSubmission,
  type FormDefinition,
  createCampusDirectory,
  SandboxErrorCode,
  dayOf,
} from '../../../sandbox/kit.ts';
import { callAs, clockedSandbox, expectContract, getAs, keyedCaller, type KeyedCaller } from '../../../sandbox/testing.ts';
import { HEALTH_MESSAGES } from './access.ts';
import { REPORT_TYPES, SEEDED_REPORT_TYPES } from './reportTypes.ts';
import { createSeedKeeper } from './reportSeed.ts';
import { HEALTHY, studentAccounts, submission } from './testSupport.ts';

const env = clockedSandbox();
/** A demo user; `language` is the portal's language cookie (`portal-lang`) sent beside the session, as the portal does. */
const as = (username: string, language?: 'en' | 'tw') => callAs(env.sandbox.app, username, language);
/** The grants of a caller's permission map (the portal's own route, no widget's key). */
const grantsOf = async <T>(caller: KeyedCaller) => (await getAs<T>(env.sandbox.app, '/api/uc/auth/all', caller.cookie)).body.d;
/** The refusal of a call without a report type (the contracts' words for variant). */
const NO_VARIANT = {
  zh: '缺少参数 variant（健康打卡类型）',
  en: 'The variant parameter (the kind of health report) is missing',
  tw: '缺少參數 variant（健康打卡類型）',
};
/** The problems of a refused form (e = 422, or 400 for a report type's form): `d.problems`. */
const problemsOf = (answer: { d: unknown }) => (answer.d as { problems: unknown[] }).problems;
// Off the contract on purpose: a hand-made call without the report type.
const withoutVariant = {} as HealthReportTodayQuery;
const TODAY = '2026-05-11';
/** 2026-05-11 at hh:mm China time. */
const chinaTime = (hours: number, minutes = 0) => Date.UTC(2026, 4, 11, hours - 8, minutes);

const campus = () => createCampusDirectory(env.sandbox.db);
const count = (sql: string, ...params: unknown[]) => env.sandbox.db.prepare<unknown[], { n: number }>(sql).get(...params)!.n;
/** Reports of a type and day among the given students (all when absent), straight from the table. */
const filledIn = (type: string, day: string, numbers?: readonly string[]) =>
  count(
    `SELECT COUNT(*) AS n FROM health_reports WHERE type_key = ? AND day = ?${numbers ? ` AND student_number IN (SELECT value FROM json_each(?))` : ''}`,
    type,
    day,
    ...(numbers ? [JSON.stringify(numbers)] : []),
  );
const numbersOf = (students: readonly { studentNumber: string }[]) => students.map((student) => student.studentNumber);

/** A first call seeds the week (on first use); this makes it and answers the caller. */
async function seeded(username: string) {
  const caller = await as(username);
  await caller.get('health-report.types');
  return caller;
}

describe('health-report.today', () => {
  it("answers the student today's form, the type's deadline, and no report yet (王小明 has today left to fill)", async () => {
    const student = await as('student');
    const today = await student.get('health-report.today', { variant: 'epideState' });
    expect(today.e).toBe(0);
    expectContract('health-report.today', today.d);
    expect(today.d).toMatchObject({ type: { key: 'epideState', name: '每日健康打卡', deadline: '23:00', version: 1 }, day: TODAY, open: true, mine: null });
    expect(validateFormDefinition(today.d.definition)).toBe(true);
    expect(today.d.definition.sections.flatMap((section) => section.fields.map((field) => field.name))).toEqual([
      'temperature',
      'health',
      'symptomNote',
      'onCampus',
      'location',
      'trips',
      'phone',
      'remark',
    ]);
  });

  it('refuses a missing or unknown variant in clear words, other roles, and anonymous users', async () => {
    const student = await as('student');
    expect(await student.get('health-report.today', withoutVariant)).toEqual({ e: 400, m: NO_VARIANT.zh, d: null });
    expect(await student.get('health-report.today', { variant: 'epideMars' })).toEqual({ e: 400, m: '未知的健康打卡类型「epideMars」', d: null });
    for (const username of ['teacher', 'instructor', 'manager', 'visitor']) {
      const other = await as(username);
      expect(await other.get('health-report.today', { variant: 'epideState' }), username).toEqual({ e: 403, m: HEALTH_MESSAGES.forbidden.zh, d: null });
    }
    expect((await keyedCaller(env.sandbox.app).get('health-report.today', { variant: 'epideState' })).e).toBe(SandboxErrorCode.notLoggedIn);
  });
});

describe('health-report.submit', () => {
  it("saves today's report, answers it in today, and replaces it on a second submission the same day (same id)", async () => {
    const student = await as('student');
    const first = await student.post('health-report.submit', submission('epideState', { ...HEALTHY, remark: '今日在图书馆自习', extra: 'dropped' }));
    expect(first.e).toBe(0);
    expectContract('health-report.submit', first.d);
    expect(first.d).toMatchObject({ day: TODAY, abnormal: false });
    const today = await student.get('health-report.today', { variant: 'epideState' });
    expect(today.d.mine).toMatchObject({ id: first.d.id, abnormal: false, editable: true, values: { ...HEALTHY, remark: '今日在图书馆自习' } });
    expect(today.d.mine!.values).not.toHaveProperty('extra');

    env.clock += 30 * 60_000;
    const fever = { ...HEALTHY, temperature: 38.2, health: 'fever', symptomNote: '低烧，已到校医院就诊' };
    const second = await student.post('health-report.submit', submission('epideState', fever));
    expect(second.d).toEqual({ id: first.d.id, day: TODAY, abnormal: true });
    const after = await student.get('health-report.today', { variant: 'epideState' });
    expect(after.d.mine).toMatchObject({ id: first.d.id, values: fever, abnormal: true, submittedAt: today.d.mine!.submittedAt });
    expect(after.d.mine!.updatedAt).toBe(today.d.mine!.submittedAt + 30 * 60);
    expect(count("SELECT COUNT(*) AS n FROM health_reports WHERE username = 'student' AND day = ?", TODAY)).toBe(1);
  });

  it('answers the same submission id once: a retry gets the first record and changes nothing', async () => {
    const student = await as('student');
    const id = crypto.randomUUID();
    const first = await student.post('health-report.submit', submission('epideState', HEALTHY, id));
    const again = await student.post('health-report.submit', submission('epideState', { ...HEALTHY, temperature: 36.9 }, id));
    expect(again).toEqual(first);
    expect((await student.get('health-report.today', { variant: 'epideState' })).d.mine!.values.temperature).toBe(36.5);
  });

  it('answers the problems with their paths (e = 422) and saves nothing', async () => {
    const student = await as('student');
    const answer = await student.post(
      'health-report.submit',
      submission('epideState', { temperature: 38.25, health: 'fever', onCampus: 'out', trips: [{ date: '2026-05-10' }], phone: '123' }),
    );
    expect(answer.e).toBe(FORM_PROBLEMS_CODE);
    expect(problemsOf(answer)).toEqual([
      { path: ['temperature'], code: 'tooManyDecimals', params: { decimals: 1 } },
      { path: ['symptomNote'], code: 'required' },
      { path: ['location'], code: 'required' },
      { path: ['trips', 0, 'place'], code: 'required' },
      { path: ['phone'], code: 'badPhone' },
    ]);
    expect(count("SELECT COUNT(*) AS n FROM health_reports WHERE username = 'student' AND day = ?", TODAY)).toBe(0);
  });

  it('refuses after the deadline, new and changed reports alike; today then says closed', async () => {
    const student = await as('student');
    // epideCaustu closes at 12:00; it is 16:00.
    const caustu = { temperature: 36.5, health: 'healthy', riskContact: 'no', onCampus: 'in', phone: '13812345678' };
    expect(await student.post('health-report.submit', submission('epideCaustu', caustu))).toEqual({
      e: 400,
      m: '今日填报已于 12:00 截止，无法再提交或修改',
      d: null,
    });
    const saved = await student.post('health-report.submit', submission('epideState', HEALTHY));
    env.clock = chinaTime(23, 0);
    const late = await as('student');
    expect(await late.post('health-report.submit', submission('epideState', { ...HEALTHY, temperature: 36.8 }))).toEqual({
      e: 400,
      m: HEALTH_MESSAGES.closed('23:00').zh,
      d: null,
    });
    const today = await late.get('health-report.today', { variant: 'epideState' });
    expect(today.d).toMatchObject({ open: false, mine: { id: saved.d.id, editable: false, values: { temperature: 36.5 } } });
  });

  it('refuses staff (no index page) and an unknown variant', async () => {
    const instructor = await as('instructor');
    expect(await instructor.post('health-report.submit', submission('epideState', HEALTHY))).toEqual({ e: 403, m: HEALTH_MESSAGES.forbidden.zh, d: null });
    const student = await as('student');
    expect((await student.post('health-report.submit', submission('nope', HEALTHY))).m).toBe('未知的健康打卡类型「nope」');
  });
});

describe('concurrent submissions', () => {
  it('50 students at once: 50 more reports, each counted once by the graded view', async () => {
    // epideBase has no seeded reports: every student is still to report.
    const manager = await seeded('manager');
    const before = await manager.get('health-report.units', { variant: 'epideBase' });
    expect(before.d.total.filled).toBe(0);
    const unfilled = (await manager.get('health-report.classes', { variant: 'epideBase' })).d.unfilled.filter((s) => !s.hasAccount);
    const students = studentAccounts(env.sandbox, env.sandbox.app, () => env.clock, numbersOf(unfilled.slice(0, 50)));
    const values = { temperature: 36.4, health: 'healthy', vaccine: 'full', region: ['110000', '110100', '110108'], phone: '13912345678' };
    const answers = await Promise.all(students.map((student) => student.post('health-report.submit', submission('epideBase', values))));
    expect(answers.filter((answer) => answer.e !== 0)).toEqual([]);
    expect(new Set(answers.map((answer) => answer.d.id)).size).toBe(50);
    const after = await manager.get('health-report.units', { variant: 'epideBase' });
    expect(after.d.total).toEqual({ ...before.d.total, filled: 50 });
    expect(filledIn('epideBase', TODAY)).toBe(50);
    const classes = await manager.get('health-report.classes', { variant: 'epideBase' });
    expect(classes.d.unfilled).toHaveLength(before.d.total.students - 50);
  });

  it('one student 50 times at once (50 submission ids): one report, every answer its id', async () => {
    const student = await seeded('student');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        student.post('health-report.submit', submission('epideState', { ...HEALTHY, temperature: Math.round(360 + (index % 10)) / 10 })),
      ),
    );
    expect(answers.filter((answer) => answer.e !== 0)).toEqual([]);
    expect(new Set(answers.map((answer) => answer.d.id)).size).toBe(1);
    expect(count("SELECT COUNT(*) AS n FROM health_reports WHERE username = 'student' AND type_key = 'epideState' AND day = ?", TODAY)).toBe(1);
  });
});

describe('health-report.mine and health-report.detail', () => {
  it("pages the student's own reports, newest day first: the seeded week before today", async () => {
    const student = await as('student');
    await student.post('health-report.submit', submission('epideState', HEALTHY));
    const mine = await student.get('health-report.mine', { variant: 'epideState', size: 3 });
    expectContract('health-report.mine', mine.d);
    expect(mine.d.total).toBe(7);
    expect(mine.d.list.map((report) => report.day)).toEqual([TODAY, '2026-05-10', '2026-05-09']);
    expect(mine.d.list[0]).toMatchObject({ temperature: 36.5, abnormal: false, summary: '36.5℃ · 无异常' });
    const last = await student.get('health-report.mine', { variant: 'epideState', size: 3, page: 3 });
    expect(last.d.list.map((report) => report.day)).toEqual(['2026-05-05']);
    expect((await student.get('health-report.mine', { variant: 'epideBase' })).d).toEqual({ total: 0, list: [] });
  });

  it('answers one report to its student and to the staff who look after them, to no one else', async () => {
    const student = await as('student');
    const { d: saved } = await student.post('health-report.submit', submission('epideState', HEALTHY));
    const own = await student.get('health-report.detail', { id: saved.id });
    expectContract('health-report.detail', own.d);
    expect(own.d).toMatchObject({
      id: saved.id,
      type: { key: 'epideState' },
      day: TODAY,
      student: { studentNumber: '2023011101', name: '王小明', className: '计科2301班', collegeName: '计算机科学与技术学院' },
      values: HEALTHY,
      abnormal: false,
      editable: true,
    });
    for (const username of ['instructor', 'leader', 'manager']) {
      const staff = await as(username);
      const seen = await staff.get('health-report.detail', { id: saved.id });
      expect(seen.e, username).toBe(0);
      expect(seen.d.editable).toBe(false);
    }
    for (const username of ['teacher', 'staff']) {
      expect(await (await as(username)).get('health-report.detail', { id: saved.id }), username).toEqual({
        e: 403,
        m: HEALTH_MESSAGES.forbidden.zh,
        d: null,
      });
    }
    // The administrator has the pages but looks after no student in the campus directory.
    expect(await (await as('admin')).get('health-report.detail', { id: saved.id })).toEqual({
      e: 403,
      m: HEALTH_MESSAGES.notYourReport.zh,
      d: null,
    });
    // A report of another college: neither the instructor nor the leader of computer science, nor another student.
    const foreign = env.sandbox.db
      .prepare<[], { id: number }>(
        'SELECT r.id FROM health_reports r JOIN campus_students s ON s.student_number = r.student_number JOIN campus_classes c ON c.id = s.class_id WHERE c.college_id <> 1 LIMIT 1',
      )
      .get()!.id;
    for (const username of ['instructor', 'leader', 'student']) {
      expect((await (await as(username)).get('health-report.detail', { id: foreign })).e, username).toBe(403);
    }
    expect((await (await as('manager')).get('health-report.detail', { id: foreign })).e).toBe(0);
    expect(await student.get('health-report.detail', { id: 999999 })).toEqual({ e: 404, m: HEALTH_MESSAGES.notFound.zh, d: null });
    // Off the contract on purpose: an id that is no number.
    expect((await student.get('health-report.detail', { id: 'abc' } as unknown as HealthReportDetailQuery)).e).toBe(400);
  });
});

describe('the seeded week', () => {
  it('holds 85–95 % of the students for each seeded type and day, a few percent abnormal, every value valid for its form', async () => {
    await seeded('student');
    const school = campus().studentsOfSchool().length;
    for (const key of SEEDED_REPORT_TYPES) {
      const definition = REPORT_TYPES.find((type) => type.key === key)!.definition;
      const rows = env.sandbox.db
        .prepare<[string], { day: string; form_values: string; abnormal: number }>('SELECT day, form_values, abnormal FROM health_reports WHERE type_key = ?')
        .all(key);
      const days = [...new Set(rows.map((row) => row.day))].sort();
      expect(days).toEqual(['2026-05-05', '2026-05-06', '2026-05-07', '2026-05-08', '2026-05-09', '2026-05-10', TODAY]);
      for (const day of days) {
        const rate = rows.filter((row) => row.day === day).length / school;
        expect(rate, `${key} ${day}`).toBeGreaterThanOrEqual(0.82);
        expect(rate, `${key} ${day}`).toBeLessThanOrEqual(0.97);
      }
      const abnormal = rows.filter((row) => row.abnormal === 1).length / rows.length;
      expect(abnormal).toBeGreaterThan(0.005);
      expect(abnormal).toBeLessThan(0.08);
      for (const row of rows) expect(validateSubmission(definition as FormDefinition, JSON.parse(row.form_values) as Record<string, unknown>)).toEqual([]);
    }
    expect(count("SELECT COUNT(*) AS n FROM health_reports WHERE type_key = 'epideBase'")).toBe(0);
    expect(count("SELECT COUNT(*) AS n FROM health_reports WHERE username = 'student' AND type_key = 'epideState'")).toBe(6);
  });

  it('is the same on every start, and a start on a later day adds that day only', async () => {
    await seeded('student');
    const snapshot = () =>
      env.sandbox.db.prepare('SELECT type_key, student_number, day, form_values, abnormal, submitted_at FROM health_reports ORDER BY id').all();
    const first = snapshot();
    env.sandbox.close();
    const { createSandbox } = await import('../../../sandbox/testing.ts');
    env.sandbox = createSandbox({ dbFile: ':memory:', now: () => env.clock });
    await seeded('student');
    expect(snapshot()).toEqual(first);
    // The next start, a day later, on the same database: what the module's mount does.
    env.clock += 24 * 3_600_000;
    createSeedKeeper(env.sandbox.db, () => env.clock, dayOf)();
    expect(count("SELECT COUNT(DISTINCT day) AS n FROM health_reports WHERE type_key = 'epideState'")).toBe(8);
    expect(count("SELECT COUNT(*) AS n FROM health_reports WHERE username = 'student' AND day = '2026-05-11'")).toBe(0);
  });
});

describe('health-report.classes', () => {
  it("answers the instructor's three classes: counts that match the table, who has not reported, the abnormal reports", async () => {
    const instructor = await seeded('instructor');
    const answer = await instructor.get('health-report.classes', { variant: 'epideState', day: '2026-05-10' });
    expect(answer.e).toBe(0);
    expectContract('health-report.classes', answer.d);
    expect(answer.d.classes.map((unit) => unit.name)).toEqual(['计科2301班', '计科2302班', '软件2301班']);
    for (const unit of answer.d.classes) {
      const students = campus().studentsOfClass(unit.classId);
      expect(unit.students).toBe(students.length);
      expect(unit.filled).toBe(filledIn('epideState', '2026-05-10', numbersOf(students)));
      expect(answer.d.unfilled.filter((student) => student.className === unit.name)).toHaveLength(unit.students - unit.filled);
      expect(answer.d.abnormal.filter((report) => report.className === unit.name)).toHaveLength(unit.abnormal);
    }
    expect(answer.d.total.students).toBe(campus().studentsVisibleTo('instructor').length);
    for (const report of answer.d.abnormal) expect(report.summary).not.toContain('无异常');
  });

  it('lists 王小明 as not reported today until he reports', async () => {
    const instructor = await seeded('instructor');
    const before = await instructor.get('health-report.classes', { variant: 'epideState' });
    expect(before.d.day).toBe(TODAY);
    expect(before.d.unfilled).toContainEqual({ studentNumber: '2023011101', name: '王小明', className: '计科2301班', hasAccount: true });
    await (await as('student')).post('health-report.submit', submission('epideState', { ...HEALTHY, temperature: 37.8, health: 'fever', symptomNote: '低烧' }));
    const after = await instructor.get('health-report.classes', { variant: 'epideState' });
    expect(after.d.unfilled.some((student) => student.name === '王小明')).toBe(false);
    expect(after.d.total).toEqual({ ...before.d.total, filled: before.d.total.filled + 1, abnormal: before.d.total.abnormal + 1 });
    expect(after.d.abnormal).toContainEqual(expect.objectContaining({ name: '王小明', summary: '37.8℃ · 发热（≥37.3℃）' }));
    // The summary is in the reader's language: an English page names the symptom in English.
    const inEnglish = await (await as('instructor', 'en')).get('health-report.classes', { variant: 'epideState' });
    expect(inEnglish.d.abnormal).toContainEqual(expect.objectContaining({ name: '王小明', summary: '37.8℃ · Fever (≥37.3℃)' }));
    const mine = await (await as('student', 'tw')).get('health-report.mine', { variant: 'epideState' });
    expect(mine.d.list[0]?.summary).toBe('37.8℃ · 發熱（≥37.3℃）');
  });

  it('answers the leader every class of their college; refuses students, a future day and a bad one', async () => {
    const leader = await seeded('leader');
    const answer = await leader.get('health-report.classes', { variant: 'epideZju' });
    expect(answer.d.classes.map((unit) => unit.classId)).toEqual(
      campus()
        .classes(1)
        .map((campusClass) => campusClass.id),
    );
    expect(answer.d.total.filled).toBe(filledIn('epideZju', TODAY, numbersOf(campus().studentsOfCollege(1))));
    expect((await (await as('student')).get('health-report.classes', { variant: 'epideState' })).e).toBe(403);
    expect(await leader.get('health-report.classes', { variant: 'epideState', day: '2026-05-12' })).toEqual({
      e: 400,
      m: HEALTH_MESSAGES.futureDay.zh,
      d: null,
    });
    expect((await leader.get('health-report.classes', { variant: 'epideState', day: '2026-02-30' })).m).toBe('参数 day 无效：应为 YYYY-MM-DD 格式的日期');
  });
});

describe('health-report.units (graded view)', () => {
  it('drills school → college → class for the office, each level adding up to the one above and to the table', async () => {
    const manager = await seeded('manager');
    const school = await manager.get('health-report.units', { variant: 'fudanEpideState', day: '2026-05-09' });
    expectContract('health-report.units', school.d);
    expect(school.d.level).toBe('school');
    expect(school.d.units.map((unit) => unit.name)).toEqual(
      campus()
        .colleges()
        .map((college) => college.name),
    );
    expect(school.d.total.students).toBe(campus().studentsOfSchool().length);
    expect(school.d.total.filled).toBe(filledIn('fudanEpideState', '2026-05-09'));
    expect(school.d.total.abnormal).toBe(
      count("SELECT COUNT(*) AS n FROM health_reports WHERE type_key = 'fudanEpideState' AND day = '2026-05-09' AND abnormal = 1"),
    );
    for (const unit of school.d.units) {
      const college = await manager.get('health-report.units', { variant: 'fudanEpideState', day: '2026-05-09', collegeId: unit.id });
      expectContract('health-report.units', college.d);
      expect(college.d).toMatchObject({ level: 'college', college: { id: unit.id, name: unit.name } });
      expect(college.d.total).toEqual({ students: unit.students, filled: unit.filled, abnormal: unit.abnormal });
      expect(college.d.units.map((campusClass) => campusClass.id)).toEqual(
        campus()
          .classes(unit.id)
          .map((campusClass) => campusClass.id),
      );
    }
  });

  it("gives a leader their college's branch only, and refuses the instructor (no graded view)", async () => {
    const leader = await seeded('leader');
    const school = await leader.get('health-report.units', { variant: 'epideState' });
    expect(school.d.units.map((unit) => unit.name)).toEqual(['计算机科学与技术学院']);
    expect((await leader.get('health-report.units', { variant: 'epideState', collegeId: 1 })).d.units).toHaveLength(5);
    expect(await leader.get('health-report.units', { variant: 'epideState', collegeId: 2 })).toEqual({ e: 403, m: HEALTH_MESSAGES.notYourUnit.zh, d: null });
    // Off the contract on purpose: a college that is no number.
    expect((await leader.get('health-report.units', { variant: 'epideState', collegeId: 'x' } as unknown as HealthReportUnitsQuery)).e).toBe(400);
    expect((await (await as('instructor')).get('health-report.units', { variant: 'epideState' })).e).toBe(403);
  });
});

describe('health-report.trend', () => {
  it('answers the last days, oldest first, for what the caller sees', async () => {
    const manager = await seeded('manager');
    const trend = await manager.get('health-report.trend', { variant: 'epideState' });
    expectContract('health-report.trend', trend.d);
    expect(trend.d.days.map((day) => day.day)).toEqual(['2026-05-05', '2026-05-06', '2026-05-07', '2026-05-08', '2026-05-09', '2026-05-10', TODAY]);
    for (const day of trend.d.days) expect(day.filled).toBe(filledIn('epideState', day.day));
    const instructor = await as('instructor');
    const mine = await instructor.get('health-report.trend', { variant: 'epideState', days: 3 });
    expect(mine.d.days).toHaveLength(3);
    expect(mine.d.days[0]!.students).toBe(campus().studentsVisibleTo('instructor').length);
    const firstClass = campus().classesOfInstructor('instructor')[0]!;
    const oneClass = await instructor.get('health-report.trend', { variant: 'epideState', days: 3, classId: firstClass.id });
    expect(oneClass.d.days[2]!.filled).toBe(filledIn('epideState', TODAY, numbersOf(campus().studentsOfClass(firstClass.id))));
    const otherClass = campus().classes(2)[0]!;
    expect((await instructor.get('health-report.trend', { variant: 'epideState', classId: otherClass.id })).e).toBe(403);
    expect((await instructor.get('health-report.trend', { variant: 'epideState', days: 31 })).e).toBe(400);
  });
});

describe('health-report.remind', () => {
  it("reminds the instructor's unfilled students once: a message to those with an account, the earlier count within 10 minutes", async () => {
    const instructor = await seeded('instructor');
    const classes = await instructor.get('health-report.classes', { variant: 'epideState' });
    const sent = await instructor.post('health-report.remind', { variant: 'epideState', day: TODAY });
    expect(sent.e).toBe(0);
    expectContract('health-report.remind', sent.d);
    expect(sent.d).toMatchObject({ reminded: classes.d.unfilled.length, delivered: 1, repeated: false });
    const messages = () => count("SELECT COUNT(*) AS n FROM messages WHERE username = 'student' AND title = '每日健康打卡提醒'");
    expect(messages()).toBe(1);
    const inbox = env.sandbox.db
      .prepare<[], { body: string; link: string; channel: string }>("SELECT body, link, channel FROM messages WHERE title = '每日健康打卡提醒'")
      .get()!;
    expect(inbox).toEqual({
      channel: 'system',
      link: '/epideState/index',
      body: '陈老师提醒你：今日（2026-05-11）的「每日健康打卡」尚未填报，请于 23:00 前完成。',
    });
    expect(count('SELECT COUNT(*) AS n FROM health_reminders')).toBe(classes.d.unfilled.length);

    env.clock += 9 * 60_000;
    const again = await instructor.post('health-report.remind', { variant: 'epideState' });
    expect(again).toEqual({ e: 0, m: HEALTH_MESSAGES.reminded(sent.d.reminded).zh, d: { ...sent.d, repeated: true } });
    expect(messages()).toBe(1);
    expect((await instructor.get('health-report.classes', { variant: 'epideState' })).d.lastReminder).toEqual({
      at: sent.d.remindedAt,
      reminded: sent.d.reminded,
    });

    env.clock += 2 * 60_000;
    const later = await (await as('instructor')).post('health-report.remind', { variant: 'epideState' });
    expect(later.d.repeated).toBe(false);
    expect(messages()).toBe(2);
  });

  it('reminds one class of the leader; refuses other days, classes not theirs, and roles without the page', async () => {
    const leader = await seeded('leader');
    const target = campus().classes(1)[1]!;
    const classes = await leader.get('health-report.classes', { variant: 'epideState' });
    const sent = await leader.post('health-report.remind', { variant: 'epideState', classId: target.id });
    expect(sent.d.reminded).toBe(classes.d.unfilled.filter((student) => student.className === target.name).length);
    expect(sent.d.delivered).toBe(0);
    expect(await leader.post('health-report.remind', { variant: 'epideState', day: '2026-05-10' })).toEqual({
      e: 400,
      m: HEALTH_MESSAGES.remindToday.zh,
      d: null,
    });
    expect((await leader.post('health-report.remind', { variant: 'epideState', classId: campus().classes(2)[0]!.id })).e).toBe(403);
    for (const username of ['student', 'manager']) {
      expect((await (await as(username)).post('health-report.remind', { variant: 'epideState' })).e, username).toBe(403);
    }
  });

  it('sends once when two reminders arrive together', async () => {
    const instructor = await seeded('instructor');
    const [first, second] = await Promise.all([
      instructor.post('health-report.remind', { variant: 'epideState' }),
      instructor.post('health-report.remind', { variant: 'epideState' }),
    ]);
    expect([first!.d.repeated, second!.d.repeated].sort()).toEqual([false, true]);
    expect(count("SELECT COUNT(*) AS n FROM messages WHERE username = 'student' AND title = '每日健康打卡提醒'")).toBe(1);
  });
});

describe('report types (health-report.types, .type, .saveType)', () => {
  it('lists the ten types for the office, each form sound', async () => {
    const manager = await as('manager');
    const types = await manager.get('health-report.types');
    expectContract('health-report.types', types.d);
    expect(types.d.list.map((type) => type.key)).toEqual(REPORT_TYPES.map((type) => type.key));
    expect(types.d.list[0]).toMatchObject({ key: 'epideState', name: '每日健康打卡', deadline: '23:00', version: 1, fieldCount: 8 });
    const one = await manager.get('health-report.type', { variant: 'epideZju' });
    expectContract('health-report.type', one.d);
    expect(one.d.type).toEqual({ key: 'epideZju', name: '健康打卡（浙大版）', deadline: '22:00', version: 1 });
    // Others who use a report app get no type: the list is the office's.
    for (const username of ['student', 'instructor', 'leader']) {
      expect(await (await as(username)).get('health-report.types'), username).toEqual({ e: 0, m: '', d: { list: [] } });
    }
    for (const username of ['teacher', 'staff']) {
      expect(await (await as(username)).get('health-report.types'), username).toEqual({
        e: 403,
        m: HEALTH_MESSAGES.forbidden.zh,
        d: null,
      });
    }
    expect((await (await as('student')).get('health-report.type', { variant: 'epideState' })).e).toBe(403);
  });

  it('saves a name, a deadline and a form, raising the version; the student gets the new form', async () => {
    const manager = await as('manager');
    const { d: current } = await manager.get('health-report.type', { variant: 'epideBase' });
    const definition: FormDefinition = { ...current.definition, sections: [current.definition.sections[0]] };
    const saved = await manager.post('health-report.saveType', {
      variant: 'epideBase',
      name: '健康信息登记（简版）',
      deadline: '21:30',
      definition,
    });
    expect(saved).toEqual({ e: 0, m: '', d: { version: 2 } });
    expectContract('health-report.saveType', saved.d);
    const today = await (await as('student')).get('health-report.today', { variant: 'epideBase' });
    expect(today.d.type).toEqual({ key: 'epideBase', name: '健康信息登记（简版）', deadline: '21:30', version: 2 });
    expect(today.d.definition.version).toBe(2);
    expect(today.d.definition.sections.map((section) => section.id)).toEqual(['health']);
  });

  it('refuses a broken form with every problem and its path, in zh', async () => {
    const manager = await as('manager');
    // Forms that do not hold together: the contract takes any object, and the server checks it as a form.
    const broken = {
      id: 'epideBase',
      title: { zh: '健康信息登记' },
      colour: 'red',
      sections: [
        {
          id: 'health',
          fields: [
            { name: 'temperature', type: 'slider', label: { zh: '体温' } },
            { name: 'cough', type: 'choice' },
          ],
        },
      ],
    } as unknown as FormDefinition;
    const answer = await manager.post('health-report.saveType', {
      variant: 'epideBase',
      name: '健康信息登记',
      deadline: '22:00',
      definition: broken,
    });
    expect(answer.e).toBe(400);
    expect(answer.m).toBe(HEALTH_MESSAGES.definitionInvalid(problemsOf(answer).length).zh);
    expect(problemsOf(answer)).toEqual(
      expect.arrayContaining([
        { path: '/', message: '不认识的属性「colour」' },
        { path: '/sections/0/fields/0/type', message: expect.stringContaining('应为以下值之一：') },
        { path: '/sections/0/fields/1', message: '缺少必填项「label」' },
      ]),
    );
    const twice = {
      id: 'epideBase',
      title: { zh: '登记' },
      sections: [
        {
          id: 'a',
          fields: [
            { name: 't', type: 'number', label: { zh: '体温' } },
            { name: 't', type: 'text', label: { zh: '体温' } },
          ],
        },
      ],
    } as FormDefinition;
    expect(problemsOf(await manager.post('health-report.saveType', { variant: 'epideBase', name: '登记', deadline: '22:00', definition: twice }))).toEqual([
      { path: '/', message: '表单规则：field "t" is declared twice' },
    ]);
    const sound = (await manager.get('health-report.type', { variant: 'epideBase' })).d.definition;
    for (const [body, message] of [
      [{ name: ' ' }, '打卡类型名称不能为空'],
      [{ name: '名'.repeat(41) }, '打卡类型名称不能超过 40 个字'],
      [{ deadline: '24:00' }, '截止时间应为 HH:mm 格式，如 23:00'],
      [{ definition: [1] }, '缺少表单定义 definition（应为对象）'],
      [{ variant: 'epideMars' }, '未知的健康打卡类型「epideMars」'],
    ] as const) {
      // Off the contract on purpose (a definition that is no object): what a hand-made request may send.
      const sent = { variant: 'epideBase', name: '登记', deadline: '22:00', definition: sound, ...body } as HealthReportSaveTypeBody;
      expect(await manager.post('health-report.saveType', sent), message).toEqual({ e: 400, m: message, d: null });
    }
    expect((await manager.get('health-report.type', { variant: 'epideBase' })).d.type.version).toBe(1);
    const leader = await as('leader');
    expect((await leader.post('health-report.saveType', { variant: 'epideBase', name: '登记', deadline: '22:00', definition: sound })).e).toBe(403);
  });
});

describe('health-report.list', () => {
  it('pages every report of a type for the office, filtered by day, college, class and abnormal', async () => {
    const manager = await seeded('manager');
    const all = await manager.get('health-report.list', { variant: 'epideState', size: 50 });
    expectContract('health-report.list', all.d);
    expect(all.d.total).toBe(count("SELECT COUNT(*) AS n FROM health_reports WHERE type_key = 'epideState'"));
    expect(all.d.list).toHaveLength(50);
    expect(all.d.list[0]!.day).toBe(TODAY);
    const abnormal = await manager.get('health-report.list', { variant: 'epideState', abnormal: 1, size: 50 });
    expect(abnormal.d.total).toBe(count("SELECT COUNT(*) AS n FROM health_reports WHERE type_key = 'epideState' AND abnormal = 1"));
    expect(abnormal.d.list.every((report) => report.abnormal && report.summary !== '')).toBe(true);
    const oneDay = await manager.get('health-report.list', { variant: 'epideState', day: '2026-05-08', collegeId: 2 });
    expect(oneDay.d.total).toBe(filledIn('epideState', '2026-05-08', numbersOf(campus().studentsOfCollege(2))));
    expect(oneDay.d.list.every((report) => report.day === '2026-05-08' && report.collegeName === '外国语学院')).toBe(true);
    const classId = campus().classes(3)[0]!.id;
    const oneClass = await manager.get('health-report.list', { variant: 'epideState', day: '2026-05-08', classId });
    expect(oneClass.d.total).toBe(filledIn('epideState', '2026-05-08', numbersOf(campus().studentsOfClass(classId))));
    const second = await manager.get('health-report.list', { variant: 'epideState', size: 50, page: 2 });
    expect(second.d.list[0]!.id).not.toBe(all.d.list[0]!.id);
    // Off the contract on purpose: a filter the list does not know.
    expect((await manager.get('health-report.list', { variant: 'epideState', abnormal: 2 } as unknown as HealthReportListQuery)).e).toBe(400);
    for (const username of ['student', 'instructor', 'leader']) {
      expect((await (await as(username)).get('health-report.list', { variant: 'epideState' })).e, username).toBe(403);
    }
  });
});

describe('grants', () => {
  it.each([
    ['student', ['index', 'details']],
    ['instructor', ['instructor', 'details']],
    ['leader', ['leader', 'fenji', 'details']],
    ['manager', ['manager', 'fenji', 'epideType', 'typeList', 'details']],
    ['admin', ['index', 'details', 'instructor', 'leader', 'fenji', 'manager', 'epideType', 'typeList']],
  ])('%s gets its pages for each of the ten report apps', async (username, pages) => {
    const user = await as(username);
    const auth = await grantsOf<Record<string, { module: string[] }>>(user);
    for (const type of REPORT_TYPES) expect(auth[type.key], `${username} ${type.key}`).toEqual({ module: pages });
  });

  it('gives teachers, staff and visitors none of them', async () => {
    for (const username of ['teacher', 'staff', 'visitor']) {
      const auth = await grantsOf<Record<string, unknown>>(await as(username));
      expect(
        Object.keys(auth).filter((key) => REPORT_TYPES.some((type) => type.key === key)),
        username,
      ).toEqual([]);
    }
  });
});

describe('a refusal in the reader’s language', () => {
  it('tells en and tw by the portal-lang cookie', async () => {
    for (const language of ['en', 'tw'] as const) {
      const student = await as('student', language);
      expect(await student.get('health-report.today', withoutVariant), language).toEqual({ e: 400, m: NO_VARIANT[language], d: null });
      const teacher = await as('teacher', language);
      expect((await teacher.get('health-report.today', { variant: 'epideState' })).m, language).toBe(HEALTH_MESSAGES.forbidden[language]);
      const leader = await as('leader', language);
      expect((await leader.get('health-report.classes', { variant: 'epideState', day: '2026-05-12' })).m, language).toBe(HEALTH_MESSAGES.futureDay[language]);
    }
    expect((await (await as('student', 'en')).get('health-report.today', { variant: 'epideMars' })).m).toBe('Unknown kind of health report “epideMars”');
    expect((await (await as('student', 'tw')).get('health-report.today', { variant: 'epideMars' })).m).toBe('未知的健康打卡類型「epideMars」');
  });
});
