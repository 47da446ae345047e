/**
 * The agenda backend (widgets/agenda): the seeded week (school-wide, group and own agendas, nobody else's);
 * only a group's owner publishes to it or removes members; class groups only by teachers and instructors
 * and only of their own classes; reminder minutes from the list, end after start; only the school office
 * publishes school-wide; deleting an agenda removes it for members; reminders due at the sandbox's clock;
 * receipts of members.
 */
import { describe, expect, it } from 'vitest';
import type { AgendaRemindBody, AgendaSaveBody } from '../generated/types.ts';
import { SandboxErrorCode } from '../../../sandbox/kit.ts';
import { callAs, clockedSandbox, expectContract, keyedCaller, type KeyedCaller } from '../../../sandbox/testing.ts';
import { AGENDA_MESSAGES } from './routes.ts';
import { SEEDED_AGENDA_COUNT } from './agendaSeed.ts';

const env = clockedSandbox();

/** A demo account, reading in `language` when given (the portal's `portal-lang` cookie): the refusals answer in it. */
const login = (username: string, language?: 'en' | 'tw') => callAs(env.sandbox.app, username, language);

const groupsOf = async (client: KeyedCaller) => (await client.get('agenda.groups')).d;
const weekOf = async (client: KeyedCaller, from = '') => (await client.get('agenda.week', from ? { from } : {})).d;
// The clock of clockedSandbox: Monday 2026-05-11 16:00 in China.
const TOMORROW = '2026-05-12';
const agendaTo = (target: string | number, extra: Partial<AgendaSaveBody> = {}): AgendaSaveBody => ({
  title: '班会：期中总结',
  date: TOMORROW,
  allDay: false,
  startTime: '14:00',
  endTime: '15:00',
  place: '教学楼 B105',
  note: '',
  target: String(target),
  remind: 30,
  ...extra,
});

describe('agenda.week', () => {
  it('shows a student the school’s, his class’s and his own agendas of this week, and nobody else’s', async () => {
    const student = await login('student');
    const week = await weekOf(student);
    expectContract('agenda.week', week);
    expect(week.from).toBe('2026-05-11');
    const titles = week.list.map((one) => one.title);
    expect(titles).toContain('高等数学期中测验');
    expect(titles).toContain('第二十届校园运动会');
    expect(titles).toContain('英语四级模拟训练');
    // Not his: the teacher's own, the thesis group's, the instructor's class.
    expect(titles).not.toContain('教研室会议');
    expect(titles).not.toContain('毕业设计开题答辩');
    expect(titles).not.toContain('辅导员工作例会');
    const exam = week.list.find((one) => one.title === '高等数学期中测验')!;
    expect([exam.scope, exam.groupName, exam.publisher, exam.mine]).toEqual(['group', '计科2301班', '李老师', false]);
    const next = await weekOf(student, '2026-05-20');
    expect(next.from).toBe('2026-05-18');
    expect(next.list.map((one) => one.title)).toContain('期末考试周');
  });

  it('seeds about 40 agendas over two weeks, and shows the teacher the receipts of his group’s agendas', async () => {
    expect(SEEDED_AGENDA_COUNT).toBeGreaterThanOrEqual(30);
    const teacher = await login('teacher');
    const week = await weekOf(teacher);
    const test = week.list.find((one) => one.title === '高等数学期中测验')!;
    expect(test.mine).toBe(true);
    expect(test.receipts!.members).toBeGreaterThanOrEqual(8);
    const unseen = week.list.find((one) => one.title === '心理健康讲座')!;
    expect(unseen.receipts!.seen).toBe(0);
    const student = await login('student');
    expect((await student.post('agenda.seen', { ids: [unseen.id, unseen.id] })).d.marked).toBe(1);
    const after = (await weekOf(teacher)).list.find((one) => one.id === unseen.id)!;
    expect(after.receipts!.seen).toBe(1);
    expect((await weekOf(student)).list.find((one) => one.id === unseen.id)!.seen).toBe(true);
  });

  it('refuses a badly written day and anyone without a login', async () => {
    const student = await login('student');
    expect((await student.get('agenda.week', { from: '2026-5-1' })).m).toBe('日期格式应为 YYYY-MM-DD');
    expect((await keyedCaller(env.sandbox.app).get('agenda.week')).e).not.toBe(0);
  });
});

describe('publishing', () => {
  it('lets the teacher publish to his class: the student sees it; the student may not publish to it', async () => {
    const teacher = await login('teacher');
    const cs = (await groupsOf(teacher)).owned.find((group) => group.name === '计科2301班')!;
    const saved = await teacher.post('agenda.save', agendaTo(cs.id));
    expect(saved.e).toBe(0);
    expectContract('agenda.save', saved.d);
    expect(saved.d.agenda.start).toBe(Date.UTC(2026, 4, 12, 6, 0) / 1000);
    const student = await login('student');
    expect((await weekOf(student)).list.find((one) => one.id === saved.d.agenda.id)?.title).toBe('班会：期中总结');
    const refused = await student.post('agenda.save', agendaTo(cs.id));
    expect([refused.e, refused.m]).toEqual([SandboxErrorCode.forbidden, AGENDA_MESSAGES.notOwner.zh]);
    // Deleting removes it for the members; only its publisher may.
    const notHis = await student.post('agenda.delete', { id: saved.d.agenda.id });
    expect([notHis.e, notHis.m]).toEqual([SandboxErrorCode.forbidden, AGENDA_MESSAGES.notPublisher.zh]);
    expect((await teacher.post('agenda.delete', { id: saved.d.agenda.id })).e).toBe(0);
    expect((await weekOf(student)).list.some((one) => one.id === saved.d.agenda.id)).toBe(false);
  });

  it('checks the reminder minutes, the end after the start, the title and the day', async () => {
    const student = await login('student');
    // Off the contract on purpose: what a hand-made request may send.
    expect((await student.post('agenda.save', agendaTo('me', { remind: 10 as AgendaSaveBody['remind'] }))).m).toBe(
      '提醒时间只能选择准时、5 分钟、15 分钟、30 分钟、1 小时或 1 天前',
    );
    expect((await student.post('agenda.save', agendaTo('me', { endTime: '14:00' }))).m).toBe(AGENDA_MESSAGES.endBeforeStart.zh);
    expect((await student.post('agenda.save', agendaTo('me', { endTime: '13:00' }))).m).toBe(AGENDA_MESSAGES.endBeforeStart.zh);
    expect((await student.post('agenda.save', agendaTo('me', { title: '  ' }))).m).toBe('请填写日程标题（最多 40 个字）');
    expect((await student.post('agenda.save', agendaTo('me', { date: '2026-13-01' }))).m).toBe('日期格式应为 YYYY-MM-DD');
    expect((await student.post('agenda.save', agendaTo('me', { allDay: true, endDate: '2026-05-10' }))).m).toBe(AGENDA_MESSAGES.endDayBefore.zh);
    const mine = await student.post('agenda.save', agendaTo('me', { allDay: true, endDate: '2026-05-13', remind: 1440 }));
    expect([mine.e, mine.d.agenda.scope, mine.d.agenda.allDay, mine.d.agenda.end - mine.d.agenda.start]).toEqual([0, 'personal', true, 86_400]);
    // A personal agenda is nobody else's.
    const teacher = await login('teacher');
    expect((await weekOf(teacher)).list.some((one) => one.id === mine.d.agenda.id)).toBe(false);
  });

  it('lets only the school office publish school-wide; everyone sees it; the office edits only its own', async () => {
    const teacher = await login('teacher');
    const refused = await teacher.post('agenda.save', agendaTo('school'));
    expect([refused.e, refused.m]).toEqual([SandboxErrorCode.forbidden, AGENDA_MESSAGES.schoolOnly.zh]);
    expect((await teacher.get('agenda.school')).e).toBe(SandboxErrorCode.forbidden);
    const staff = await login('staff');
    const saved = await staff.post('agenda.save', agendaTo('school', { title: '期中教学检查', remind: 1440 }));
    expect(saved.d.agenda.scope).toBe('school');
    const student = await login('student');
    expect((await weekOf(student)).list.some((one) => one.title === '期中教学检查')).toBe(true);
    const admin = await login('admin');
    const school = (await admin.get('agenda.school')).d;
    expectContract('agenda.school', school);
    expect(school.list.some((one) => one.title === '第二十届校园运动会')).toBe(true);
    const notHers = await admin.post('agenda.save', { ...agendaTo('school'), id: saved.d.agenda.id });
    expect(notHers.m).toBe(AGENDA_MESSAGES.notPublisher.zh);
    const edited = await staff.post('agenda.save', { ...agendaTo('school', { title: '期中教学检查（延期）' }), id: saved.d.agenda.id });
    expect(edited.d.agenda.title).toBe('期中教学检查（延期）');
  });
});

describe('refusals in the reader’s language', () => {
  it('tells a student, in English or in Traditional Chinese, that only the group’s owner publishes to it', async () => {
    const teacher = await login('teacher');
    const cs = (await groupsOf(teacher)).owned.find((group) => group.name === '计科2301班')!;
    const inEnglish = await (await login('student', 'en')).post('agenda.save', agendaTo(cs.id));
    expect([inEnglish.e, inEnglish.m]).toEqual([SandboxErrorCode.forbidden, 'Only the creator of the group can publish agendas to it or change its members']);
    const inTraditional = await (await login('student', 'tw')).post('agenda.save', agendaTo(cs.id));
    expect([inTraditional.e, inTraditional.m]).toEqual([SandboxErrorCode.forbidden, '只有群組的創建者可以向該群組發佈日程或調整成員']);
    expect((await (await login('student', 'tw')).get('agenda.classes')).m).toBe('只有任課教師和輔導員可以按班級建群');
    expect((await (await login('student')).post('agenda.save', agendaTo(cs.id))).m).toBe(AGENDA_MESSAGES.notOwner.zh);
  });
});

describe('groups', () => {
  it('makes a class group of a class the teacher teaches; refuses a student, another class and a second group', async () => {
    const teacher = await login('teacher');
    const classes = (await teacher.get('agenda.classes')).d;
    expectContract('agenda.classes', classes);
    const taken = classes.list.find((one) => one.name === '计科2301班')!;
    expect(taken.groupId).not.toBeNull();
    const free = classes.list.find((one) => one.groupId === null)!;
    const made = await teacher.post('agenda.addClass', { classId: free.id });
    expect([made.e, made.d.group.name, made.d.group.members, made.d.group.kind]).toEqual([0, free.name, free.students, 'class']);
    expect((await teacher.post('agenda.addClass', { classId: free.id })).m).toBe(AGENDA_MESSAGES.classTaken.zh);
    const student = await login('student');
    expect((await student.get('agenda.classes')).m).toBe(AGENDA_MESSAGES.teacherOnly.zh);
    expect((await student.post('agenda.addClass', { classId: free.id })).m).toBe(AGENDA_MESSAGES.teacherOnly.zh);
    const instructor = await login('instructor');
    const hers = (await instructor.get('agenda.classes')).d.list;
    expect(hers.length).toBeGreaterThan(0);
    const notHers = classes.list.find((one) => !hers.some((own) => own.id === one.id))!;
    expect((await instructor.post('agenda.addClass', { classId: notHers.id })).m).toBe(AGENDA_MESSAGES.notYourClass.zh);
  });

  it('creates a free group of people found in the directory; only its owner removes members', async () => {
    const teacher = await login('teacher');
    const people = (await teacher.get('agenda.people', { q: '王小明' })).d;
    expectContract('agenda.people', people);
    const wang = people.list.find((one) => one.name === '王小明')!;
    expect(wang.detail).toContain('计科2301班');
    const chen = (await teacher.get('agenda.people', { q: '陈老师' })).d.list[0]!;
    expect((await teacher.post('agenda.createGroup', { name: '数', members: [wang.key] })).m).toBe(AGENDA_MESSAGES.badName.zh);
    expect((await teacher.post('agenda.createGroup', { name: '数学建模小组', members: [] })).m).toBe(AGENDA_MESSAGES.noMembers.zh);
    expect((await teacher.post('agenda.createGroup', { name: '数学建模小组', members: ['s:0000'] })).m).toBe(AGENDA_MESSAGES.unknownMember.zh);
    const made = await teacher.post('agenda.createGroup', { name: '数学建模小组', members: [wang.key, chen.key, wang.key] });
    // The two chosen are invited: in the group once they accept.
    expect([made.d.group.kind, made.d.group.members]).toEqual(['free', 0]);
    const student = await login('student');
    expect((await groupsOf(student)).invited.map((group) => group.name)).toContain('数学建模小组');
    expect((await student.post('agenda.answerInvitation', { groupId: made.d.group.id, accept: true })).d).toEqual({ groupId: made.d.group.id, joined: true });
    expect((await (await login('instructor')).post('agenda.answerInvitation', { groupId: made.d.group.id, accept: true })).e).toBe(0);
    expect((await groupsOf(student)).member.map((group) => group.name)).toContain('数学建模小组');
    const detail = (await student.get('agenda.group', { id: made.d.group.id })).d;
    expect([detail.isOwner, detail.members]).toEqual([false, []]);
    const refused = await student.post('agenda.removeMember', { groupId: made.d.group.id, key: chen.key });
    expect([refused.e, refused.m]).toEqual([SandboxErrorCode.forbidden, AGENDA_MESSAGES.notOwner.zh]);
    const removed = await teacher.post('agenda.removeMember', { groupId: made.d.group.id, key: wang.key });
    expect(removed.d.group.members).toBe(1);
    expect((await student.get('agenda.group', { id: made.d.group.id })).m).toBe(AGENDA_MESSAGES.notMember.zh);
    const owned = (await teacher.get('agenda.group', { id: made.d.group.id })).d;
    expectContract('agenda.group', owned);
    expect(owned.members.map((one) => one.name)).toEqual(['陈老师']);
  });
});

describe('who can be found and put into a group', () => {
  const invite = (caller: KeyedCaller, members: string[]) => caller.post('agenda.createGroup', { name: '临时通知群', members });

  it('finds for a visitor nobody, and lets a visitor make no group', async () => {
    const visitor = await login('visitor');
    expect(await visitor.get('agenda.people', { q: '王' })).toEqual({ e: SandboxErrorCode.forbidden, m: AGENDA_MESSAGES.noDirectory.zh, d: null });
    expect((await invite(visitor, ['u:admin'])).m).toBe(AGENDA_MESSAGES.noDirectory.zh);
    // So the portal offers a visitor no way to a group they could not make.
    expect((await visitor.get('agenda.groups')).d).toMatchObject({ mayMakeGroups: false, mayMakeClassGroups: false });
    expect((await (await login('student')).get('agenda.groups')).d.mayMakeGroups).toBe(true);
  });

  it('finds for a student their classmates only, no staff accounts, and refuses anyone else by number', async () => {
    const student = await login('student');
    const found = (await student.get('agenda.people', { q: '2' })).d.list;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((one) => one.key.startsWith('s:') && one.detail.startsWith('计科2301班'))).toBe(true);
    expect((await student.get('agenda.people', { q: '系统管理员' })).d.list).toEqual([]);
    const stranger = env.sandbox.db
      .prepare<[], { number: string }>(
        "SELECT s.student_number AS number FROM campus_students s JOIN campus_classes c ON c.id = s.class_id WHERE c.name <> '计科2301班' LIMIT 1",
      )
      .get()!.number;
    expect((await student.get('agenda.people', { q: stranger })).d.list).toEqual([]);
    expect(await invite(student, [`s:${stranger}`])).toEqual({ e: SandboxErrorCode.forbidden, m: AGENDA_MESSAGES.outOfReach.zh, d: null });
    expect((await invite(student, ['u:admin'])).m).toBe(AGENDA_MESSAGES.outOfReach.zh);
  });

  it('finds for a teacher colleagues and the students of their classes, not of others', async () => {
    const teacher = await login('teacher');
    const outside = env.sandbox.db
      .prepare<[], { number: string }>(
        "SELECT s.student_number AS number FROM campus_students s JOIN campus_classes c ON c.id = s.class_id WHERE c.name NOT LIKE '计科%' LIMIT 1",
      )
      .get()!.number;
    expect((await teacher.get('agenda.people', { q: outside })).d.list).toEqual([]);
    expect((await teacher.get('agenda.people', { q: '系统管理员' })).d.list.map((one) => one.key)).toEqual(['u:admin']);
    expect((await invite(teacher, [`s:${outside}`])).m).toBe(AGENDA_MESSAGES.outOfReach.zh);
    const manager = await login('manager');
    expect((await manager.get('agenda.people', { q: outside })).d.list.map((one) => one.key)).toEqual([`s:${outside}`]);
  });

  it('puts nobody into a group without asking: an invited administrator sees none of its agendas until accepting, and may decline', async () => {
    const teacher = await login('teacher');
    const made = (await invite(teacher, ['u:admin'])).d.group;
    const urgent = (await teacher.post('agenda.save', agendaTo(made.id, { date: '2026-05-12', startTime: '09:00', endTime: '09:30', title: '紧急：马上到会' })))
      .d.agenda;
    const admin = await login('admin');
    const idsInWeek = async () => (await weekOf(admin, '2026-05-11')).list.map((one) => one.id);
    expect(await idsInWeek()).not.toContain(urgent.id);
    expect((await admin.get('agenda.reminders')).d.list.map((one) => one.agenda.id)).not.toContain(urgent.id);
    expect((await admin.get('agenda.group', { id: made.id })).m).toBe(AGENDA_MESSAGES.notMember.zh);
    const owned = (await teacher.get('agenda.group', { id: made.id })).d;
    expect(owned.members).toEqual([{ key: 'u:admin', name: '系统管理员', detail: '管理员', invited: true }]);

    expect((await admin.post('agenda.answerInvitation', { groupId: made.id, accept: false })).d).toEqual({ groupId: made.id, joined: false });
    expect((await groupsOf(admin)).invited).toEqual([]);
    expect((await admin.post('agenda.answerInvitation', { groupId: made.id, accept: true })).m).toBe(AGENDA_MESSAGES.noInvitation.zh);
    expect(await idsInWeek()).not.toContain(urgent.id);
    expect((await teacher.get('agenda.group', { id: made.id })).d.members).toEqual([]);
  });
});

describe('reminders', () => {
  it('lists upcoming agendas with their reminder moment, due at the clock, and takes only the allowed minutes', async () => {
    const teacher = await login('teacher');
    const cs = (await groupsOf(teacher)).owned.find((group) => group.name === '计科2301班')!;
    // Today 16:30, 30 minutes before, at 16:00: due right now.
    const soon = (await teacher.post('agenda.save', agendaTo(cs.id, { date: '2026-05-11', startTime: '16:30', endTime: '17:00', title: '临时班委会' }))).d
      .agenda;
    const later = (await teacher.post('agenda.save', agendaTo(cs.id))).d.agenda;
    const student = await login('student');
    const answer = await student.get('agenda.reminders');
    expect(answer.m).toBe('');
    const reminders = answer.d;
    expectContract('agenda.reminders', reminders);
    const first = reminders.list.find((one) => one.agenda.id === soon.id)!;
    expect([first.due, first.remindAt]).toEqual([true, soon.start - 1800]);
    expect(reminders.list.find((one) => one.agenda.id === later.id)!.due).toBe(false);
    // Off the contract on purpose: a minute count the list does not offer.
    expect((await student.post('agenda.remind', { id: later.id, minutes: 10 } as unknown as AgendaRemindBody)).m).toBe(
      '提醒时间只能选择准时、5 分钟、15 分钟、30 分钟、1 小时或 1 天前',
    );
    const set = await student.post('agenda.remind', { id: later.id, minutes: 15 });
    expect([set.e, set.d.minutes, set.d.remindAt]).toEqual([0, 15, later.start - 900]);
    expect((await weekOf(student)).list.find((one) => one.id === later.id)!.remind).toBe(15);
    // The teacher's own choice is untouched by the student's.
    expect((await weekOf(teacher)).list.find((one) => one.id === later.id)!.remind).toBe(30);
    env.clock = Date.UTC(2026, 4, 12, 5, 50);
    // A day later: a fresh login (sessions expire).
    const then = (await (await login('student')).get('agenda.reminders')).d;
    expect(then.list.find((one) => one.agenda.id === later.id)!.due).toBe(true);
    expect(then.list.some((one) => one.agenda.id === soon.id)).toBe(false);
    // A stranger cannot set a reminder on an agenda they do not see.
    const visitorless = await login('instructor');
    expect((await visitorless.post('agenda.remind', { id: later.id, minutes: 15 })).m).toBe(AGENDA_MESSAGES.notFound.zh);
  });
});
