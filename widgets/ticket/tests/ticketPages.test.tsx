// @vitest-environment jsdom
/**
 * The ticket pages against their fixtures: every label's state; the countdown on the server's clock
 * whatever the phone's says; choosing a seat; waiting while a grab is in flight and never "success"
 * before the server said so; subscribing; the held ticket's form; the prerequisite; the door's check.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describePageStates, failure, ok, openPage as open, recordingSent, resetPagesAfterEach, type Fixtures } from '../../../runtime/app/testing/index.ts';
import { checkedIn, lectureTicket, ticketChecker, ticketDetails, ticketFixtures, ticketStudent } from '../fixtures.ts';
import { ticketPages } from '../pageStates.ts';
import { clockOffset, countdownParts } from '../pages/serverClock.ts';

resetPagesAfterEach();

describePageStates(ticketPages.index);
describePageStates(ticketPages.detail);
describePageStates(ticketPages.success);
describePageStates(ticketPages.check);

const asStudent = { user: ticketStudent };

describe('the server clock', () => {
  it('keeps server − phone, reading the answer at the middle of the round trip', () => {
    // The phone is five minutes fast: it asked at 10:05:00.000 and heard at 10:05:00.400 by its clock.
    const phone = Date.UTC(2026, 10, 25, 2, 5);
    expect(clockOffset(Date.UTC(2026, 10, 25, 2, 0, 0, 200), phone, phone + 400)).toBe(-300_000);
    expect(countdownParts(270_000)).toEqual({ days: 0, time: '00:04:30' });
    expect(countdownParts(2 * 86_400_000 + 3_601_000)).toEqual({ days: 2, time: '01:00:01' });
  });
});

describe('ticket/index', () => {
  it('shows each event with its state and label, and the student’s own tickets', async () => {
    await open('/ticket/index', ticketFixtures.data, asStudent);
    const list = await screen.findByTestId('ticket-events');
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    for (const label of [
      '抢票中',
      '余票 63/200',
      '活动未开始 请订阅',
      '已抢光 请订阅',
      '已结束',
      '前置活动',
      '信息采集',
      '我的票 · 已出票',
      '我的票 · 已检票',
    ]) {
      expect(within(list).getAllByText(label).length, label).toBeGreaterThan(0);
    }
    expect(
      within(list)
        .getByRole('link', { name: /新年音乐会/ })
        .getAttribute('href'),
    ).toBe('/ticket/detail?id=3');
  });
});

describe('ticket/detail', () => {
  it('counts down to the opening by the server’s clock, whatever the phone’s says, with the grab button off', async () => {
    await open('/ticket/detail?id=1', ticketFixtures.data, asStudent);
    const countdown = await screen.findByTestId('ticket-countdown');
    // The fixtures' server stands days away from this machine's clock: the count is still 4.5 minutes.
    expect(within(countdown).getByText(/^距开抢还有 00:04:[23]\d$/)).toBeTruthy();
    expect(screen.getByText('活动未开始抢票，可先订阅，开抢前不会错过。')).toBeTruthy();
    expect((screen.getByRole('button', { name: '抢票' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: '订阅' })).toBeTruthy();
  });

  it('asks for a seat, shows the taken ones, waits while the grab is in flight and never says success before the server', async () => {
    const { sent, fixtures } = recordingSent<unknown>(ticketFixtures.data, '/ticket/grab', ok({}));
    await open('/ticket/detail?id=3', { ...fixtures, '/ticket/grab': 'never' }, asStudent);
    await screen.findByTestId('ticket-seat-map');
    const grab = screen.getByRole('button', { name: '抢票' }) as HTMLButtonElement;
    expect(grab.disabled).toBe(true);
    expect((screen.getByRole('button', { name: '5 排 8 座（已售）' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '3 排 9 座' }));
    expect(screen.getByText('已选：3 排 9 座')).toBeTruthy();
    expect(grab.disabled).toBe(false);
    fireEvent.click(grab);
    expect(await screen.findByTestId('ticket-waiting')).toBeTruthy();
    expect(screen.getByRole('button', { name: '正在抢票…' })).toBeTruthy();
    expect(screen.queryByTestId('ticket-success')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('after the server said yes, shows the ticket with its redemption code on the success page', async () => {
    const grabbed = { ...lectureTicket, id: 903, eventId: 3, code: 'P4ZK8N3QWT', seat: { row: 3, seat: 9 } };
    let mine = false;
    const { sent, fixtures } = recordingSent<unknown>(ticketFixtures.data, '/ticket/grab', () => {
      mine = true;
      return ok({ ticket: grabbed });
    });
    const detail: Fixtures[string] = (query) =>
      mine && query.get('id') === '3' ? ok({ ...ticketDetails[3], mine: grabbed }) : ok(ticketDetails[Number(query.get('id'))]);
    await open('/ticket/detail?id=3', { ...fixtures, '/ticket/detail': detail }, asStudent);
    fireEvent.click(await screen.findByRole('button', { name: '3 排 9 座' }));
    fireEvent.click(screen.getByRole('button', { name: '抢票' }));
    expect((await screen.findByTestId('ticket-success')).textContent).toBe('抢票成功');
    expect(screen.getByTestId('ticket-code').textContent).toBe('P4ZK8N3QWT');
    expect(screen.getByRole('img', { name: '兑换码二维码：P4ZK8N3QWT' })).toBeTruthy();
    expect(screen.getByText('3 排 9 座')).toBeTruthy();
    expect(sent).toEqual([{ id: 3, seat: { row: 3, seat: 9 } }]);
  });

  it('says the refusal in the server’s words and stays on the page', async () => {
    const fixtures = { ...ticketFixtures.data, '/ticket/grab': failure(409, '票已抢光，可订阅退票提醒，有票回流时通知你') };
    await open('/ticket/detail?id=3', fixtures, asStudent);
    fireEvent.click(await screen.findByRole('button', { name: '3 排 9 座' }));
    fireEvent.click(screen.getByRole('button', { name: '抢票' }));
    expect((await screen.findByRole('alert')).textContent).toBe('票已抢光，可订阅退票提醒，有票回流时通知你');
    expect(screen.queryByTestId('ticket-success')).toBeNull();
  });

  it('sold out: 已抢光, subscribed, and 取消订阅 sends off', async () => {
    const { sent, fixtures } = recordingSent<unknown>(ticketFixtures.data, '/ticket/subscribe', ok({ id: 4, subscribed: false }));
    await open('/ticket/detail?id=4', fixtures, asStudent);
    expect(await screen.findByTestId('ticket-sold-out')).toBeTruthy();
    expect(screen.getByText('已订阅：有票回流时会通过消息通知你')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '抢票' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '取消订阅' }));
    await waitFor(() => expect(sent).toEqual([{ id: 4, on: false }]));
  });

  it('a held place shows its information form and how long it is kept', async () => {
    await open('/ticket/detail?id=6', ticketFixtures.data, asStudent);
    const hold = await screen.findByTestId('ticket-hold');
    expect(within(hold).getByText(/^名额已为你保留至 \d\d:\d\d，请填写以下信息；超时未提交将自动释放$/)).toBeTruthy();
    expect(within(hold).getByLabelText(/本人手机号/)).toBeTruthy();
    expect(within(hold).getByRole('button', { name: '提交并出票' })).toBeTruthy();
  });

  it('an event with a prerequisite names it, links to it and keeps the grab off', async () => {
    await open('/ticket/detail?id=5', ticketFixtures.data, asStudent);
    const note = await screen.findByTestId('ticket-prerequisite');
    expect(note.textContent).toContain('前置活动：需先持有「“人工智能与未来教育”名家讲座」的票');
    expect(within(note).getByRole('link', { name: '去抢前置活动的票' }).getAttribute('href')).toBe('/ticket/detail?id=2');
    expect((screen.getByRole('button', { name: '抢票' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('my ticket: its code and 退票 inside the window', async () => {
    await open('/ticket/detail?id=2', ticketFixtures.data, { user: ticketStudent, language: 'en' });
    expect((await screen.findByTestId('ticket-code')).textContent).toBe('K7QX4M2P9A');
    expect(screen.getByRole('button', { name: 'Refund' })).toBeTruthy();
  });
});

describe('ticket/check', () => {
  it('checks a typed code in; a second check says when and by whom; a refusal says why', async () => {
    const answers = [ok(checkedIn), ok({ ...checkedIn, outcome: 'already' }), failure(409, '这张票属于「新年音乐会」，不是本场活动')];
    const { sent, fixtures } = recordingSent<unknown>(ticketFixtures.data, '/ticket/check', (_body, all) => answers[all.length - 1]!);
    await open('/ticket/check?event=2', fixtures, { user: ticketChecker });
    const input = await screen.findByLabelText('兑换码');
    fireEvent.change(input, { target: { value: 'k7qx4 m2p9a' } });
    fireEvent.click(screen.getByRole('button', { name: '检票' }));
    const result = await screen.findByTestId('ticket-check-result');
    expect(within(result).getByText('检票成功')).toBeTruthy();
    expect(result.querySelector('[data-fact="holder"]')!.textContent).toBe('王小明');
    fireEvent.change(input, { target: { value: 'K7QX4M2P9A' } });
    fireEvent.click(screen.getByRole('button', { name: '检票' }));
    expect(await screen.findByText(/^该票已于 11-25 10:00:00 由 陈立峰 检票，请勿重复入场$/)).toBeTruthy();
    fireEvent.change(input, { target: { value: 'WXM8K3QZ5P' } });
    fireEvent.click(screen.getByRole('button', { name: '检票' }));
    expect((await screen.findByRole('alert')).textContent).toBe('这张票属于「新年音乐会」，不是本场活动');
    expect(sent).toEqual([
      { event: 2, code: 'k7qx4 m2p9a' },
      { event: 2, code: 'K7QX4M2P9A' },
      { event: 2, code: 'WXM8K3QZ5P' },
    ]);
  });

  it('tells anyone else the door is the checkers’', async () => {
    await open('/ticket/check', ticketFixtures.data, asStudent);
    expect((await screen.findByTestId('ticket-not-checker')).textContent).toBe('只有检票员可以检票。');
  });
});
