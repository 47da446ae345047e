// @vitest-environment jsdom
/**
 * The appointment pages in each state and their flows: the spaces by category with their rules; a
 * space's day and slots (taken, own, free leading to the form); the booking form (checked here, confirmed,
 * sent as JSON, the backend's refusal beside the button); a booking's facts and cancelling; a group's
 * attendees; signing in from the QR code's address; the notices; the keeper's approval with a reason,
 * the admin overview, the QR code holding the place's token, the sign-in log; keeper pages refused to a
 * student without a call; the second school's own title.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  describePageStates,
  openPage,
  failure,
  ok,
  type Fixtures,
  qrTextFromSvg,
  expectSecondSchoolTitle,
  resetPagesAfterEach,
} from '../../../runtime/app/testing/index.ts';
import { approvedPending, at, booker, generalAppFixtures, groupBooking, keeper, pending } from '../fixtures.ts';
import { generalAppPages } from '../pageStates.ts';

resetPagesAfterEach();

for (const page of Object.values(generalAppPages)) describePageStates(page);

/** The fixtures with some answers replaced (a function records what was sent). */
const withAnswers = (answers: Fixtures): Fixtures => ({ ...generalAppFixtures.data, ...answers });

async function confirmDialog(button: string) {
  const dialog = await screen.findByTestId('dialog-confirm');
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
}

describe('generalApp/index', () => {
  it('groups the spaces by category, each with its rules, leading to its slots', async () => {
    await openPage('/generalApp/index', generalAppFixtures.data, { user: booker });
    const spaces = await screen.findByTestId('appoint-spaces');
    expect([...spaces.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['研讨室与琴房', '运动场地', '咨询与讲座', '报告厅']);
    const a301 = within(spaces).getByRole('link', { name: /研讨室 A301/u });
    expect(a301.getAttribute('href')).toBe('/generalApp/space?id=1');
    expect(a301.textContent).toContain('开放 08:00–22:00 · 每段 60 分钟 · 可提前 7 天预约');
    expect(a301.textContent).toContain('需审批');
    expect(a301.textContent).toContain('最多 8 人使用');
    const lecture = within(spaces).getByRole('link', { name: /人工智能与未来教育/u });
    expect(lecture.textContent).toContain('每场 100 个名额');
    expect(lecture.textContent).toContain('即约即用');
    // A student sees the booker's pages only.
    expect(screen.queryByRole('link', { name: '待审批' })).toBeNull();
    expect(screen.getByRole('link', { name: '我的预约' }).getAttribute('href')).toBe('/generalApp/myAppointment');
  });

  it('shows the second school’s own title for the app', () =>
    expectSecondSchoolTitle('/generalApp/index', generalAppFixtures.data, { user: booker }, '场馆预约'));
});

describe('generalApp/space', () => {
  it('shows the day’s slots: taken, the user’s own, free ones leading to the form; another day is asked for', async () => {
    const asked: string[] = [];
    const fixtures = withAnswers({
      '/generalApp/slots': (query) => {
        asked.push(query.get('day') ?? '');
        return generalAppFixtures.data['/generalApp/slots'] as ReturnType<typeof ok>;
      },
    });
    await openPage('/generalApp/space?id=1&day=2026-05-12', fixtures, { user: booker });
    const slots = await screen.findByTestId('appoint-slots');
    expect(screen.getByTestId('space-name').textContent).toBe('研讨室 A301');
    expect(within(slots).getByText('14:00–15:00', { exact: false }).textContent).toBe('14:00–15:00已约满');
    expect(within(slots).getByText('16:00–17:00', { exact: false }).textContent).toBe('16:00–17:00我已预约');
    const ten = within(slots).getByRole('link', { name: '10:00–11:00 可预约' });
    expect(ten.getAttribute('href')).toBe(`/generalApp/appoint?id=1&start=${at(12, '10:00')}`);
    expect(within(slots).queryByRole('link', { name: /^14:00/u })).toBeNull();
    expect(screen.getByRole('button', { name: '05-12 周二' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '05-14 周四' }));
    await waitFor(() => expect(asked).toContain('2026-05-14'));
  });
});

describe('generalApp/appoint', () => {
  const path = `/generalApp/appoint?id=1&start=${at(12, '10:00')}`;

  it('checks the purpose here, then confirms and sends the booking as JSON, and opens it', async () => {
    const sent: unknown[] = [];
    const fixtures = withAnswers({
      '/generalApp/book': (_q, _b, json) => {
        sent.push(json);
        return ok({ booking: { ...groupBooking, id: 512, state: 'pending', start: at(12, '10:00'), end: at(12, '12:00') } });
      },
    });
    await openPage(path, fixtures, { user: booker });
    const form = await screen.findByTestId('appoint-form');
    expect(screen.getByTestId('appoint-when').textContent).toBe('2026-05-12 10:00–11:00');
    // 10:00, 11:00 and 12:00 are free; the space allows three in a row.
    const length = within(form).getByRole('combobox', { name: '使用时长' }) as HTMLSelectElement;
    expect([...length.options].map((option) => option.textContent)).toEqual(['1 个时段（60 分钟）', '2 个时段（120 分钟）', '3 个时段（180 分钟）']);
    fireEvent.change(length, { target: { value: '2' } });
    expect(screen.getByTestId('appoint-when').textContent).toBe('2026-05-12 10:00–12:00');
    fireEvent.click(within(form).getByRole('button', { name: '提交预约' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('请填写用途（至少 2 个字）');
    fireEvent.change(within(form).getByLabelText('使用人数（最多 8 人）'), { target: { value: '4' } });
    fireEvent.change(within(form).getByLabelText('用途'), { target: { value: '数据结构课程小组讨论' } });
    fireEvent.change(within(form).getByLabelText('同行人员（选填）'), { target: { value: '李思远、张雨桐\n陈博文' } });
    fireEvent.click(within(form).getByRole('button', { name: '提交预约' }));
    await confirmDialog('提交预约');
    await screen.findByTestId('booking-details');
    expect(sent).toEqual([
      { spaceId: 1, start: at(12, '10:00'), slots: 2, people: 4, purpose: '数据结构课程小组讨论', attendees: ['李思远', '张雨桐', '陈博文'] },
    ]);
  });

  it('shows the backend’s refusal beside the button', async () => {
    await openPage(path, withAnswers({ '/generalApp/book': failure(409, '该时段已被预约，请选择其他时段') }), { user: booker });
    const form = await screen.findByTestId('appoint-form');
    fireEvent.change(within(form).getByLabelText('用途'), { target: { value: '英语口语角' } });
    fireEvent.click(within(form).getByRole('button', { name: '提交预约' }));
    await confirmDialog('提交预约');
    expect((await within(form).findByRole('alert')).textContent).toBe('该时段已被预约，请选择其他时段');
  });
});

describe('generalApp/details and detailsmuc', () => {
  it('shows every fact of the booking and cancels it after a confirmation', async () => {
    const cancelled: unknown[] = [];
    let current = groupBooking;
    const fixtures = withAnswers({
      '/generalApp/booking': () => ok({ booking: current }),
      '/generalApp/cancel': (_q, _b, json) => {
        cancelled.push(json);
        current = { ...groupBooking, state: 'cancelled', canCancel: false };
        return ok({ booking: current });
      },
    });
    await openPage('/generalApp/details?id=1', fixtures, { user: booker });
    const details = await screen.findByTestId('booking-details');
    const fact = (term: string) => details.querySelector(`[data-fact="${term}"]`)?.textContent;
    expect([fact('时间'), fact('地点'), fact('人数'), fact('审批'), fact('签到')]).toEqual([
      '2026-05-12 16:00–18:00',
      '图书馆三楼 A301',
      '4 人',
      '张老师 于 2026-05-11 09:02 审批',
      '未签到',
    ]);
    expect(within(details).getByRole('link', { name: '查看同行人员' }).getAttribute('href')).toBe('/generalApp/detailsmuc?id=1');
    fireEvent.click(within(details).getByRole('button', { name: '取消预约' }));
    await confirmDialog('取消预约');
    await waitFor(() => expect(screen.getByTestId('booking-state').textContent).toBe('已取消'));
    expect(cancelled).toEqual([{ id: 1 }]);
    expect(screen.queryByRole('button', { name: '取消预约' })).toBeNull();
  });

  it('shows a refused cancel beside the button', async () => {
    await openPage('/generalApp/details?id=1', withAnswers({ '/generalApp/cancel': failure(409, '预约已开始或已结束，不能取消') }), { user: booker });
    fireEvent.click(await screen.findByRole('button', { name: '取消预约' }));
    await confirmDialog('取消预约');
    expect((await screen.findByRole('alert')).textContent).toBe('预约已开始或已结束，不能取消');
  });

  it('lists a group booking’s slots and people, the booker first', async () => {
    await openPage('/generalApp/detailsmuc?id=1', generalAppFixtures.data, { user: booker });
    await screen.findByTestId('group-details');
    expect([...screen.getByTestId('group-slots').querySelectorAll('li')].map((li) => li.textContent)).toEqual(['16:00–17:00', '17:00–18:00']);
    expect([...screen.getByTestId('group-people').querySelectorAll('li')].map((li) => li.textContent)).toEqual(['王小明 预约人', '李思远', '张雨桐', '陈博文']);
  });
});

describe('generalApp/myAppointment: sign-in from the QR code', () => {
  it('sends the token of the address and says when the user signed in', async () => {
    const sent: unknown[] = [];
    const fixtures = withAnswers({
      '/generalApp/signin': (_q, _b, json) => {
        sent.push(json);
        return ok({ booking: { ...groupBooking, signedAt: at(12, '16:05'), late: true } });
      },
    });
    await openPage('/generalApp/myAppointment?sign=lib-a301-7f3k2q', fixtures, { user: booker });
    const panel = await screen.findByTestId('sign-panel');
    fireEvent.click(within(panel).getByRole('button', { name: '确认签到' }));
    expect((await within(panel).findByRole('status')).textContent).toBe('签到成功（迟到）：研讨室 A301，签到时间 2026-05-12 16:05');
    expect(sent).toEqual([{ token: 'lib-a301-7f3k2q' }]);
    expect(await screen.findByTestId('mine-list')).toBeTruthy();
  });

  it('shows why a sign-in is refused', async () => {
    await openPage('/generalApp/myAppointment?sign=lib-a301-7f3k2q', withAnswers({ '/generalApp/signin': failure(409, '签到尚未开始，请于 15:45 后签到') }), {
      user: booker,
    });
    fireEvent.click(await screen.findByRole('button', { name: '确认签到' }));
    expect((await screen.findByRole('alert')).textContent).toBe('签到尚未开始，请于 15:45 后签到');
  });
});

describe('generalApp/message and history', () => {
  it('shows the notices with the reason of a rejection', async () => {
    await openPage('/generalApp/message', generalAppFixtures.data, { user: booker });
    const list = await screen.findByTestId('message-list');
    const rejected = list.querySelector('[data-kind="rejected"]')!;
    expect(rejected.textContent).toContain('你预约的学术报告厅未通过审批');
    expect(rejected.textContent).toContain('驳回理由：该时段已安排学院活动，请改约其他时段');
    expect(
      within(list)
        .getByRole('link', { name: /研讨室 A301已通过审批/u })
        .getAttribute('href'),
    ).toBe('/generalApp/details?id=1');
  });

  it('asks for the history scope and shows a late sign-in', async () => {
    await openPage('/generalApp/history', generalAppFixtures.data, { user: booker });
    const list = await screen.findByTestId('history-list');
    expect(list.querySelector('[data-booking="377"]')!.textContent).toContain('2026-05-08 14:00–15:00');
    expect(list.querySelector('[data-booking="352"]')!.textContent).toContain('已驳回');
  });
});

describe('the keeper’s pages', () => {
  it('are refused to a student without a call', async () => {
    let called = 0;
    const fixtures = withAnswers({
      '/generalApp/pending': () => {
        called++;
        return ok(pending);
      },
    });
    for (const page of ['approval', 'appointAdmin', 'AdminDetails?id=1', 'signmanage', 'signlog']) {
      await openPage(`/generalApp/${page}`, fixtures, { user: booker });
      expect(await screen.findByText('该页面仅对场地管理员开放')).toBeTruthy();
      cleanup();
    }
    expect(called).toBe(0);
  });

  it('approval: approves one, needs a reason to reject, shows a refusal on the card', async () => {
    const sent: unknown[] = [];
    const fixtures = withAnswers({
      '/generalApp/decide': (_q, _b, json) => {
        sent.push(json);
        const body = json as { id: number; approve: boolean };
        if (body.id === 418) return failure(409, '该时段已有通过的预约，不能重复批准');
        return ok(approvedPending);
      },
    });
    await openPage('/generalApp/approval', fixtures, { user: keeper });
    const list = await screen.findByTestId('approval-list');
    const first = list.querySelector('[data-booking="415"]') as HTMLElement;
    expect(first.textContent).toContain('李子涵（20231008）');
    fireEvent.click(within(first).getByRole('button', { name: '通过' }));
    expect((await screen.findByTestId('approval-said')).textContent).toBe('已通过 李子涵 的预约：研讨室 A301 2026-05-14 10:00–11:00');
    const second = list.querySelector('[data-booking="418"]') as HTMLElement;
    // The reason is asked beside the buttons (the runtime's DecisionForm): 驳回 without one is refused here.
    fireEvent.click(within(second).getByRole('button', { name: '驳回' }));
    expect(within(second).getByRole('alert').textContent).toBe('请填写驳回理由（至少 2 个字）');
    fireEvent.change(within(second).getByLabelText('驳回理由'), { target: { value: '人数超过场地容量' } });
    fireEvent.click(within(second).getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(within(second).getByRole('alert').textContent).toBe('该时段已有通过的预约，不能重复批准'));
    expect(sent).toEqual([
      { id: 415, approve: true },
      { id: 418, approve: false, reason: '人数超过场地容量' },
    ]);
  });

  it('appointAdmin: the spaces’ rules and the day’s bookings of the address', async () => {
    const asked: string[] = [];
    const fixtures = withAnswers({
      '/generalApp/today': (query) => {
        asked.push(query.get('day') ?? '');
        return generalAppFixtures.data['/generalApp/today'] as ReturnType<typeof ok>;
      },
    });
    await openPage('/generalApp/appointAdmin?day=2026-05-12', fixtures, { user: keeper });
    const day = await screen.findByTestId('admin-day');
    const row = within(await screen.findByTestId('admin-spaces'))
      .getByText('心理咨询')
      .closest('tr')!;
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '心理咨询',
      '学生活动中心 206 心理健康教育中心',
      '09:00–17:00，每段 60 分钟',
      '14 天',
      '需审批',
      '最多 1 人使用',
    ]);
    expect(asked).toContain('2026-05-12');
    expect(screen.getByRole('heading', { name: '2026-05-12 的预约' })).toBeTruthy();
    expect(
      within(day)
        .getByRole('link', { name: /周一诺（20231015）/u })
        .getAttribute('href'),
    ).toBe('/generalApp/AdminDetails?id=412');
  });

  it('signmanage: the QR code holds the address of myAppointment with the place’s token', async () => {
    await openPage('/generalApp/signmanage?id=1', generalAppFixtures.data, { user: keeper });
    const qr = await screen.findByRole('img', { name: '研讨室 A301签到二维码' });
    const text = qrTextFromSvg(qr.getAttribute('viewBox')!, qr.querySelector('path')!.getAttribute('d')!);
    expect(text).toBe(`${window.location.origin}/generalApp/myAppointment?sign=lib-a301-7f3k2q`);
    const list = screen.getByTestId('signboard-list');
    expect([...list.querySelectorAll('li p')].map((p) => p.textContent)).toEqual(['已签到（2026-05-12 08:52）', '迟到签到（2026-05-12 10:09）', '未签到']);
  });

  it('signlog: the sign-ins with late or on time, filtered by place through the address', async () => {
    const asked: Array<string | null> = [];
    const fixtures = withAnswers({
      '/generalApp/signlog': (query) => {
        asked.push(query.get('space'));
        return generalAppFixtures.data['/generalApp/signlog'] as ReturnType<typeof ok>;
      },
    });
    await openPage('/generalApp/signlog', fixtures, { user: keeper });
    const table = await screen.findByTestId('signlog-table');
    const first = table.querySelector('tbody tr')!;
    expect([...first.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '研讨室 A301',
      '刘佳怡',
      '20231029',
      '2026-05-12 10:00',
      '2026-05-12 10:09',
      '迟到',
    ]);
    fireEvent.change(screen.getByRole('combobox', { name: '场地' }), { target: { value: '4' } });
    await waitFor(() => expect(asked).toContain('4'));
  });
});

describe('the sub-navigation declared in widget.json', () => {
  it("shows the keepers' pages to a keeper only, the current page marked", async () => {
    await openPage('/generalApp/appointAdmin', generalAppFixtures.data, { user: keeper });
    const keepers = await screen.findByRole('navigation', { name: /页面导航/ });
    const links = within(keepers).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/generalApp/index',
      '/generalApp/myAppointment',
      '/generalApp/history',
      '/generalApp/message',
      '/generalApp/approval',
      '/generalApp/appointAdmin',
      '/generalApp/signmanage',
      '/generalApp/signlog',
    ]);
    expect(within(keepers).getByRole('link', { current: 'page' }).getAttribute('href')).toBe('/generalApp/appointAdmin');
    cleanup();
    localStorage.clear(); // the keeper's cached permissions (legacy-portal §4) must not serve the booker

    await openPage('/generalApp/myAppointment', generalAppFixtures.data, { user: booker });
    const bookers = await screen.findByRole('navigation', { name: /页面导航/ });
    expect(
      within(bookers)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/generalApp/index', '/generalApp/myAppointment', '/generalApp/history', '/generalApp/message']);
  });

  it("names each link by its page's title in the reader's language", async () => {
    await openPage('/generalApp/myAppointment', generalAppFixtures.data, { user: booker, language: 'en' });
    const nav = await screen.findByRole('navigation', { name: /pages/ });
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
