// @vitest-environment jsdom
/**
 * The agenda pages in each state and their flows: the week strip with today marked and the chosen day's
 * agendas, receipts sent for unseen ones; a new agenda to a group (checked here, sent as JSON); a class
 * group made from a class; a member removed after a confirm; a free group from the directory search; a
 * reminder changed; the school office's page (and its refusal to others); the second school's title.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describePageStates, expectSecondSchoolTitle, openPage, ok, recordingSent, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { calendarText } from '../../../runtime/app/index.ts';
import {
  agendaFixtures,
  agendaOffice as office,
  agendaStudent as student,
  agendaTeacher as teacher,
  classGroup,
  midterm,
  remindSet,
  savedAgenda,
  studentGroups,
} from '../fixtures.ts';
import { calendarEventOf } from '../pages/agendaKit.tsx';
import { agendaPages } from '../pageStates.ts';

resetPagesAfterEach();

for (const page of Object.values(agendaPages)) describePageStates(page);

describe('agenda/index', () => {
  it('marks today, lists the chosen day, switches days, and records receipts for the unseen', async () => {
    const { sent: seen, fixtures } = recordingSent(agendaFixtures.data, '/agenda/seen', ok({ marked: 1 }));
    await openPage('/agenda/index', fixtures, { user: student });
    const list = await screen.findByTestId('agenda-list');
    expect(screen.getByTestId('agenda-day').textContent).toBe('2026-05-12 周二（今天）');
    expect(screen.getByTestId('agenda-range').textContent).toBe('05-11 至 05-17');
    expect([...list.querySelectorAll('strong')].map((title) => title.textContent)).toEqual(['高等数学期中测验', '数据结构实验课']);
    const test = list.querySelector('[data-agenda="12"]') as HTMLElement;
    expect(within(test).getByText('05-12 10:10–11:50')).toBeTruthy();
    expect(within(test).getByText('教学楼 A201')).toBeTruthy();
    expect(within(test).getByText('提前 1 小时')).toBeTruthy();
    const today = screen.getByRole('button', { name: /^周二\s*12\s*，2 项日程$/ });
    expect(today.getAttribute('data-today')).toBe('true');
    expect(today.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /^周五\s*15\s*，1 项日程$/ }));
    const friday = screen.getByTestId('agenda-list');
    expect(within(friday).getByText('第二十届校园运动会')).toBeTruthy();
    expect(within(friday).getByText('05-15 至 05-16 全天')).toBeTruthy();
    expect(within(friday).getByText('全校')).toBeTruthy();
    await screen.findByText('05-15 至 05-16 全天');
    expect(seen).toEqual([{ ids: [13] }]);
    expect(screen.getByRole('link', { name: '下一周' }).getAttribute('href')).toBe('/agenda/index?from=2026-05-18');
  });

  it('exports an agenda with the reader’s own reminder as the alarm', () => {
    const text = calendarText([calendarEventOf({ ...midterm, remind: 15 })], 1_778_550_000_000);
    expect(text).toContain('SUMMARY:高等数学期中测验');
    expect(text).toContain('DTSTART:20260512T021000Z');
    expect(text).toContain('TRIGGER:-PT15M');
    expect(text).toContain('UID:agenda-12@campus-portal');
  });

  it('shows the second school’s own title for the app', () => expectSecondSchoolTitle('/agenda/index', agendaFixtures.data, { user: student }, '日程安排'));
});

describe('agenda/addAgenda', () => {
  it('sends a new agenda to the group of the address, after checking the times here', async () => {
    const { sent, fixtures } = recordingSent(agendaFixtures.data, '/agenda/save', ok(savedAgenda));
    await openPage('/agenda/addAgenda?group=3', fixtures, { user: teacher });
    const form = await screen.findByRole('form', { name: '新建日程' });
    expect((within(form).getByLabelText('发送给') as HTMLSelectElement).value).toBe('3');
    fireEvent.change(within(form).getByLabelText('日程标题'), { target: { value: '班会：期中总结' } });
    fireEvent.change(within(form).getByLabelText('日期'), { target: { value: '2026-05-14' } });
    fireEvent.change(within(form).getByLabelText('开始时间'), { target: { value: '19:00' } });
    fireEvent.change(within(form).getByLabelText('结束时间'), { target: { value: '18:00' } });
    fireEvent.click(within(form).getByRole('button', { name: '发布日程' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('结束时间须晚于开始时间');
    expect(sent).toEqual([]);
    fireEvent.change(within(form).getByLabelText('结束时间'), { target: { value: '20:30' } });
    fireEvent.change(within(form).getByLabelText('地点'), { target: { value: '教学楼 B105' } });
    fireEvent.change(within(form).getByLabelText('提醒时间'), { target: { value: '30' } });
    fireEvent.click(within(form).getByRole('button', { name: '发布日程' }));
    expect((await screen.findByTestId('agenda-saved')).textContent).toContain('已发布：班会：期中总结（05-14 19:00–20:30）');
    expect(sent).toEqual([
      {
        target: '3',
        title: '班会：期中总结',
        date: '2026-05-14',
        allDay: false,
        startTime: '19:00',
        endTime: '20:30',
        place: '教学楼 B105',
        note: '',
        remind: 30,
      },
    ]);
  });

  it('offers a student only himself, and the school office the whole school', async () => {
    await openPage('/agenda/addAgenda', { ...agendaFixtures.data, '/agenda/groups': ok(studentGroups) }, { user: student });
    const target = (await screen.findByLabelText('发送给')) as HTMLSelectElement;
    expect([...target.options].map((option) => option.textContent)).toEqual(['仅自己']);
    cleanup();
    localStorage.clear();
    await openPage('/agenda/addAgenda', agendaFixtures.data, { user: office });
    const all = (await screen.findByLabelText('发送给')) as HTMLSelectElement;
    expect([...all.options].map((option) => option.textContent)).toEqual(['仅自己', '计科2301班（32 人）', '毕业设计指导小组（7 人）', '全校']);
  });
});

describe('agenda/addClass and groups', () => {
  it('makes a class group of a class not yet grouped', async () => {
    const { sent, fixtures } = recordingSent(
      agendaFixtures.data,
      '/agenda/addClass',
      ok({ group: { id: 9, name: '计科2302班', kind: 'class', owner: '李老师', members: 31 } }),
    );
    await openPage('/agenda/addClass', fixtures, { user: teacher });
    const row = (await screen.findByTestId('agenda-classes')).querySelector('[data-class="计科2302班"]') as HTMLElement;
    expect(within(row).getByText('31 名学生')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: '建立班级群' }));
    expect((await within(row).findByRole('status')).textContent).toBe('已建立 计科2302班 班级群，共 31 名成员');
    expect(sent).toEqual([{ classId: 4 }]);
    const taken = screen.getByTestId('agenda-classes').querySelector('[data-class="计科2301班"]') as HTMLElement;
    expect(within(taken).getByRole('link', { name: '已建群，查看' }).getAttribute('href')).toBe('/agenda/classManageDetail?id=3');
  });

  it('removes a member after a confirm and shows who has seen each agenda', async () => {
    const { sent, fixtures } = recordingSent(agendaFixtures.data, '/agenda/removeMember', ok({ group: { ...classGroup.group, members: 31 } }));
    await openPage('/agenda/classManageDetail?id=3', fixtures, { user: teacher });
    const members = await screen.findByTestId('agenda-members');
    const test = screen.getByTestId('agenda-list').querySelector('[data-agenda="12"]') as HTMLElement;
    expect(within(test).getByText('28/32 人已读')).toBeTruthy();
    fireEvent.click(within(members).getByRole('button', { name: '移出 张浩然' }));
    const dialog = await screen.findByTestId('dialog-confirm');
    expect(dialog.textContent).toContain('确定将 张浩然 移出 计科2301班 吗？');
    fireEvent.click(within(dialog).getByRole('button', { name: '移出' }));
    expect(await screen.findByText('已将 张浩然 移出群组')).toBeTruthy();
    expect(sent).toEqual([{ groupId: 3, key: 's:2023010103' }]);
  });

  it('creates a free group of people picked from the search', async () => {
    const { sent, fixtures } = recordingSent(
      agendaFixtures.data,
      '/agenda/createGroup',
      ok({ group: { id: 10, name: '数学建模小组', kind: 'free', owner: '李老师', members: 2 } }),
    );
    await openPage('/agenda/createGroup?q=王', fixtures, { user: teacher });
    await screen.findByTestId('agenda-people');
    fireEvent.click(screen.getByRole('button', { name: '创建群组' }));
    expect((await screen.findByRole('alert')).textContent).toBe('群组名称须为 2 到 20 个字');
    fireEvent.change(screen.getByLabelText('群组名称'), { target: { value: '数学建模小组' } });
    fireEvent.click(screen.getByRole('button', { name: '添加 王小明（计科2301班 2023010101）' }));
    fireEvent.click(screen.getByRole('button', { name: '添加 王老师（教师）' }));
    expect(screen.getByText('已选成员（2）')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '创建群组' }));
    await screen.findByText('群组详情：计科2301班', { exact: false });
    expect(sent).toEqual([{ name: '数学建模小组', members: ['s:2023010101', 'u:teacher'] }]);
  });
});

describe('a group page without a group', () => {
  it.each(['/agenda/classDetail', '/agenda/classManageDetail?id=x'])('%s says so without asking the school', async (path) => {
    const asked: string[] = [];
    await openPage(path, { ...agendaFixtures.data, '/agenda/group': (query) => (asked.push(query.toString()), ok(classGroup)) }, { user: teacher });
    expect(await screen.findByText('没有指定群组')).toBeTruthy();
    expect(asked).toEqual([]);
  });
});

describe('agenda/agendaRemind', () => {
  it('lists the due reminder first and changes one for me', async () => {
    const { sent, fixtures } = recordingSent(agendaFixtures.data, '/agenda/remind', ok(remindSet));
    await openPage('/agenda/agendaRemind', fixtures, { user: student });
    const due = await screen.findByTestId('agenda-due');
    expect(within(due).getByText('高等数学期中测验')).toBeTruthy();
    expect(within(due).getByTestId('agenda-remind-at').textContent).toBe('10:10 开始，请做好准备');
    const meeting = screen.getByTestId('agenda-upcoming').querySelector('[data-agenda="13"]') as HTMLElement;
    expect(within(meeting).getByTestId('agenda-remind-at').textContent).toBe('将于 05-14 18:30 提醒');
    fireEvent.change(within(meeting).getByLabelText('提醒我'), { target: { value: '15' } });
    expect((await within(meeting).findByRole('status')).textContent).toBe('已设置为提前 15 分钟，将于 05-14 18:45 提醒');
    expect(sent).toEqual([{ id: 13, minutes: 15 }]);
  });
});

describe('agenda/manage', () => {
  it('lets the office edit its own school events only, and tells anyone else the page is the office’s', async () => {
    await openPage('/agendaManage/index', agendaFixtures.data, { user: office });
    const list = await screen.findByTestId('agenda-school');
    const open = list.querySelector('[data-agenda="5"]') as HTMLElement;
    expect(within(open).getByText('由 系统管理员 发布')).toBeTruthy();
    expect(within(open).queryByRole('button', { name: '修改' })).toBeNull();
    const finals = list.querySelector('[data-agenda="2"]') as HTMLElement;
    expect(within(finals).getByText('05-18 至 05-22 全天')).toBeTruthy();
    fireEvent.click(within(finals).getByRole('button', { name: '修改' }));
    expect((screen.getByLabelText('日程标题') as HTMLInputElement).value).toBe('期末考试周');
    expect((screen.getByLabelText('结束日期') as HTMLInputElement).value).toBe('2026-05-22');
    cleanup();
    localStorage.clear();
    await openPage('/agendaManage/index', agendaFixtures.data, { user: student });
    expect((await screen.findByTestId('agenda-manage-refused')).textContent).toBe('只有学校办公室可以管理全校日程');
  });
});

describe('agenda/classManage invitations', () => {
  it('shows a group that invited me with its owner, and joins it when I accept', async () => {
    const { sent, fixtures } = recordingSent(agendaFixtures.data, '/agenda/answerInvitation', ok({ groupId: 10, joined: true }));
    await openPage('/agenda/classManage', { ...fixtures, '/agenda/groups': ok(studentGroups) }, { user: student });
    const invited = await screen.findByTestId('agenda-invited');
    expect(within(invited).getByText('数学建模小组')).toBeTruthy();
    expect(within(invited).getByText('李老师 邀请你加入，接受后你会收到该群的日程')).toBeTruthy();
    fireEvent.click(within(invited).getByRole('button', { name: '接受邀请' }));
    await expect.poll(() => sent).toEqual([{ groupId: 10, accept: true }]);
  });

  it('offers a free group to whoever may look people up, and not to a visitor', async () => {
    await openPage('/agenda/classManage', { ...agendaFixtures.data, '/agenda/groups': ok(studentGroups) }, { user: student });
    expect(await screen.findByRole('link', { name: '创建群组' })).toBeTruthy();
    cleanup();
    await openPage('/agenda/classManage', { ...agendaFixtures.data, '/agenda/groups': ok({ ...studentGroups, mayMakeGroups: false }) }, { user: student });
    await screen.findByTestId('agenda-invited');
    expect(screen.queryByRole('link', { name: '创建群组' })).toBeNull();
  });

  it('marks the members who have not accepted yet on the owner’s page', async () => {
    const pending = { ...classGroup, members: [...classGroup.members, { key: 'u:admin', name: '系统管理员', detail: '管理员', invited: true }] };
    await openPage('/agenda/classManageDetail?id=3', { ...agendaFixtures.data, '/agenda/group': ok(pending) }, { user: teacher });
    const members = await screen.findByTestId('agenda-members');
    expect(within(members).getAllByText('待接受')).toHaveLength(1);
    expect(within(members.querySelector('[data-member="u:admin"]') as HTMLElement).getByText('待接受')).toBeTruthy();
  });
});
