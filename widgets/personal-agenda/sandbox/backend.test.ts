/**
 * The personal agenda's backend (widgets/personal-agenda): the seeded agendas of 王小明 and 李老师 over
 * this and next month; a range expands a weekly item once per week; the list pages the upcoming items and
 * filters by done; save checks title, times, reminder and repeat, and edits; every item is its owner's
 * alone (another user's id refused by name, for read, edit, done and delete).
 * The clock: 2026-05-11 16:00 China time (clockedSandbox), so "today" is 2026-05-11, a Monday.
 */
import { describe, expect, it } from 'vitest';
import { SandboxErrorCode } from '../../../sandbox/kit.ts';
import { callAs, clockedSandbox, expectContract, keyedCaller } from '../../../sandbox/testing.ts';
import type { PersonalAgendaSaveBody } from '../generated/types.ts';
import { AGENDA_MESSAGES } from './routes.ts';

const env = clockedSandbox();

const ITEM: PersonalAgendaSaveBody = {
  title: '数据库实验报告提交',
  allDay: false,
  start: '2026-05-13T14:00',
  end: '2026-05-13T15:30',
  place: '信息楼 305',
  note: '',
  remindMinutes: 15,
  repeatUntil: '',
};

describe('personal-agenda.range', () => {
  it('gives the seeded week of 王小明, each weekly item once in it, sorted by start', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const week = await student.get('personal-agenda.range', { from: '2026-05-11', to: '2026-05-17' });
    expect(week.e).toBe(0);
    expectContract('personal-agenda.range', week.d);
    expect(week.d.today).toBe('2026-05-11');
    const titles = week.d.list.map((entry) => entry.title);
    expect(titles.filter((title) => title === '羽毛球社训练')).toHaveLength(1);
    expect(titles.filter((title) => title === '高等数学习题课')).toHaveLength(1);
    expect(titles).toContain('大学物理实验：迈克尔逊干涉');
    const starts = week.d.list.map((entry) => entry.start);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    for (const entry of week.d.list) expect(entry.date >= '2026-05-11' && entry.date <= '2026-05-17').toBe(true);
  });

  it('expands a weekly item over two months, on one weekday, up to its last day', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const month = await student.get('personal-agenda.range', { from: '2026-05-01', to: '2026-06-30' });
    const badminton = month.d.list.filter((entry) => entry.title === '羽毛球社训练');
    expect(badminton).toHaveLength(8);
    expect(new Set(badminton.map((entry) => new Date(entry.date).getUTCDay())).size).toBe(1);
    expect(badminton.every((entry) => entry.repeatUntil === badminton[7]!.date)).toBe(true);
    expect(month.d.list.length).toBeGreaterThanOrEqual(25);
  });

  it('without from, gives the week (Monday to Sunday) or the month around at, today when absent', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const week = await student.get('personal-agenda.range');
    expect([week.d.from, week.d.to, week.d.today]).toEqual(['2026-05-11', '2026-05-17', '2026-05-11']);
    const sunday = await student.get('personal-agenda.range', { at: '2026-05-24' });
    expect([sunday.d.from, sunday.d.to]).toEqual(['2026-05-18', '2026-05-24']);
    const february = await student.get('personal-agenda.range', { span: 'month', at: '2027-02-10' });
    expect([february.d.from, february.d.to]).toEqual(['2027-02-01', '2027-02-28']);
    const may = await student.get('personal-agenda.range', { span: 'month' });
    expect([may.d.from, may.d.to]).toEqual(['2026-05-01', '2026-05-31']);
  });

  it('refuses a range over 62 days or out of order', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    for (const query of ['from=2026-05-01&to=2026-07-15', 'from=2026-05-10&to=2026-05-01']) {
      const answer = await student.get('personal-agenda.range', Object.fromEntries(new URLSearchParams(query)));
      expect([answer.e, answer.m]).toEqual([SandboxErrorCode.badRequest, AGENDA_MESSAGES.badRange.zh]);
    }
    // A day that does not exist breaks the query's contract before the range is looked at.
    const impossible = await student.get('personal-agenda.range', { from: '2026-02-30', to: '2026-03-01' });
    expect([impossible.e, impossible.m]).toEqual([SandboxErrorCode.badRequest, '参数 from 无效：应为日期（如 2026-05-11），收到「2026-02-30」']);
  });
});

describe('personal-agenda.list', () => {
  it('pages the upcoming items, soonest first, and filters by done', async () => {
    const teacher = await callAs(env.sandbox.app, 'teacher');
    const first = await teacher.get('personal-agenda.list', { page: 1, size: 5 });
    expectContract('personal-agenda.list', first.d);
    expect(first.d.list).toHaveLength(5);
    const all = await teacher.get('personal-agenda.list', { page: 1, size: 50 });
    expect(all.d.total).toBe(first.d.total);
    const now = env.clock / 1000;
    expect(all.d.list.every((entry) => (entry.allDay ? entry.end + 86_400 : entry.end) > now)).toBe(true);
    // A weekly item shows once, at its next meeting.
    expect(all.d.list.filter((entry) => entry.title === '教研室例会')).toHaveLength(1);
    const done = await teacher.post('personal-agenda.done', { id: all.d.list[0]!.id, done: true });
    expect(done.d).toEqual({ id: all.d.list[0]!.id, done: true });
    const onlyDone = await teacher.get('personal-agenda.list', { done: 'done', size: 50 });
    expect(onlyDone.d.list.map((entry) => entry.id)).toEqual([all.d.list[0]!.id]);
    const undone = await teacher.get('personal-agenda.list', { done: 'undone', size: 50 });
    expect(undone.d.total).toBe(all.d.total - 1);
  });
});

describe('personal-agenda.save', () => {
  it('adds an item, reads it back, edits it, and removes it', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const saved = await student.post('personal-agenda.save', ITEM);
    expect(saved.e).toBe(0);
    expectContract('personal-agenda.save', saved.d);
    expect(saved.d.item).toMatchObject({ title: '数据库实验报告提交', date: '2026-05-13', remindMinutes: 15, allDay: false, done: false });
    expect(saved.d.item.end - saved.d.item.start).toBe(90 * 60);
    expect(new Date(saved.d.item.start * 1000).toISOString()).toBe('2026-05-13T06:00:00.000Z');
    const edited = await student.post('personal-agenda.save', { ...ITEM, id: saved.d.item.id, title: '数据库实验报告（补交）', remindMinutes: 1440 });
    expect(edited.d.item).toMatchObject({ id: saved.d.item.id, title: '数据库实验报告（补交）', remindMinutes: 1440 });
    const read = await student.get('personal-agenda.item', { id: saved.d.item.id });
    expect(read.d.item.title).toBe('数据库实验报告（补交）');
    expect((await student.post('personal-agenda.remove', { id: saved.d.item.id })).e).toBe(0);
    expect((await student.get('personal-agenda.item', { id: saved.d.item.id })).m).toBe(AGENDA_MESSAGES.notFound.zh);
  });

  it('keeps a whole-day item and a weekly repeat', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    const allDay = await student.post('personal-agenda.save', { ...ITEM, allDay: true, start: '2026-05-20', end: '2026-05-21', remindMinutes: null });
    expect(allDay.d.item).toMatchObject({ allDay: true, date: '2026-05-20', remindMinutes: null });
    expect(allDay.d.item.end - allDay.d.item.start).toBe(86_400);
    const weekly = await student.post('personal-agenda.save', { ...ITEM, title: '晨跑', repeatUntil: '2026-06-03' });
    const range = await student.get('personal-agenda.range', { from: '2026-05-11', to: '2026-06-30' });
    expect(range.d.list.filter((entry) => entry.id === weekly.d.item.id).map((entry) => entry.date)).toEqual([
      '2026-05-13',
      '2026-05-20',
      '2026-05-27',
      '2026-06-03',
    ]);
  });

  it.each([
    [{ title: '  ' }, '请填写日程标题'],
    [{ title: '很'.repeat(41) }, '标题最多 40 个字'],
    [{ start: '2026-05-13 14:00' }, AGENDA_MESSAGES.badStart.zh],
    [{ end: '2026-05-13T25:00' }, AGENDA_MESSAGES.badEnd.zh],
    [{ end: '2026-05-13T14:00' }, AGENDA_MESSAGES.endBeforeStart.zh],
    [{ end: '2026-05-13T13:00' }, AGENDA_MESSAGES.endBeforeStart.zh],
    [{ remindMinutes: 10 }, '提醒只能选：不提醒、5 分钟、15 分钟、30 分钟、1 小时或 1 天前'],
    [{ repeatUntil: '2026-05-12' }, AGENDA_MESSAGES.badRepeat.zh],
    [{ repeatUntil: '2027-06-01' }, AGENDA_MESSAGES.badRepeat.zh],
    [{ place: '楼'.repeat(41) }, '地点最多 40 个字'],
    [{ note: '字'.repeat(201) }, '备注最多 200 个字'],
  ])('refuses %o: %s', async (change, message) => {
    const student = await callAs(env.sandbox.app, 'student');
    // Off the contract on purpose: what a hand-made request may send.
    const answer = await student.post('personal-agenda.save', { ...ITEM, ...change } as PersonalAgendaSaveBody);
    expect([answer.e, answer.m]).toEqual([SandboxErrorCode.badRequest, message]);
  });
});

describe('owner only', () => {
  it('refuses another user’s item by name: read, edit, done and delete', async () => {
    const teacher = await callAs(env.sandbox.app, 'teacher');
    const id = (await teacher.get('personal-agenda.list', { size: 1 })).d.list[0]!.id;
    const student = await callAs(env.sandbox.app, 'student');
    for (const answer of [
      await student.get('personal-agenda.item', { id }),
      await student.post('personal-agenda.save', { ...ITEM, id }),
      await student.post('personal-agenda.done', { id, done: true }),
      await student.post('personal-agenda.remove', { id }),
    ]) {
      expect([answer.e, answer.m]).toEqual([SandboxErrorCode.forbidden, AGENDA_MESSAGES.notYours.zh]);
    }
    expect((await teacher.get('personal-agenda.item', { id })).d.item.done).toBe(false);
  });

  it('refuses another user’s item in the reader’s language: English or Traditional Chinese', async () => {
    const teacher = await callAs(env.sandbox.app, 'teacher');
    const id = (await teacher.get('personal-agenda.list', { size: 1 })).d.list[0]!.id;
    const inEnglish = await (await callAs(env.sandbox.app, 'student', 'en')).post('personal-agenda.done', { id, done: true });
    expect([inEnglish.e, inEnglish.m]).toEqual([SandboxErrorCode.forbidden, 'This agenda item is not yours: you cannot see or change it']);
    const inTraditional = await (await callAs(env.sandbox.app, 'student', 'tw')).get('personal-agenda.item', { id });
    expect([inTraditional.e, inTraditional.m]).toEqual([SandboxErrorCode.forbidden, '這條日程不是你的，不能查看或修改']);
    expect((await (await callAs(env.sandbox.app, 'student', 'tw')).post('personal-agenda.save', { ...ITEM, title: '  ' })).m).toBe('請填寫日程標題');
    expect((await teacher.get('personal-agenda.item', { id })).d.item.done).toBe(false);
  });

  it('answers nobody without a session', async () => {
    const answer = await keyedCaller(env.sandbox.app).get('personal-agenda.range');
    expect(answer.e).toBe(SandboxErrorCode.notLoggedIn);
  });
});
