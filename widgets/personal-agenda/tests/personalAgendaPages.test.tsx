// @vitest-environment jsdom
/**
 * The personal agenda pages in each state and their flows: the week strip on the server's today with the
 * day's items, another day chosen, an item marked done (sent as JSON); an item as the .ics the phone
 * imports (its reminder a VALARM); the month grid and a day's items beside it; the upcoming list filtered
 * by the address's `done`; the form checked here (end after start), refused by the server at the button,
 * an item edited from `?id=`; the second school's own title.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calendarText } from '../../../runtime/app/index.ts';
import {
  describePageStates,
  openPage,
  failure,
  ok,
  type Envelope,
  type Fixtures,
  expectSecondSchoolTitle,
  resetPagesAfterEach,
} from '../../../runtime/app/testing/index.ts';
import { agendaFixtures, agendaStudent as user, defence, defenceItem, studentWeek } from '../fixtures.ts';
import { calendarEventOf } from '../pages/agendaKit.tsx';
import { personalAgendaPages } from '../pageStates.ts';

resetPagesAfterEach();

for (const page of Object.values(personalAgendaPages)) describePageStates(page);

/**
 * Opens `path` as 王小明 with the data state's answers but those of `answers` (by API path), and records
 * what the page sent to each of them: its query, or its body as JSON.
 */
async function openRecording(path: string, answers: Record<string, Envelope>) {
  const calls: Array<{ to: string; query: URLSearchParams; json: unknown }> = [];
  const fixtures: Fixtures = { ...agendaFixtures.data };
  for (const [to, answer] of Object.entries(answers)) fixtures[to] = (query, _body, json) => (calls.push({ to, query, json }), answer);
  await openPage(path, fixtures, { user });
  const to = (apiPath: string) => calls.filter((call) => call.to === apiPath);
  return { queries: (apiPath: string) => to(apiPath).map((call) => call.query), bodies: (apiPath: string) => to(apiPath).map((call) => call.json) };
}

const titlesIn = (element: HTMLElement) => [...element.querySelectorAll('[data-title]')].map((one) => one.getAttribute('data-title'));

describe('personal-agenda/index', () => {
  it('opens on the server’s today, shows its items, and another day when chosen', async () => {
    await openPage('/personalAgenda/index', agendaFixtures.data, { user });
    const day = await screen.findByTestId('agenda-day');
    expect(screen.getByText('今天 2026-11-26')).toBeTruthy();
    expect(titlesIn(day)).toEqual(['大学物理实验：迈克尔逊干涉', '数据结构课程设计中期检查']);
    const card = day.querySelector('[data-title="数据结构课程设计中期检查"]') as HTMLElement;
    expect(within(card).getByText('14:00–16:00')).toBeTruthy();
    expect(within(card).getByText('地点：信息楼 305')).toBeTruthy();
    expect(within(card).getByText('提前 30 分钟提醒')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /25\s*，1 项日程$/ }));
    expect(titlesIn(screen.getByTestId('agenda-day'))).toEqual(['羽毛球社训练']);
    expect(screen.getByText(/每周重复，至 2026-12-23/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /27\s*，0 项日程$/ }));
    expect(screen.getByTestId('agenda-day-none').textContent).toBe('这一天没有日程');
  });

  it('marks an item done, sent as JSON, and asks the week again', async () => {
    const sent = await openRecording('/personalAgenda/index', {
      '/personalAgenda/range': agendaFixtures.data['/personalAgenda/range'],
      '/personalAgenda/done': ok({ id: 3, done: true }),
    });
    const card = (await screen.findByTestId('agenda-day')).querySelector('[data-title="数据结构课程设计中期检查"]') as HTMLElement;
    fireEvent.click(within(card).getByRole('checkbox', { name: '已完成' }));
    await screen.findByTestId('agenda-day');
    await expect.poll(() => sent.queries('/personalAgenda/range').length).toBe(2);
    expect(sent.bodies('/personalAgenda/done')).toEqual([{ id: 3, done: true }]);
  });

  it('shows a refusal beside the item it was tried on', async () => {
    await openPage('/personalAgenda/index', { ...agendaFixtures.data, '/personalAgenda/done': failure(403, '这条日程不是你的，不能查看或修改') }, { user });
    const card = (await screen.findByTestId('agenda-day')).querySelector('[data-title="数据结构课程设计中期检查"]') as HTMLElement;
    fireEvent.click(within(card).getByRole('checkbox', { name: '已完成' }));
    expect((await within(card).findByRole('alert')).textContent).toBe('操作未成功：这条日程不是你的，不能查看或修改');
  });

  it('shows the second school’s own title for the app', () => expectSecondSchoolTitle('/personalAgenda/index', agendaFixtures.data, { user }, '我的日程'));
});

describe('the .ics export', () => {
  it('writes an item as an event with its place, note and reminder', () => {
    const text = calendarText([calendarEventOf(defence)], Date.UTC(2026, 10, 26, 2));
    expect(text).toContain('SUMMARY:数据结构课程设计中期检查');
    expect(text).toContain('DTSTART:20261126T060000Z');
    expect(text).toContain('DTEND:20261126T080000Z');
    expect(text).toContain('LOCATION:信息楼 305');
    expect(text).toContain('TRIGGER:-PT30M');
    expect(text).toContain('UID:personal-agenda-3-2026-11-26@campus-portal');
  });

  it('writes an all-day item as China days and no alarm without a reminder', () => {
    const event = calendarEventOf({
      ...defence,
      allDay: true,
      start: Date.parse('2026-12-22T00:00:00+08:00') / 1000,
      end: Date.parse('2026-12-22T00:00:00+08:00') / 1000,
      remindMinutes: null,
    });
    const text = calendarText([event], 0);
    expect(text).toContain('DTSTART;VALUE=DATE:20261222');
    expect(text).toContain('DTEND;VALUE=DATE:20261223');
    expect(text).not.toContain('VALARM');
  });
});

describe('personal-agenda/pcindex', () => {
  it('lays the month out from Monday and shows a chosen day beside it', async () => {
    const sent = await openRecording('/personalAgenda/pcindex', { '/personalAgenda/range': ok({ ...studentWeek, from: '2026-11-01', to: '2026-11-30' }) });
    const grid = await screen.findByTestId('agenda-month-grid');
    expect(sent.queries('/personalAgenda/range')[0]?.get('span')).toBe('month');
    // 2026-11-01 is a Sunday: six empty cells before it.
    const firstRow = grid.querySelectorAll('tbody tr')[0]!;
    expect([...firstRow.querySelectorAll('td')].map((td) => td.querySelector('button > span')?.textContent ?? '')).toEqual(['', '', '', '', '', '', '1']);
    expect(titlesIn(screen.getByTestId('agenda-day'))).toEqual(['大学物理实验：迈克尔逊干涉', '数据结构课程设计中期检查']);
    fireEvent.click(within(grid).getByRole('button', { name: /^28\b.*，1 项日程$/ }));
    expect(titlesIn(screen.getByTestId('agenda-day'))).toEqual(['青年志愿者：社区敬老院服务']);
    expect(screen.getByRole('link', { name: '在这一天添加' }).getAttribute('href')).toBe('/personalAgenda/add?date=2026-11-28');
    fireEvent.click(screen.getByRole('button', { name: '下个月' }));
    await expect.poll(() => sent.queries('/personalAgenda/range').at(-1)?.get('at')).toBe('2026-12-01');
  });
});

describe('personal-agenda/list', () => {
  it('asks for the address’s filter and shows dates, weekly repeats and the pager', async () => {
    const sent = await openRecording('/personalAgenda/list?done=undone', { '/personalAgenda/list': agendaFixtures.data['/personalAgenda/list'] });
    const list = await screen.findByTestId('agenda-list');
    expect(sent.queries('/personalAgenda/list')[0]?.get('done')).toBe('undone');
    expect(screen.getByRole('button', { name: '未完成' }).getAttribute('aria-pressed')).toBe('true');
    expect(titlesIn(list)).toEqual(['数据结构课程设计中期检查', '青年志愿者：社区敬老院服务', '高等数学习题课', '班会：奖学金评定说明', '妈妈生日']);
    const birthday = list.querySelector('[data-title="妈妈生日"]') as HTMLElement;
    expect(within(birthday).getByText('2026-12-22')).toBeTruthy();
    expect(within(birthday).getByText('全天')).toBeTruthy();
    expect(within(list).getAllByRole('button', { name: '删除' })).toHaveLength(5);
  });
});

describe('personal-agenda/add', () => {
  /** The form at `path`, personal-agenda.save answered by `answer`: what it sent there. */
  const openForm = async (path: string, answer: Envelope) => {
    const sent = await openRecording(path, { '/personalAgenda/save': answer });
    return () => sent.bodies('/personalAgenda/save');
  };

  it('checks the end is after the start before sending anything', async () => {
    const saved = await openForm('/personalAgenda/add?date=2026-11-30', ok(defenceItem));
    await screen.findByTestId('agenda-form');
    expect((screen.getByLabelText('开始日期') as HTMLInputElement).value).toBe('2026-11-30');
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '英语角' } });
    fireEvent.change(screen.getByLabelText('结束时间'), { target: { value: '08:30' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByRole('alert')).textContent).toBe('结束时间须晚于开始时间');
    expect(saved()).toEqual([]);
  });

  it('sends a new item as JSON and offers it to the phone’s calendar', async () => {
    const saved = await openForm('/personalAgenda/add?date=2026-11-30', ok(defenceItem));
    await screen.findByTestId('agenda-form');
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: ' 英语角 ' } });
    fireEvent.change(screen.getByLabelText('地点'), { target: { value: '外语楼 101' } });
    fireEvent.change(screen.getByLabelText('提醒'), { target: { value: '5' } });
    fireEvent.click(screen.getByLabelText('每周重复'));
    fireEvent.change(screen.getByLabelText('重复至'), { target: { value: '2026-12-28' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByTestId('agenda-saved')).textContent).toContain('已添加日程：数据结构课程设计中期检查（2026-11-26）');
    expect(saved()).toEqual([
      {
        title: '英语角',
        allDay: false,
        start: '2026-11-30T09:00',
        end: '2026-11-30T10:00',
        place: '外语楼 101',
        note: '',
        remindMinutes: 5,
        repeatUntil: '2026-12-28',
      },
    ]);
    expect(screen.getByRole('button', { name: '导出到手机日历' })).toBeTruthy();
  });

  it('edits the item of `?id=` and shows the server’s refusal at the button', async () => {
    const saved = await openForm('/personalAgenda/add?id=3', failure(403, '这条日程不是你的，不能查看或修改'));
    await screen.findByTestId('agenda-form');
    expect((screen.getByLabelText('标题') as HTMLInputElement).value).toBe('数据结构课程设计中期检查');
    expect((screen.getByLabelText('开始时间') as HTMLInputElement).value).toBe('14:00');
    expect((screen.getByLabelText('提醒') as HTMLSelectElement).value).toBe('30');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByRole('alert')).textContent).toBe('操作未成功：这条日程不是你的，不能查看或修改');
    expect(saved()).toMatchObject([{ id: 3, title: '数据结构课程设计中期检查', start: '2026-11-26T14:00', end: '2026-11-26T16:00', remindMinutes: 30 }]);
  });
});
