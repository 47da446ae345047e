// @vitest-environment jsdom
/**
 * The leave's pages in each state and their flows: a student's leaves with their chain and what each
 * allows (销假 after a confirm, 延期 checked before it is sent); the instructor's queue (a refusal needs its
 * reason); the statistics' tiles and tables; return registrations, by day for the instructor who confirms
 * arrivals; the legacy paths leaveData/index and backschool/index by the apps' `view`; a second school's title.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describePageStates, openPage, ok, recordingSent, expectSecondSchoolTitle, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { approverFixtures, approverIndexStates, awayLeave, campusLeaveFixtures, expectedReturns, instructorUser, studentUser as user } from '../fixtures.ts';
import { campusLeavePages } from '../pageStates.ts';

resetPagesAfterEach();

for (const page of Object.values(campusLeavePages)) describePageStates(page);
describePageStates(approverIndexStates);

describe('leave/index for a student', () => {
  it('lists my leaves with their state, period and chain, and the rule the backend states', async () => {
    await openPage('/leave/index', campusLeaveFixtures.data, { user });
    const list = await screen.findByTestId('campus-leave-mine');
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => card.querySelector('[data-state]')?.textContent)).toEqual(['审批中', '离校中', '已销假']);
    expect(within(cards[1]!).getByTestId('leave-period').textContent).toBe('2026-11-25 09:00 至 2026-11-26 20:00，共 2 天');
    expect(within(cards[0]!).getByRole('list', { name: '审批流程' }).textContent).toBe('辅导员 陈静：审批中');
    expect(screen.getByTestId('campus-leave-rule').textContent).toBe(
      '审批流程：3 天以内 辅导员；4–14 天 辅导员 → 学院领导；超过 14 天 辅导员 → 学院领导 → 学工部',
    );
    expect(within(cards[0]!).getByRole('button', { name: '撤销申请' })).toBeTruthy();
    expect(within(cards[0]!).queryByRole('button', { name: '我已返校（销假）' })).toBeNull();
    expect(within(cards[2]!).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: '申请离校' }).getAttribute('href')).toBe('/leave/apply');
  });

  it('reports back after a confirm, sending the leave’s id', async () => {
    const { sent, fixtures } = recordingSent(campusLeaveFixtures.data, '/campusLeave/back', ok({ ...awayLeave, state: 'back', backAt: 1_796_060_000 }));
    await openPage('/leave/index', fixtures, { user });
    const away = (await screen.findAllByRole('article'))[1]!;
    fireEvent.click(within(away).getByRole('button', { name: '我已返校（销假）' }));
    const dialog = await screen.findByTestId('dialog-confirm');
    expect(dialog.textContent).toContain('确认已经返回学校？销假时间记为现在。');
    fireEvent.click(within(dialog).getByRole('button', { name: '我已返校（销假）' }));
    expect(await screen.findByText('销假成功')).toBeTruthy();
    expect(sent).toEqual([{ id: 305 }]);
  });

  it('asks for an extension: a time before the end and a missing reason are said before anything is sent', async () => {
    const { sent, fixtures } = recordingSent(
      campusLeaveFixtures.data,
      '/campusLeave/extend',
      ok({ ...awayLeave, extension: { end: '2026-11-28 18:00', reason: '返程车票售罄，改签至后日', days: 4 } }),
    );
    await openPage('/leave/index', fixtures, { user });
    const away = (await screen.findAllByRole('article'))[1]!;
    fireEvent.click(within(away).getByRole('button', { name: '申请延期' }));
    const editor = within(away).getByTestId('campus-leave-extend');
    fireEvent.change(within(editor).getByLabelText('新的返校时间'), { target: { value: '2026-11-26T08:00' } });
    fireEvent.click(within(editor).getByRole('button', { name: '提交延期申请' }));
    expect(within(editor).getByRole('alert').textContent).toBe('新的返校时间应晚于原定的 2026-11-26 20:00');
    fireEvent.change(within(editor).getByLabelText('新的返校时间'), { target: { value: '2026-11-28T18:00' } });
    fireEvent.click(within(editor).getByRole('button', { name: '提交延期申请' }));
    expect(within(editor).getByRole('alert').textContent).toBe('请填写延期理由');
    fireEvent.change(within(editor).getByLabelText('延期理由'), { target: { value: '返程车票售罄，改签至后日' } });
    fireEvent.click(within(editor).getByRole('button', { name: '提交延期申请' }));
    expect(await screen.findByText('延期申请已提交，请等待审批')).toBeTruthy();
    expect(sent).toEqual([{ id: 305, end: '2026-11-28 18:00', reason: '返程车票售罄，改签至后日' }]);
  });
});

describe('leave/index for an approver', () => {
  it('shows each waiting application with its student and extension; a refusal needs a reason; approving sends the decision', async () => {
    const { sent, fixtures } = recordingSent(approverFixtures.data, '/campusLeave/decide', ok(awayLeave));
    await openPage('/leave/index', fixtures, { user: instructorUser });
    const cards = within(await screen.findByTestId('campus-leave-queue')).getAllByRole('article');
    expect(cards[1]!.textContent).toContain('李思雨 · 实习 · 上海市徐汇区');
    expect(within(cards[1]!).getByTestId('leave-extension').textContent).toBe('申请延期至 2026-11-27 18:00（共 8 天）：实习单位项目延期，需多留几天');
    expect(within(cards[1]!).getByRole('list', { name: '审批流程' }).textContent).toContain('第 1 次延期 辅导员 陈静：审批中');
    fireEvent.click(within(cards[0]!).getByRole('button', { name: '不同意' }));
    expect(within(cards[0]!).getByRole('alert').textContent).toBe('不同意时请填写理由');
    expect(sent).toEqual([]);
    fireEvent.click(within(cards[0]!).getByRole('button', { name: '同意' }));
    expect(await screen.findByText('已同意')).toBeTruthy();
    expect(sent).toEqual([{ id: 2, decision: 'approve', note: '' }]);
    expect(screen.getByRole('link', { name: '查看离校统计' }).getAttribute('href')).toBe('/leave/data');
  });
});

describe('leaveData/index', () => {
  it('shows the counts, the classes’ table and who is away, the overdue marked', async () => {
    await openPage('/leaveData/index', campusLeaveFixtures.data, { user: instructorUser });
    const tiles = await screen.findByTestId('campus-leave-tiles');
    expect(
      within(tiles)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['92', '6', '1', '4', '2']);
    const rows = within(screen.getByTestId('campus-leave-units')).getAllByRole('row').slice(1);
    expect(rows.map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent))).toEqual([
      ['计科2301班', '31', '3', '1', '9'],
      ['计科2302班', '30', '2', '0', '7'],
      ['软件2301班', '31', '1', '0', '5'],
    ]);
    const away = within(screen.getByTestId('campus-leave-away')).getAllByRole('row').slice(1);
    expect(away[0]!.textContent).toContain('张浩然');
    expect(away[0]!.lastElementChild?.textContent).toBe('逾期未返');
    expect(screen.getAllByRole('button', { name: /CSV/ })).toHaveLength(2);
  });
});

describe('backschool/index', () => {
  it('a student away sees the note and the registration waiting for its arrival, without a second form', async () => {
    await openPage('/backschool/index', campusLeaveFixtures.data, { user });
    const card = within(await screen.findByTestId('campus-leave-returns')).getByRole('article');
    expect(card.textContent).toContain('预计 2026-11-26 19:30 到校');
    expect(card.textContent).toContain('火车/高铁 G31 · 从浙江省杭州市西湖区出发');
    expect(screen.getByText(/你目前处于请假离校状态/)).toBeTruthy();
    expect(screen.queryByTestId('form-runner')).toBeNull();
  });

  it('the instructor sees the expected returns by day and confirms an arrival', async () => {
    const { sent, fixtures } = recordingSent(
      approverFixtures.data,
      '/campusLeave/arrive',
      ok({ ...expectedReturns.expected[0], arrivedAt: 1_796_060_000, arrivedBy: '陈静' }),
    );
    await openPage('/backschool/index', fixtures, { user: instructorUser });
    const expected = await screen.findByTestId('campus-leave-expected');
    expect(
      within(expected)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['2026-11-25 预计返校 2 人，已到校 1 人', '2026-11-26 预计返校 1 人，已到校 0 人']);
    expect(within(expected).getAllByRole('button', { name: '确认到校' })).toHaveLength(2);
    fireEvent.click(within(expected).getAllByRole('button', { name: '确认到校' })[0]!);
    expect(await screen.findByText('已确认张浩然到校')).toBeTruthy();
    expect(sent).toEqual([{ id: 37 }]);
  });
});

describe('a second school', () => {
  it('Lake College calls the leave app 请销假', async () => {
    await expectSecondSchoolTitle('/leave/index', campusLeaveFixtures.data, { user }, '请销假');
    expect(await screen.findByTestId('campus-leave-mine')).toBeTruthy();
  });
});
