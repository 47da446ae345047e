/**
 * Freshman arrival's backend: the demo freshman's registration (the form, the welcome week, the reception
 * point for the station and time; checked: a day inside the week and not past, the companions as many as
 * said; one registration however often sent; changed until the arrival day, then locked), who may call
 * what (a student not on the roster, a teacher, staff keys for students), and the staff's counts over the
 * freshmen they look after, the list and arrival confirmation. The clock: 2026-05-11 16:00 China time
 * (clockedSandbox), so the welcome week is 2026-05-09 to 2026-05-13.
 */
import { describe, expect, it } from 'vitest';
import type { FreshmanArrivalListQuery, FreshmanArrivalSubmitBody } from '../generated/types.ts';
import { SandboxErrorCode, type Envelope, FORM_PROBLEMS_CODE, validateSubmission } from '../../../sandbox/kit.ts';
import { callAs, clockedSandbox, expectContract, keyedCaller, type KeyedCaller } from '../../../sandbox/testing.ts';
import { registeredValues } from '../fixtures.ts';
import { arrivalForm } from './arrivalForm.ts';
import { ARRIVAL_MESSAGES } from './routes.ts';

const env = clockedSandbox();

const as = (username: string, language?: 'en' | 'tw') => callAs(env.sandbox.app, username, language);
/** The registration form sent as the page sends it: its answers and the filled form's id. */
const register = (caller: KeyedCaller, values: Record<string, unknown>, id: string = crypto.randomUUID()) =>
  caller.post('freshman-arrival.submit', { values, _submission: id });
const confirm = (caller: KeyedCaller, studentNumber: string) => caller.post('freshman-arrival.confirm', { studentNumber });

/** The fixtures' registration (fixtures.ts) on a day of the sandbox's welcome week, with one companion. */
const registration = { ...registeredValues, arrivalDate: '2026-05-12', companionCount: 1, companions: registeredValues.companions.slice(0, 1) };

const problemsOf = (answer: Envelope<unknown>) => (answer.d as { problems: unknown[] }).problems;

describe('freshman-arrival.mine', () => {
  it('answers the demo freshman the welcome week and the form, nothing registered yet', async () => {
    const freshman = await as('freshman');
    const mine = await freshman.get('freshman-arrival.mine');
    expectContract('freshman-arrival.mine', mine.d);
    expect(mine.d).toMatchObject({
      onRoster: true,
      week: { from: '2026-05-09', to: '2026-05-13' },
      today: '2026-05-11',
      freshman: { name: '林晓雨', className: '计科2501班', studentNumber: '2025010101', collegeName: '计算机科学与技术学院' },
    });
    expect(mine.d.definition?.id).toBe('freshman-arrival');
    expect(mine.d.registration).toBeUndefined();
  });

  it('tells a student or a teacher who is no freshman so, refuses their registration, and anyone without a login', async () => {
    const student = await as('student');
    const mine = await student.get('freshman-arrival.mine');
    expect(mine.d).toEqual({ onRoster: false, week: { from: '2026-05-09', to: '2026-05-13' }, today: '2026-05-11' });
    expect((await register(student, registration)).e).toBe(SandboxErrorCode.forbidden);
    const teacher = await as('teacher');
    expect((await teacher.get('freshman-arrival.mine')).d.onRoster).toBe(false);
    expect((await keyedCaller(env.sandbox.app).get('freshman-arrival.mine')).e).toBe(SandboxErrorCode.notLoggedIn);
  });
});

describe('freshman-arrival.submit', () => {
  it('keeps the registration once however often it is sent, and gives the reception point and slot of the station', async () => {
    const freshman = await as('freshman');
    const id = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => register(freshman, registration, id)));
    expect(answers.every((answer) => answer.e === 0)).toBe(true);
    expectContract('freshman-arrival.submit', answers[0]!.d);
    expect(new Set(answers.map((answer) => answer.d.id)).size).toBe(1);
    const mine = await freshman.get('freshman-arrival.mine');
    expectContract('freshman-arrival.mine', mine.d);
    expect(mine.d.registration).toMatchObject({
      id: answers[0]!.d.id,
      arrivalDate: '2026-05-12',
      arrivalTime: '14:30',
      reception: { point: '滨江南站北广场 迎新接待点（学校大巴每 30 分钟一班）', from: '14:00', to: '16:00' },
      editable: true,
      arrived: false,
      values: registration,
    });
  });

  it('changes the one registration until the arrival day, then refuses', async () => {
    const freshman = await as('freshman');
    const first = await register(freshman, registration);
    const changed = await register(freshman, {
      ...registration,
      transport: 'plane',
      trainNumber: undefined,
      flightNumber: 'CA1501',
      station: 'airport',
      arrivalTime: '21:10',
    });
    expect(changed.d.id).toBe(first.d.id);
    const mine = await freshman.get('freshman-arrival.mine');
    expect(mine.d.registration?.reception).toEqual({ point: '滨江国际机场 T2 到达厅 3 号门 迎新接待点', from: '18:00', to: '20:00' });
    expect(mine.d.registration?.values).not.toHaveProperty('trainNumber');
    env.clock = Date.UTC(2026, 4, 12, 1); // 09:00 on the arrival day; yesterday's session has expired
    const nextDay = await as('freshman');
    expect((await nextDay.get('freshman-arrival.mine')).d.registration?.editable).toBe(false);
    expect(await register(nextDay, { ...registration, arrivalDate: '2026-05-13' })).toEqual({
      e: SandboxErrorCode.conflict,
      m: ARRIVAL_MESSAGES.locked.zh,
      d: null,
    });
  });

  it('says a day outside the week, a past day, a missing train number and companions not matching their count at the fields', async () => {
    const freshman = await as('freshman');
    expect(await register(freshman, { ...registration, arrivalDate: '2026-05-20' })).toEqual({
      e: FORM_PROBLEMS_CODE,
      m: ARRIVAL_MESSAGES.outsideWeek('2026-05-09', '2026-05-13').zh,
      d: { problems: [{ path: ['arrivalDate'], code: 'badDate' }] },
    });
    expect((await register(freshman, { ...registration, arrivalDate: '2026-05-10' })).m).toBe(ARRIVAL_MESSAGES.pastDay.zh);
    expect(problemsOf(await register(freshman, { ...registration, trainNumber: '' }))).toEqual([{ path: ['trainNumber'], code: 'required' }]);
    const two = await register(freshman, { ...registration, companionCount: 2 });
    expect(two.m).toBe(ARRIVAL_MESSAGES.companions(2).zh);
    expect(problemsOf(two)).toEqual([{ path: ['companions'], code: 'tooFewItems', params: { count: 2 } }]);
    expect((await freshman.get('freshman-arrival.mine')).d.registration).toBeUndefined();
  });
});

describe('freshman-arrival.stats, .list and .confirm', () => {
  it('counts the school for the student affairs office: about 350 freshmen, most registered, the week’s days and transports', async () => {
    const manager = await as('manager');
    const stats = await manager.get('freshman-arrival.stats');
    expectContract('freshman-arrival.stats', stats.d);
    expect(stats.d.colleges.length).toBeGreaterThanOrEqual(8);
    expect(stats.d.total.expected).toBeGreaterThan(300);
    expect(stats.d.total.registered / stats.d.total.expected).toBeGreaterThan(0.8);
    expect(stats.d.days.map((day) => day.day)).toEqual(['2026-05-09', '2026-05-10', '2026-05-11', '2026-05-12', '2026-05-13']);
    expect(stats.d.days.reduce((sum, day) => sum + day.expected, 0)).toBe(stats.d.total.registered);
    expect(stats.d.transports.reduce((sum, one) => sum + one.count, 0)).toBe(stats.d.total.registered);
    // Days past are mostly arrived, days to come not at all.
    expect(stats.d.days[0]!.arrived / stats.d.days[0]!.expected).toBeGreaterThan(0.85);
    expect(stats.d.days[4]!.arrived).toBe(0);
  });

  it('seeds registrations the form itself accepts', () => {
    const form = arrivalForm({ from: '2026-05-09', to: '2026-05-13' });
    const rows = env.sandbox.db.prepare<[], { form_values: string }>('SELECT form_values FROM freshman_arrival_registrations').all();
    expect(rows.length).toBeGreaterThan(280);
    expect(rows.flatMap((row) => validateSubmission(form, JSON.parse(row.form_values) as Record<string, unknown>))).toEqual([]);
  });

  it('counts only the instructor’s classes and the leader’s college; a registration raises its day and college by one', async () => {
    const instructor = await as('instructor');
    const before = await instructor.get('freshman-arrival.stats');
    expect(before.d.colleges.map((college) => college.name)).toEqual(['计算机科学与技术学院']);
    const leader = await as('leader');
    expect((await leader.get('freshman-arrival.stats')).d.total).toEqual(before.d.total);
    await register(await as('freshman'), registration);
    const after = await instructor.get('freshman-arrival.stats');
    expect(after.d.colleges[0]!.registered).toBe(before.d.colleges[0]!.registered + 1);
    const dayOf = (data: typeof after.d) => data.days.find((day) => day.day === '2026-05-12')!.expected;
    expect(dayOf(after.d)).toBe(dayOf(before.d) + 1);
  });

  it('lists the freshmen waiting, confirms an arrival once, and not a freshman of another college', async () => {
    const instructor = await as('instructor');
    const waiting = await instructor.get('freshman-arrival.list', { state: 'unregistered', size: 50 });
    expectContract('freshman-arrival.list', waiting.d);
    const lin = waiting.d.list.find((one) => one.name === '林晓雨');
    expect(lin).toMatchObject({ studentNumber: '2025010101', className: '计科2501班', state: 'unregistered' });
    const confirmed = await confirm(instructor, '2025010101');
    expectContract('freshman-arrival.confirm', confirmed.d);
    expect(confirmed.d).toEqual({ studentNumber: '2025010101', arrivedAt: Math.floor(env.clock / 1000), repeated: false });
    expect((await confirm(instructor, '2025010101')).d.repeated).toBe(true);
    const arrived = await instructor.get('freshman-arrival.list', { state: 'arrived', size: 50 });
    expect(arrived.d.list.some((one) => one.studentNumber === '2025010101')).toBe(true);
    expect(await confirm(instructor, '2025020101')).toEqual({ e: SandboxErrorCode.notFound, m: ARRIVAL_MESSAGES.notYourFreshman.zh, d: null });
    const day = await instructor.get('freshman-arrival.list', { day: '2026-05-13' });
    expect(day.d.list.every((one) => one.arrivalDate === '2026-05-13')).toBe(true);
    expect((await instructor.get('freshman-arrival.list', { day: '2026-06-01' })).e).toBe(SandboxErrorCode.badRequest);
    // A station is named in the reader's language.
    const stations = (answer: Awaited<ReturnType<typeof instructor.get<'freshman-arrival.list'>>>) =>
      new Set(answer.d.list.flatMap((one) => one.station ?? []));
    expect(stations(day)).toContain('滨江南站（高铁）');
    expect(stations(await (await as('instructor', 'en')).get('freshman-arrival.list', { day: '2026-05-13' }))).toContain('Binjiang South (high-speed rail)');
    // Confirmed as a walk-in: she never registered, so there is nothing of hers to change.
    const mine = await (await as('freshman')).get('freshman-arrival.mine');
    expect(mine.d.registration).toBeUndefined();
  });

  it('refuses what its contracts do not take, in their words', async () => {
    const instructor = await as('instructor');
    const freshman = await as('freshman');
    // Off the contract on purpose: a hand-made request without the filled form's id.
    expect(await freshman.post('freshman-arrival.submit', { values: registration } as unknown as FreshmanArrivalSubmitBody)).toEqual({
      e: SandboxErrorCode.badRequest,
      m: '缺少或无效的提交编号 _submission，请刷新页面后重新提交',
      d: null,
    });
    expect((await instructor.get('freshman-arrival.list', { day: '5月13日' })).m).toBe(ARRIVAL_MESSAGES.badDay.zh);
    // Off the contract on purpose: a state the list does not know.
    expect((await instructor.get('freshman-arrival.list', { state: 'gone' } as unknown as FreshmanArrivalListQuery)).m).toBe(
      '参数 state 无效：可选值为 unregistered、registered、arrived，收到「gone」',
    );
    expect(await confirm(instructor, '  ')).toEqual({ e: SandboxErrorCode.badRequest, m: '缺少学号 studentNumber', d: null });
  });

  it('refuses students and teachers the staff keys', async () => {
    for (const username of ['student', 'freshman', 'teacher']) {
      const user = await as(username);
      expect((await user.get('freshman-arrival.stats')).e).toBe(SandboxErrorCode.forbidden);
      expect((await confirm(user, '2025010101')).e).toBe(SandboxErrorCode.forbidden);
    }
  });
});

describe('refusals in the reader’s language', () => {
  it('tells a refusal in en and tw by the portal-lang cookie, a form problem’s message included', async () => {
    for (const language of ['en', 'tw'] as const) {
      const student = await as('student', language);
      expect(await register(student, registration), language).toEqual({ e: SandboxErrorCode.forbidden, m: ARRIVAL_MESSAGES.notFreshman[language], d: null });
      const freshman = await as('freshman', language);
      expect((await register(freshman, { ...registration, arrivalDate: '2026-05-10' })).m).toBe(ARRIVAL_MESSAGES.pastDay[language]);
    }
    const freshman = await as('freshman', 'en');
    expect((await register(freshman, { ...registration, companionCount: 2 })).m).toBe('Fill in details for 2 companions, matching the number of companions');
    expect((await register(freshman, { ...registration, arrivalDate: '2026-05-20' })).m).toBe(
      'The arrival date must be within the welcome week, 2026-05-09 to 2026-05-13',
    );
    expect((await register(await as('student', 'tw'), registration)).m).toBe('你不在本年度新生名單中，無需填寫報到登記');
  });
});
