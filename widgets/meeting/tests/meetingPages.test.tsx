// @vitest-environment jsdom
/**
 * The meeting page in each state and its flows: the teacher's notices, upcoming first, with the agenda
 * and his own reply; 请假 needs a reason (checked here), is sent as JSON, and a refusal (the meeting
 * started) shows at the card; the organizer sees every reply and sends a notice (checked, sent as JSON,
 * a room taken refused at the button); no send button for a teacher; the rooms tab with today's and
 * tomorrow's meetings and free time; the second school's own title.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describePageStates, openPage, failure, ok, expectSecondSchoolTitle, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { meetingFixtures, meetingStaff, meetingTeacher, staffNotices } from '../fixtures.ts';
import { meetingPages } from '../pageStates.ts';

resetPagesAfterEach();

describePageStates(meetingPages.index);
// The rooms tab: the same page and answers at ?tab=rooms, showing the rooms.
const roomsTab = {
  ...meetingPages.index,
  path: '/meeting/index?tab=rooms',
  shows: { data: { testId: 'meeting-rooms' }, empty: '还没有登记会议室', en: 'Seats 200', tw: '可容納 30 人' },
};
describePageStates(roomsTab);

const card = async (title: string, list = 'meeting-notices') => (await screen.findByTestId(list)).querySelector(`[data-meeting="${title}"]`) as HTMLElement;

describe('meeting notices (the teacher)', () => {
  it('lists upcoming meetings first with time, room, organizer, agenda and the teacher’s reply', async () => {
    await openPage('/meeting/index', meetingFixtures.data, { user: meetingTeacher });
    const ahead = await screen.findByTestId('meeting-notices');
    expect([...ahead.querySelectorAll('[data-meeting]')].map((one) => one.getAttribute('data-meeting'))).toEqual([
      '教学工作例会',
      '期末考试工作协调会',
      '教职工代表大会筹备会',
    ]);
    const first = await card('教学工作例会');
    expect([...first.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['2026-11-27 14:00–15:30', '行政楼 305 第二会议室', '张老师']);
    expect(within(first).getByText(/三、教学事故认定办法修订/)).toBeTruthy();
    expect(within(first).getByTestId('meeting-my-reply').textContent).toBe('请回复是否参加');
    const attending = await card('期末考试工作协调会');
    expect(within(attending).getByTestId('meeting-my-reply').textContent).toBe('你已回复：参加');
    // Replied: only the other answer is offered until the start.
    expect(within(attending).queryByRole('button', { name: '参加' })).toBeNull();
    expect(within(attending).getByRole('button', { name: '改为请假' })).toBeTruthy();
    // A held meeting takes no reply.
    const held = await card('教学工作例会', 'meeting-held');
    expect(within(held).queryByRole('button', { name: '参加' })).toBeNull();
    expect(screen.queryByRole('button', { name: '发送会议通知' })).toBeNull();
  });

  it('asks for a reason before sending 请假, then sends it as JSON and reloads', async () => {
    const sent: unknown[] = [];
    await openPage(
      '/meeting/index',
      {
        ...meetingFixtures.data,
        '/meeting/reply': (_q, _b, json) => (sent.push(json), ok({ id: 12, reply: { answer: 'leave', reason: '下午在外校监考', at: 0 } })),
      },
      { user: meetingTeacher },
    );
    const first = await card('教学工作例会');
    fireEvent.click(within(first).getByRole('button', { name: '请假' }));
    fireEvent.click(within(first).getByRole('button', { name: '提交请假' }));
    expect((await within(first).findByRole('alert')).textContent).toBe('请假请填写原因');
    fireEvent.change(within(first).getByLabelText('请假原因'), { target: { value: ' 下午在外校监考 ' } });
    fireEvent.click(within(first).getByRole('button', { name: '提交请假' }));
    await expect.poll(() => sent).toEqual([{ id: 12, answer: 'leave', reason: '下午在外校监考' }]);
  });

  it('shows the server’s refusal at the card it was tried on', async () => {
    await openPage('/meeting/index', { ...meetingFixtures.data, '/meeting/reply': failure(409, '会议已经开始，不能再回复') }, { user: meetingTeacher });
    const first = await card('教学工作例会');
    fireEvent.click(within(first).getByRole('button', { name: '参加' }));
    expect((await within(first).findByRole('alert')).textContent).toBe('未成功：会议已经开始，不能再回复');
  });

  it('shows the second school’s own title for the app', () =>
    expectSecondSchoolTitle('/meeting/index', meetingFixtures.data, { user: meetingTeacher }, '会议通知'));
});

describe('meeting notices (the organizer)', () => {
  const staffFixtures = { ...meetingFixtures.data, '/meeting/notices': ok(staffNotices) };

  it('shows the counts and every invitee’s reply', async () => {
    await openPage('/meeting/index', staffFixtures, { user: meetingStaff });
    const mine = await card('教学工作例会');
    expect(within(mine).getByText('我发起的')).toBeTruthy();
    expect(within(mine).getByTestId('meeting-counts').textContent).toBe('应到 3 人：参加 1，请假 1，未回复 1');
    fireEvent.click(within(mine).getByRole('button', { name: '查看回复' }));
    expect([...within(mine).getByTestId('meeting-replies').querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '李老师（教师）：请假（下午在外校监考）',
      '陈老师（辅导员）：参加',
      '刘书记（学院领导）：未回复',
    ]);
  });

  it('sends a notice: checked here, sent as JSON for tomorrow, confirmed', async () => {
    const sent: unknown[] = [];
    await openPage(
      '/meeting/index',
      { ...staffFixtures, '/meeting/send': (_q, _b, json) => (sent.push(json), ok({ id: 21, invited: 2 })) },
      { user: meetingStaff },
    );
    fireEvent.click(await screen.findByRole('button', { name: '发送会议通知' }));
    const form = await screen.findByTestId('meeting-send');
    fireEvent.click(within(form).getByRole('button', { name: '发送通知' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('请填写会议名称');
    fireEvent.change(within(form).getByLabelText('会议名称'), { target: { value: '教学督导反馈会' } });
    fireEvent.change(within(form).getByLabelText('会议室'), { target: { value: '1' } });
    expect((within(form).getByLabelText('日期') as HTMLInputElement).value).toBe('2026-11-27');
    fireEvent.change(within(form).getByLabelText('结束时间'), { target: { value: '16:30' } });
    fireEvent.click(within(form).getByLabelText('辅导员（1 人）'));
    fireEvent.click(within(form).getByLabelText('李老师 · 教师'));
    fireEvent.click(within(form).getByRole('button', { name: '发送通知' }));
    expect((await screen.findByRole('status', { name: '' })).textContent).toBe('已发送“教学督导反馈会”，通知 2 人');
    expect(sent).toEqual([
      { title: '教学督导反馈会', roomId: 1, start: '2026-11-27T15:00', end: '2026-11-27T16:30', agenda: '', roles: ['instructor'], usernames: ['teacher'] },
    ]);
  });

  it('shows a taken room at the send button', async () => {
    await openPage(
      '/meeting/index',
      { ...staffFixtures, '/meeting/send': failure(409, '该会议室在这个时间已被占用：校长办公会（09:00–10:30）') },
      { user: meetingStaff },
    );
    fireEvent.click(await screen.findByRole('button', { name: '发送会议通知' }));
    const form = await screen.findByTestId('meeting-send');
    fireEvent.change(within(form).getByLabelText('会议名称'), { target: { value: '教学督导反馈会' } });
    fireEvent.change(within(form).getByLabelText('会议室'), { target: { value: '1' } });
    fireEvent.change(within(form).getByLabelText('开始时间'), { target: { value: '09:30' } });
    fireEvent.click(within(form).getByLabelText('李老师 · 教师'));
    fireEvent.click(within(form).getByRole('button', { name: '发送通知' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('未成功：该会议室在这个时间已被占用：校长办公会（09:00–10:30）');
  });
});

describe('meeting rooms', () => {
  it('shows each room’s meetings today and tomorrow and its free time', async () => {
    await openPage('/meeting/index?tab=rooms', meetingFixtures.data, { user: meetingTeacher });
    const rooms = await screen.findByTestId('meeting-rooms');
    const first = rooms.querySelector('[data-room="行政楼 201 第一会议室"]') as HTMLElement;
    expect(within(first).getByText('可容纳 30 人')).toBeTruthy();
    const tomorrow = first.querySelector('[data-day="tomorrow"]') as HTMLElement;
    expect(within(tomorrow).getByText('明天 2026-11-27')).toBeTruthy();
    expect(tomorrow.querySelector('li')!.textContent).toBe('09:00–10:30 校长办公会 · 张老师');
    expect(within(tomorrow).getByTestId('meeting-free').textContent).toBe('空闲：08:00–09:00、10:30–21:00');
    expect(screen.getByRole('tab', { name: '会议室' }).getAttribute('aria-selected')).toBe('true');
  });
});
