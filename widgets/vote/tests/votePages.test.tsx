// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describePageStates, openPage as open, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { voteFixtures, voteStudent } from '../fixtures.ts';
import { votePages } from '../pageStates.ts';

resetPagesAfterEach();
const asStudent = { user: voteStudent };

describe('vote/index', () => {
  it('lists the votes with their state, deadline and turnout, linking to the ballot and the results that may be read', async () => {
    await open('/vote/index', voteFixtures.data, asStudent);
    const items = within(await screen.findByTestId('vote-list')).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('h2')!.textContent)).toEqual([
      '2026 年度“我心目中的最美教师”评选',
      '第十八届校园十佳歌手大赛网络投票',
      '元旦晚会节目评选',
      '第一食堂就餐满意度调查',
    ]);
    expect(items[1]!.textContent).toContain('已投票');
    expect(items[1]!.textContent).toContain('1269 人参与');
    expect(within(items[0]!).queryByRole('link', { name: '查看结果' })).toBeNull();
    expect(within(items[1]!).getByRole('link', { name: '查看结果' }).getAttribute('href')).toBe('/vote/result?id=1');
  });
});
describePageStates(votePages.index);

describe('vote/detail', () => {
  it('shows the user’s ballot and changes it within the maximum', async () => {
    await open('/vote/detail?id=1', voteFixtures.data, asStudent);
    const ballot = await screen.findByTestId('vote-ballot');
    expect(screen.getByTestId('vote-facts').textContent).toContain('多选，每人最多选 3 项');
    expect((screen.getByLabelText(/张雨桐/) as HTMLInputElement).checked).toBe(true);
    expect(within(ballot).getByText('已选 2 / 3 项')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/王子轩/));
    fireEvent.click(screen.getByLabelText(/刘欣怡/));
    fireEvent.click(screen.getByRole('button', { name: '修改投票' }));
    expect((await screen.findByRole('alert')).textContent).toBe('最多只能选 3 项');
    fireEvent.click(screen.getByLabelText(/刘欣怡/));
    fireEvent.click(screen.getByRole('button', { name: '修改投票' }));
    expect(await screen.findByText('已修改你的投票')).toBeTruthy();
  });

  it('says a single-choice vote hides its results until it closes', async () => {
    await open('/vote/detail?id=2', voteFixtures.data, asStudent);
    await screen.findByTestId('vote-ballot');
    expect(screen.getByText('结果将在投票截止后公布')).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: '查看结果' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '投票' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请至少选择一项');
  });

  it('offers no ballot for a vote not yet open', async () => {
    await open('/vote/detail?id=4', voteFixtures.data, asStudent);
    await screen.findByTestId('vote-ballot');
    expect(screen.getByText(/投票尚未开始/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '投票' })).toBeNull();
  });
});
describePageStates(votePages.detail);

describe('vote/result', () => {
  it('shows the counts as a chart with the share of the voters and the user’s choices', async () => {
    await open('/vote/result?id=1', voteFixtures.data, asStudent);
    const shares = await screen.findByTestId('vote-shares');
    const first = within(shares).getAllByRole('listitem')[0]!;
    expect(first.textContent).toBe('张雨桐我的选择613 票（48.3%）');
    expect(screen.getByTestId('vote-voters').textContent).toBe('共 1269 人参与投票');
  });

  it('shows the school’s words when the results are still hidden', async () => {
    await open('/vote/result?id=2', voteFixtures.data, asStudent);
    expect(await screen.findByText('本投票的结果在投票截止（2026-11-29 10:00）后公布')).toBeTruthy();
  });
});
describePageStates(votePages.result);

describe('vote/myResult', () => {
  it('lists what the user chose', async () => {
    await open('/vote/myResult', voteFixtures.data, asStudent);
    await waitFor(() => expect(screen.getByTestId('vote-chose').textContent).toBe('我的选择：张雨桐、陈思琪'));
  });
});
describePageStates(votePages.myResult);

describe('vote/msg', () => {
  it('gives the organizer’s notice in paragraphs and the rules', async () => {
    await open('/vote/msg?id=1', voteFixtures.data, asStudent);
    const description = await screen.findByTestId('vote-description');
    expect(description.querySelectorAll('p')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '去投票' }).getAttribute('href')).toBe('/vote/detail?id=1');
  });
});
describePageStates(votePages.msg);
