/**
 * The dynamic forms' backend on a real in-memory sandbox, logged in as the demo accounts: every key's answer
 * checked against its contract, who may see and fill what (audience, window, owner), submissions kept once
 * per id and once per user where the form says so, problems answered at the fields, options of data sources
 * enforced, and the owner's counts computed over every submission.
 */
import { describe, expect, it } from 'vitest';
import type { DynamicFormOptionsQuery, DynamicFormSubmissionQuery, DynamicFormSubmitBody } from '../generated/types.ts';
import { SandboxErrorCode, checkedDefinition, beijingMorning, ACCEPT_SUBMISSION_MESSAGES } from '../../../sandbox/kit.ts';
import { callAs, clockedSandbox, expectContract, keyedCaller, type KeyedCaller } from '../../../sandbox/testing.ts';
import { FORM_MESSAGES } from './formStore.ts';

const env = clockedSandbox();

const as = (username: string, language?: 'en' | 'tw') => callAs(env.sandbox.app, username, language);
/** A form filled as the form pages send it: the form, its answers and the filled form's id. */
const submit = (caller: KeyedCaller, formId: string, values: Record<string, unknown>, id: string = crypto.randomUUID()) =>
  caller.post('dynamic-form.submit', { formId, values, _submission: id });

/** The contract's refusal of a missing or malformed formId (its words, on the property). */
const BAD_FORM_ID = { zh: '缺少或无效的参数 formId', en: 'Parameter formId is missing or invalid', tw: '缺少或無效的參數 formId' };

const db = () => env.sandbox.db;
const count = (sql: string, ...params: unknown[]) =>
  db()
    .prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n FROM ${sql}`)
    .get(...params)!.n;
const submissionsOf = (formId: string) => count('dynamic_form_submissions WHERE form_id = ?', formId);

const sportsValues = (extra: Record<string, unknown> = {}) => ({
  events: ['100m', 'relay'],
  relayLeg: '2',
  birthDate: '2005-06-18',
  condition: 'no',
  conditionDetail: '不该被保存：题目未显示',
  insurance: 'yes',
  mailAddress: { region: ['110000', '110100', '110108'], detail: '中关村大街27号' },
  emergencyPhone: '13812345678',
  ...extra,
});

/** 王小明's dormitory in the campus directory: "北苑1号楼 301" → ["北苑1号楼", "301"]. */
const wangsDormitory = () =>
  db().prepare<[], { dormitory: string }>("SELECT dormitory FROM campus_students WHERE username = 'student'").get()!.dormitory.split(' ') as [string, string];

const leaveValues = (extra: Record<string, unknown> = {}) => {
  const [dormitory, room] = wangsDormitory();
  return {
    dormitory,
    room,
    leaveAt: '2027-01-15 08:30',
    returnDate: '2027-02-24',
    destination: { region: ['410000', '410100', '410105'], detail: '花园路88号院3号楼' },
    transport: 'train',
    trainNumber: 'G572',
    emergencyPhone: '13912345678',
    promise: 'agree',
    ...extra,
  };
};

const scholarshipValues = (members: unknown[]) => ({
  idNumber: '11010519491231002X',
  phone: '13800138000',
  gpa: 3.62,
  classRank: 3,
  members,
  difficulty: 'difficult',
  reason: '家中务农，收入微薄，本人成绩优良，希望获得资助完成学业，今后回报社会。',
  proof: ['/site/attach?file=all/2026/abcdefghijklmnop.png'],
  signature: '/site/attach?file=all/2026/bcdefghijklmnopq.png',
});

describe('the seed', () => {
  it('holds six forms whose definitions are valid, and 40 to 120 submissions by campus students and demo accounts', () => {
    const forms = db().prepare<[], { id: string; definition: string }>('SELECT id, definition FROM dynamic_forms').all();
    expect(forms.map((form) => form.id).sort()).toEqual(
      ['club-signup', 'dorm-repair-survey', 'national-scholarship', 'sports-meet', 'staff-checkup', 'winter-leave'].sort(),
    );
    for (const form of forms) expect(() => checkedDefinition(JSON.parse(form.definition), form.id)).not.toThrow();
    const total = count('dynamic_form_submissions');
    expect(total).toBeGreaterThanOrEqual(40);
    expect(total).toBeLessThanOrEqual(120);
    // Students without an account submit under their student number, which the campus directory knows.
    expect(count('dynamic_form_submissions s JOIN campus_students c ON c.student_number = s.username')).toBeGreaterThan(100);
  });
});

describe('dynamic-form.list', () => {
  it('answers the forms open to the role now, soonest deadline first, with what the user filled', async () => {
    const student = await as('student');
    const list = await student.get('dynamic-form.list');
    expect(list.e).toBe(0);
    expectContract('dynamic-form.list', list.d);
    // The survey has closed, the health check is for staff: neither is listed.
    expect(list.d.list.map((form) => form.id)).toEqual(['sports-meet', 'national-scholarship', 'winter-leave', 'club-signup']);
    expect(list.d.list.find((form) => form.id === 'club-signup')).toMatchObject({
      filled: true,
      submissionCount: 2,
      onePerUser: false,
      title: { zh: '社团招新报名' },
    });
    expect(list.d.list.find((form) => form.id === 'club-signup')?.closesAt).toBeUndefined();
    expect(list.d.list.find((form) => form.id === 'sports-meet')).toMatchObject({ filled: false, submissionCount: 0, closesAt: beijingMorning(2026, 12, 20) });

    const instructor = await as('instructor');
    const theirs = await instructor.get('dynamic-form.list');
    expectContract('dynamic-form.list', theirs.d);
    expect(theirs.d.list).toEqual([expect.objectContaining({ id: 'staff-checkup', filled: true, submissionCount: 1 })]);
  });

  it('lists a form only inside its window', async () => {
    env.clock = Date.UTC(2026, 3, 20); // 2026-04-20: the survey is open, the winter register not yet.
    const student = await as('student');
    const list = await student.get('dynamic-form.list');
    expect(list.d.list.map((form) => form.id)).toEqual(['dorm-repair-survey', 'sports-meet', 'national-scholarship', 'club-signup']);
    expect(list.d.list[0]).toMatchObject({ filled: true, onePerUser: true });
  });

  it('needs a login', async () => {
    expect((await keyedCaller(env.sandbox.app).get('dynamic-form.list')).e).toBe(SandboxErrorCode.notLoggedIn);
  });
});

describe('dynamic-form.definition', () => {
  it('answers an open form with its definition and data sources; mine names the latest submission', async () => {
    const student = await as('student');
    const leave = await student.get('dynamic-form.definition', { formId: 'winter-leave' });
    expect(leave.e).toBe(0);
    expectContract('dynamic-form.definition', leave.d);
    expect(leave.d.form).toEqual({
      id: 'winter-leave',
      title: { zh: '寒假离校登记', en: 'Winter break departure register', tw: '寒假離校登記' },
      opensAt: beijingMorning(2026, 5, 1),
      closesAt: beijingMorning(2027, 1, 20),
      onePerUser: true,
      open: true,
      version: 1,
      filled: false,
    });
    expect(leave.d.mine).toBeUndefined();
    expect(() => checkedDefinition(leave.d.definition, 'answer')).not.toThrow();
    expect(leave.d.definition).toMatchObject({
      dataSources: [
        { id: 'dormitories', runOn: 'initial' },
        { id: 'rooms', runOn: 'change', watch: ['dormitory'] },
      ],
    });

    const club = await student.get('dynamic-form.definition', { formId: 'club-signup' });
    const latest = db()
      .prepare<[], { id: number }>("SELECT MAX(id) AS id FROM dynamic_form_submissions WHERE username = 'student' AND form_id = 'club-signup'")
      .get()!.id;
    expect(club.d.mine).toBe(latest);
    expect(club.d.form.filled).toBe(true);
  });

  it('refuses an unknown form (404), a closed one, one not yet open and one for another audience (403), in words', async () => {
    const student = await as('student');
    expect(await student.get('dynamic-form.definition', { formId: 'no-such-form' })).toEqual({ e: 404, m: FORM_MESSAGES.notFound.zh, d: null });
    expect(await student.get('dynamic-form.definition', { formId: 'dorm-repair-survey' })).toEqual({ e: 403, m: FORM_MESSAGES.closed.zh, d: null });
    expect(await student.get('dynamic-form.definition', { formId: 'staff-checkup' })).toEqual({ e: 403, m: FORM_MESSAGES.notAudience.zh, d: null });
    expect(await student.get('dynamic-form.definition', { formId: '1bad' })).toEqual({ e: 400, m: BAD_FORM_ID.zh, d: null });
    env.clock = Date.UTC(2026, 3, 20);
    expect(await student.get('dynamic-form.definition', { formId: 'winter-leave' })).toEqual({ e: 403, m: FORM_MESSAGES.notYetOpen.zh, d: null });
  });

  it('lets the owner and administrators preview a closed form, marked not open', async () => {
    for (const username of ['staff', 'admin']) {
      const manager = await as(username);
      const survey = await manager.get('dynamic-form.definition', { formId: 'dorm-repair-survey' });
      expect(survey.e).toBe(0);
      expectContract('dynamic-form.definition', survey.d);
      expect(survey.d.form.open).toBe(false);
    }
  });
});

describe('dynamic-form.options', () => {
  it('answers the dormitory buildings, the rooms of one, and the colleges', async () => {
    const student = await as('student');
    const [building, room] = wangsDormitory();
    const buildings = await student.get('dynamic-form.options', { list: 'dormitories' });
    expectContract('dynamic-form.options', buildings.d);
    const distinct = new Set(
      db()
        .prepare<[], { dormitory: string }>('SELECT dormitory FROM campus_students')
        .all()
        .map((row) => row.dormitory.split(' ')[0]),
    );
    expect(buildings.d.map((option) => option.value).sort()).toEqual([...distinct].sort());
    expect(buildings.d).toContainEqual({ value: building, label: { zh: building } });
    const rooms = await student.get('dynamic-form.options', { list: 'rooms', building });
    expectContract('dynamic-form.options', rooms.d);
    expect(rooms.d).toContainEqual({ value: room, label: { zh: `${room}室` } });
    const colleges = await student.get('dynamic-form.options', { list: 'colleges' });
    expect(colleges.d.length).toBe(count('campus_colleges'));
  });

  it('refuses an unknown list and rooms without a building', async () => {
    const student = await as('student');
    // Off the contract on purpose: a list the sandbox does not keep.
    expect(await student.get('dynamic-form.options', { list: 'cities' } as unknown as DynamicFormOptionsQuery)).toEqual({
      e: 400,
      m: '参数 list 无效：可选值为 dormitories、rooms、colleges',
      d: null,
    });
    expect(await student.get('dynamic-form.options', { list: 'rooms' })).toEqual({ e: 400, m: FORM_MESSAGES.missingBuilding.zh, d: null });
  });
});

describe('dynamic-form.submit', () => {
  it('saves what the form shows, and the submission reads back in mine and as a submission', async () => {
    env.clock = Date.UTC(2026, 4, 12, 2, 0, 0);
    const student = await as('student');
    const sent = await submit(student, 'sports-meet', { ...sportsValues(), unknown: 'dropped' });
    expect(sent.e).toBe(0);
    expectContract('dynamic-form.submit', sent.d);

    const mine = await student.get('dynamic-form.mine', { size: 2 });
    expectContract('dynamic-form.mine', mine.d);
    expect(mine.d.total).toBe(4);
    expect(mine.d.list[0]).toEqual({
      id: sent.d.id,
      formId: 'sports-meet',
      formTitle: { zh: '运动会报名', en: 'Sports meet sign-up', tw: '運動會報名' },
      submittedAt: env.clock / 1000,
    });
    expect(mine.d.list).toHaveLength(2);
    const second = await student.get('dynamic-form.mine', { page: 2, size: 2 });
    expect(second.d.list.map((row) => row.formId)).toEqual(['club-signup', 'club-signup']);

    const read = await student.get('dynamic-form.submission', { id: sent.d.id });
    expectContract('dynamic-form.submission', read.d);
    const { conditionDetail: _hidden, ...shown } = sportsValues();
    expect(read.d.values).toEqual(shown);
    expect(read.d).toMatchObject({
      form: { id: 'sports-meet' },
      version: 1,
      submittedAt: env.clock / 1000,
      submitter: { name: '王小明', className: '计科2301班' },
    });
    expect(read.d.submitter.studentNumber).toMatch(/^\d+$/);
    expect(read.d.definition.id).toBe('sports-meet');

    const list = await student.get('dynamic-form.list');
    expect(list.d.list.find((form) => form.id === 'sports-meet')).toMatchObject({ filled: true, submissionCount: 1 });
  });

  it('refuses a second submission of a one-per-user form; a form without the rule takes several', async () => {
    const student = await as('student');
    expect((await submit(student, 'sports-meet', sportsValues())).e).toBe(0);
    expect(await submit(student, 'sports-meet', sportsValues())).toEqual({ e: 403, m: FORM_MESSAGES.alreadyFilled.zh, d: null });
    expect(count("dynamic_form_submissions WHERE form_id = 'sports-meet' AND username = 'student'")).toBe(1);

    const club = { club: 'debate', interests: ['contest'], experience: 'no', phone: '13800138000', intro: '喜欢辩论，希望锻炼思辨和表达能力。' };
    expect((await submit(student, 'club-signup', club)).e).toBe(0);
    expect((await submit(student, 'club-signup', { ...club, club: 'guitar' })).e).toBe(0);
    expect(count("dynamic_form_submissions WHERE form_id = 'club-signup' AND username = 'student'")).toBe(4);
  });

  it('keeps one record for one submission id, also for 50 requests at once, and answers each with it', async () => {
    const student = await as('student');
    const before = submissionsOf('winter-leave');
    const id = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, () => submit(student, 'winter-leave', leaveValues(), id)));
    expect(submissionsOf('winter-leave')).toBe(before + 1);
    const saved = db().prepare<[], { id: number }>("SELECT id FROM dynamic_form_submissions WHERE form_id = 'winter-leave' AND username = 'student'").get()!.id;
    for (const answer of answers) expect(answer).toEqual({ e: 0, m: '', d: { id: saved } });
    // A repeat still answers the record once the form is filled, and after it has closed.
    expect(await submit(student, 'winter-leave', leaveValues(), id)).toEqual({ e: 0, m: '', d: { id: saved } });
    env.clock = Date.UTC(2027, 1, 1);
    const later = await as('student');
    expect(await submit(later, 'winter-leave', leaveValues(), id)).toEqual({ e: 0, m: '', d: { id: saved } });
  });

  it('answers 50 different ids at once for a one-per-user form with one record', async () => {
    const student = await as('student');
    const answers = await Promise.all(Array.from({ length: 50 }, () => submit(student, 'sports-meet', sportsValues())));
    expect(count("dynamic_form_submissions WHERE form_id = 'sports-meet' AND username = 'student'")).toBe(1);
    expect(answers.filter((answer) => answer.e === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.e === 403 && answer.m === FORM_MESSAGES.alreadyFilled.zh)).toHaveLength(49);
  });

  it('answers problems at the fields, a bad table row at its cell, as e = 422, and saves nothing', async () => {
    const student = await as('student');
    const before = submissionsOf('national-scholarship');
    const answer = await submit(
      student,
      'national-scholarship',
      scholarshipValues([
        { name: '王建国', relation: 'father', income: 36000.5 },
        { name: '', relation: 'aunt', income: 1200.123 },
      ]),
    );
    expect(answer).toEqual({
      e: 422,
      m: '表单填写有误，请按提示修改',
      d: {
        problems: [
          { path: ['members', 1, 'name'], code: 'required' },
          { path: ['members', 1, 'relation'], code: 'notOption' },
          { path: ['members', 1, 'income'], code: 'tooManyDecimals', params: { decimals: 2 } },
        ],
      },
    });
    const bad = await submit(
      student,
      'sports-meet',
      sportsValues({ condition: 'yes', conditionDetail: '', insurance: 'yes', mailAddress: undefined, birthDate: '2005-02-30' }),
    );
    expect(bad).toEqual({
      e: 422,
      m: '表单填写有误，请按提示修改',
      d: {
        problems: [
          { path: ['birthDate'], code: 'badDate' },
          { path: ['conditionDetail'], code: 'required' },
          { path: ['mailAddress'], code: 'required' },
        ],
      },
    });
    expect(submissionsOf('national-scholarship')).toBe(before);
    const good = await submit(student, 'national-scholarship', scholarshipValues([{ name: '王建国', relation: 'father', income: 36000.5 }]));
    expect(good.e).toBe(0);
  });

  it("checks a data source's choice against the options it answers for the submitted values", async () => {
    const student = await as('student');
    const [building] = wangsDormitory();
    const otherRoom = db()
      .prepare<[string], { dormitory: string }>('SELECT dormitory FROM campus_students WHERE dormitory NOT LIKE ? LIMIT 1')
      .get(`${building} %`)!
      .dormitory.split(' ')[1]!;
    const rooms = (await student.get('dynamic-form.options', { list: 'rooms', building })).d;
    const wrongRoom = rooms.some((option) => option.value === otherRoom) ? '999' : otherRoom;
    const answer = await submit(student, 'winter-leave', leaveValues({ room: wrongRoom }));
    expect(answer).toMatchObject({ e: 422, d: { problems: [{ path: ['room'], code: 'notOption' }] } });
    const nowhere = await submit(student, 'winter-leave', leaveValues({ dormitory: '不存在的楼' }));
    expect(nowhere).toMatchObject({
      e: 422,
      d: {
        problems: [
          { path: ['dormitory'], code: 'notOption' },
          { path: ['room'], code: 'notOption' },
        ],
      },
    });
    expect((await submit(student, 'winter-leave', leaveValues())).e).toBe(0);
  });

  it('refuses a closed form, one not yet open, one for another audience and an unknown one', async () => {
    const student = await as('student');
    expect(await submit(student, 'dorm-repair-survey', { building: 'north-1' })).toEqual({ e: 403, m: FORM_MESSAGES.closed.zh, d: null });
    expect(await submit(student, 'staff-checkup', {})).toEqual({ e: 403, m: FORM_MESSAGES.notAudience.zh, d: null });
    expect(await submit(student, 'ghost-form', {})).toEqual({ e: 404, m: FORM_MESSAGES.notFound.zh, d: null });
    // Off the contract on purpose: a hand-made submission that names no form.
    expect(await student.post('dynamic-form.submit', { values: {}, _submission: crypto.randomUUID() } as unknown as DynamicFormSubmitBody)).toEqual({
      e: 400,
      m: BAD_FORM_ID.zh,
      d: null,
    });
    // Sessions last two hours: log in again at each moved clock.
    env.clock = Date.UTC(2026, 11, 21);
    expect(await submit(await as('student'), 'sports-meet', sportsValues())).toEqual({ e: 403, m: FORM_MESSAGES.closed.zh, d: null });
    env.clock = Date.UTC(2026, 3, 20);
    expect(await submit(await as('student'), 'winter-leave', leaveValues())).toEqual({ e: 403, m: FORM_MESSAGES.notYetOpen.zh, d: null });
    expect(count("dynamic_form_submissions WHERE username = 'student'")).toBe(3);
  });

  it('takes a staff form from a teacher-kind role', async () => {
    const manager = await as('manager');
    const sent = await submit(manager, 'staff-checkup', { package: 'basic', date: '2026-05-28', slot: 'late', phone: '010-62781234' });
    expect(sent.e).toBe(0);
  });
});

describe('dynamic-form.submission', () => {
  it('answers the submitter, the form owner and administrators; refuses anyone else', async () => {
    const student = await as('student');
    const sent = await submit(student, 'sports-meet', sportsValues());
    const query = { id: sent.d.id };
    for (const username of ['student', 'teacher', 'admin']) {
      const reader = await as(username);
      const read = await reader.get('dynamic-form.submission', query);
      expect(read.e).toBe(0);
      expectContract('dynamic-form.submission', read.d);
    }
    const staff = await as('staff');
    expect(await staff.get('dynamic-form.submission', query)).toEqual({ e: 403, m: FORM_MESSAGES.submissionForbidden.zh, d: null });
    expect(await student.get('dynamic-form.submission', { id: 99999 })).toEqual({ e: 404, m: FORM_MESSAGES.submissionNotFound.zh, d: null });
    // Off the contract on purpose: an id that is no number.
    expect((await student.get('dynamic-form.submission', { id: 'abc' } as unknown as DynamicFormSubmissionQuery)).e).toBe(400);
    // A campus student's seeded submission is not 王小明's to read.
    const other = db()
      .prepare<[], { id: number }>("SELECT id FROM dynamic_form_submissions WHERE form_id = 'sports-meet' AND username <> 'student' LIMIT 1")
      .get()!.id;
    expect((await student.get('dynamic-form.submission', { id: other })).e).toBe(403);
  });

  it('shows a submission with the definition of the version it was made on', async () => {
    const student = await as('student');
    const sent = await submit(student, 'club-signup', {
      club: 'debate',
      interests: ['contest'],
      experience: 'no',
      phone: '13800138000',
      intro: '喜欢辩论，希望锻炼思辨和表达能力。',
    });
    // The owner changes the form afterwards: version 2 with a new title.
    const form = db().prepare<[], { definition: string }>("SELECT definition FROM dynamic_forms WHERE id = 'club-signup'").get()!;
    const changed = { ...JSON.parse(form.definition), version: 2, title: { zh: '社团招新报名（第二批）' } };
    db().prepare("UPDATE dynamic_forms SET definition = ?, version = 2 WHERE id = 'club-signup'").run(JSON.stringify(changed));
    db().prepare("INSERT INTO dynamic_form_versions (form_id, version, definition, created_at) VALUES ('club-signup', 2, ?, 0)").run(JSON.stringify(changed));
    const read = await student.get('dynamic-form.submission', { id: sent.d.id });
    expect(read.d.version).toBe(1);
    expect(read.d.definition.title).toEqual({ zh: '社团招新报名', en: 'Student club sign-up', tw: '社團招新報名' });
    expect(read.d.form.title).toEqual({ zh: '社团招新报名（第二批）' });
  });
});

describe('dynamic-form.submissions and dynamic-form.owned', () => {
  it("answers the owner a page of the form's submissions and counts per choice field over all of them", async () => {
    const staff = await as('staff');
    const page = await staff.get('dynamic-form.submissions', { formId: 'dorm-repair-survey', size: 10 });
    expect(page.e).toBe(0);
    expectContract('dynamic-form.submissions', page.d);
    const rows = db()
      .prepare<[], { values: string; submitted_at: number }>(
        'SELECT "values", submitted_at FROM dynamic_form_submissions WHERE form_id = \'dorm-repair-survey\'',
      )
      .all();
    expect(page.d.total).toBe(rows.length);
    expect(page.d.list).toHaveLength(10);
    const times = page.d.list.map((row) => row.submittedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.d.list.every((row) => row.submitter.name.length > 0)).toBe(true);
    expect(page.d.list.filter((row) => row.submitter.studentNumber).length).toBeGreaterThanOrEqual(9);

    // Counted here from the stored rows, independently of the route.
    const values = rows.map((row) => JSON.parse(row.values) as Record<string, unknown>);
    const tally = (field: string, value: string) =>
      values.filter((v) => (Array.isArray(v[field]) ? (v[field] as unknown[]).includes(value) : v[field] === value)).length;
    expect(page.d.stats.map((stat) => stat.field)).toEqual(['building', 'repairType', 'speed', 'quality']);
    for (const stat of page.d.stats) {
      expect(stat.answered).toBe(rows.length);
      for (const entry of stat.counts) expect(entry.count, `${stat.field}=${String(entry.value)}`).toBe(tally(stat.field, String(entry.value)));
    }
    const speed = page.d.stats.find((stat) => stat.field === 'speed')!;
    expect(speed.counts.map((entry) => entry.label.zh)).toEqual(['非常满意', '满意', '一般', '不满意']);
    expect(speed.counts.reduce((sum, entry) => sum + entry.count, 0)).toBe(rows.length);
    expect(page.d.stats.find((stat) => stat.field === 'repairType')!.multiple).toBe(true);

    const last = await staff.get('dynamic-form.submissions', { formId: 'dorm-repair-survey', size: 10, page: Math.ceil(rows.length / 10) });
    expect(last.d.list).toHaveLength(rows.length % 10 || 10);
    expect(last.d.stats).toEqual(page.d.stats);
  });

  it('counts a new submission, and the demo student appears by name', async () => {
    const student = await as('student');
    const teacher = await as('teacher');
    const before = await teacher.get('dynamic-form.submissions', { formId: 'sports-meet' });
    env.clock += 60_000;
    await submit(student, 'sports-meet', sportsValues());
    const after = await teacher.get('dynamic-form.submissions', { formId: 'sports-meet' });
    expect(after.d.total).toBe(before.d.total + 1);
    expect(after.d.list[0]!.submitter).toMatchObject({ name: '王小明', className: '计科2301班' });
    const relay = (data: typeof after.d) => data.stats.find((stat) => stat.field === 'events')!.counts.find((entry) => entry.value === 'relay')!.count;
    expect(relay(after.d)).toBe(relay(before.d) + 1);
  });

  it("answers every seeded form's submissions, and each form's first submission, within their contracts", async () => {
    const admin = await as('admin');
    for (const { id } of db().prepare<[], { id: string }>('SELECT id FROM dynamic_forms').all()) {
      const page = await admin.get('dynamic-form.submissions', { formId: id, size: 100 });
      expectContract('dynamic-form.submissions', page.d);
      expect(page.d.list).toHaveLength(submissionsOf(id));
      for (const stat of page.d.stats) expect(stat.answered).toBeLessThanOrEqual(page.d.total);
      const first = await admin.get('dynamic-form.submission', { id: page.d.list.at(-1)!.id });
      expectContract('dynamic-form.submission', first.d);
    }
    // The scholarship's seeded uploads are stored pictures the portal serves.
    const scholarship = await admin.get('dynamic-form.submissions', { formId: 'national-scholarship' });
    const values = scholarship.d.list[0]!.values as { proof: string[]; signature: string; members: unknown[] };
    expect(values.members.length).toBeGreaterThan(0);
    const picture = await env.sandbox.app.fetch(new Request(`http://sandbox${values.signature}`));
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect((await env.sandbox.app.fetch(new Request(`http://sandbox${values.proof[0]!}`))).status).toBe(200);
  });

  it('refuses submissions to anyone but the owner and administrators', async () => {
    const student = await as('student');
    expect(await student.get('dynamic-form.submissions', { formId: 'club-signup' })).toEqual({ e: 403, m: FORM_MESSAGES.notOwner.zh, d: null });
    const teacher = await as('teacher');
    expect((await teacher.get('dynamic-form.submissions', { formId: 'club-signup' })).e).toBe(403);
    const admin = await as('admin');
    expect((await admin.get('dynamic-form.submissions', { formId: 'club-signup' })).e).toBe(0);
    expect((await admin.get('dynamic-form.submissions', { formId: 'ghost' })).e).toBe(404);
    expect((await admin.get('dynamic-form.submissions', { formId: 'club-signup', size: 101 })).e).toBe(400);
  });

  it('lists the forms a user owns with their counts; an administrator gets every form', async () => {
    const staff = await as('staff');
    const owned = await staff.get('dynamic-form.owned');
    expectContract('dynamic-form.owned', owned.d);
    expect(owned.d.list.map((form) => [form.id, form.submissionCount, form.open])).toEqual([
      ['dorm-repair-survey', submissionsOf('dorm-repair-survey'), false],
      ['club-signup', submissionsOf('club-signup'), true],
    ]);
    expect(owned.d.list[0]!.owner).toBe(db().prepare<[], { name: string }>("SELECT name FROM users WHERE username = 'staff'").get()!.name);
    const admin = await as('admin');
    const all = await admin.get('dynamic-form.owned');
    expectContract('dynamic-form.owned', all.d);
    expect(all.d.list).toHaveLength(6);
    const student = await as('student');
    expect((await student.get('dynamic-form.owned')).d.list).toEqual([]);
  });
});

describe('refusals in the reader’s language', () => {
  it('tells a refusal in en and tw by the portal-lang cookie, a submission’s problems included', async () => {
    for (const language of ['en', 'tw'] as const) {
      const student = await as('student', language);
      expect(await student.get('dynamic-form.definition', { formId: 'no-such-form' })).toEqual({ e: 404, m: FORM_MESSAGES.notFound[language], d: null });
      expect((await student.get('dynamic-form.options', { list: 'rooms' })).m).toBe(FORM_MESSAGES.missingBuilding[language]);
      expect((await submit(student, 'staff-checkup', {})).m).toBe(FORM_MESSAGES.notAudience[language]);
      expect((await submit(student, 'sports-meet', {})).m).toBe(ACCEPT_SUBMISSION_MESSAGES.formProblems[language]);
    }
    expect((await (await as('student', 'en')).get('dynamic-form.definition', { formId: 'dorm-repair-survey' })).m).toBe(
      'This form has closed and no longer takes answers',
    );
    expect((await submit(await as('student', 'tw'), 'sports-meet', {})).m).toBe('表單填寫有誤，請依提示修改');
  });
});
