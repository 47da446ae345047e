// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describePageStates, openPage as open, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { failure, ok, recordingAsked, recordingSent } from '../../../runtime/app/testing/fixtureKit.ts';
import { seatDesk, seatFixtures, seatRoom, seatStudent, upcomingBooking } from '../fixtures.ts';
import { seatPages } from '../pageStates.ts';

resetPagesAfterEach();

describe('seat/index', () => {
  it('lists the rooms with their free seats and links, the reader’s booking, and a ban where there is one', async () => {
    await open('/seat/index', seatFixtures.data, { user: seatStudent });
    const rooms = await screen.findByTestId('seat-rooms');
    expect(within(rooms).getAllByRole('listitem')).toHaveLength(3);
    expect(within(rooms).getByText('空闲 52 / 76')).toBeTruthy();
    expect(within(rooms).getAllByRole('link', { name: '选座' })[0]!.getAttribute('href')).toBe('/seat/chooseSeat?roomId=1');
    expect(within(rooms).getByText('你在该自习室多次预约未签到，2026-05-13 09:10 前不能预约')).toBeTruthy();
    const mine = screen.getByTestId('seat-bookings');
    expect(within(mine).getByRole('link', { name: '图书馆三楼自习区 B01' }).getAttribute('href')).toBe('/seat/chooseSeatxinxi?id=7');
    expect(within(mine).getByText('待使用')).toBeTruthy();
  });
});

describe('seat/chooseSeat', () => {
  it('draws the plan: taken seats are not offered, a free one is picked and booked, and only the server’s yes leads on', async () => {
    const { sent, fixtures } = recordingSent(seatFixtures.data, '/seat/book', seatFixtures.data['/seat/book']);
    await open('/seat/chooseSeat?roomId=1', fixtures, { user: seatStudent });
    const plan = await screen.findByTestId('seat-plan');
    expect(within(plan).queryByRole('button', { name: /座位 A01/ })).toBeNull();
    expect(within(plan).getByRole('img', { name: '座位 A01，已被预约，靠窗' })).toBeTruthy();
    expect(within(plan).getByRole('img', { name: '座位 B01，我的预约，靠窗，有插座' })).toBeTruthy();
    const book = screen.getByRole('button', { name: '确认预约' }) as HTMLButtonElement;
    expect(book.disabled).toBe(true);
    fireEvent.click(within(plan).getByRole('button', { name: '座位 A02，空闲，有插座' }));
    expect(screen.getByText('已选座位 A02 · 2026-05-11 16:00–18:00')).toBeTruthy();
    fireEvent.click(book);
    await waitFor(() => expect(sent).toEqual([{ roomId: 1, seatId: 2, day: '2026-05-11', start: '16:00', end: '18:00' }]));
  });

  it('waits for the server: while the booking is on its way it says so, and it never claims success by itself', async () => {
    await open('/seat/chooseSeat?roomId=1', { ...seatFixtures.data, '/seat/book': 'never' }, { user: seatStudent });
    fireEvent.click(await screen.findByRole('button', { name: '座位 A02，空闲，有插座' }));
    fireEvent.click(screen.getByRole('button', { name: '确认预约' }));
    expect((await screen.findByTestId('seat-waiting')).textContent).toBe('正在提交预约，请稍候，结果以服务器确认为准');
    expect((screen.getByRole('button', { name: '正在提交预约…' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText(/预约成功/)).toBeNull();
  });

  it('says the server’s refusal beside the button and asks for the seats again', async () => {
    const refused = { ...seatFixtures.data, '/seat/book': failure(409, '座位 A02 在 16:00–18:00 已被别人预约，请换一个座位或时间') };
    const { asked, fixtures } = recordingAsked(refused, '/seat/room');
    await open('/seat/chooseSeat?roomId=1', fixtures, { user: seatStudent });
    fireEvent.click(await screen.findByRole('button', { name: '座位 A02，空闲，有插座' }));
    fireEvent.click(screen.getByRole('button', { name: '确认预约' }));
    expect(await screen.findByText('座位 A02 在 16:00–18:00 已被别人预约，请换一个座位或时间')).toBeTruthy();
    await waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(2));
  });

  it('asks again for another time, and says when tomorrow’s booking opens', async () => {
    // The plan for the day and time asked, as the sandbox answers it.
    const { asked, fixtures } = recordingAsked(seatFixtures.data, '/seat/room', (query) =>
      ok({ ...seatRoom, window: { day: query.get('day') ?? '2026-05-11', start: query.get('start') ?? '16:00', end: query.get('end') ?? '18:00' } }),
    );
    await open('/seat/chooseSeat?roomId=1', fixtures, { user: seatStudent });
    fireEvent.change(await screen.findByLabelText('结束时间'), { target: { value: '19:00' } });
    await waitFor(() => expect(asked.some((query) => query.get('end') === '19:00')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: /明天 05-12/ }));
    expect(await screen.findByText('2026-05-12 的座位将于 2026-05-11 20:00 开放预约')).toBeTruthy();
  });
});

describe('seat/chooseSeatNew', () => {
  it('lists the free seats by feature and counts the booked ones', async () => {
    await open('/seat/chooseSeatNew?roomId=1', seatFixtures.data, { user: seatStudent });
    const groups = await screen.findByTestId('seat-groups');
    expect(within(groups).getByRole('heading', { name: '靠窗 · 1' })).toBeTruthy();
    expect(within(groups).getByRole('heading', { name: '有插座 · 3' })).toBeTruthy();
    expect(within(groups).getByText('另有 4 个座位在该时段已被预约')).toBeTruthy();
  });
});

describe('seat/detail', () => {
  it('shows the rules of the room’s row, and the desk its code', async () => {
    await open('/seat/detail?id=1', { ...seatFixtures.data, '/seat/room': ok({ ...seatRoom, deskCode: '482913' }) }, { user: seatDesk });
    expect(await screen.findByText('每天 20:00 开放第二天的座位预约')).toBeTruthy();
    expect(screen.getByText('每次最多预约 4 小时')).toBeTruthy();
    expect(within(screen.getByTestId('seat-desk-code')).getByText('482913')).toBeTruthy();
  });
});

describe('seat/chooseSeatcheck', () => {
  it('sends the typed code to check in', async () => {
    const open7 = { ...seatFixtures.data, '/seat/booking': ok({ ...upcomingBooking, state: 'checkInOpen' }) };
    const { sent, fixtures } = recordingSent(open7, '/seat/checkin', seatFixtures.data['/seat/checkin']);
    await open('/seat/chooseSeatcheck?id=7', fixtures, { user: seatStudent });
    fireEvent.change(await screen.findByLabelText('签到码'), { target: { value: '482913' } });
    fireEvent.click(screen.getByRole('button', { name: '签到' }));
    await waitFor(() => expect(sent).toEqual([{ id: 7, code: '482913' }]));
  });
});

describePageStates(seatPages.index);
describePageStates(seatPages.detail);
describePageStates(seatPages.chooseSeat);
describePageStates(seatPages.chooseSeatNew);
describePageStates(seatPages.chooseSeatxinxi);
describePageStates(seatPages.chooseSeatcheck);
