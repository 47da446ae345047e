// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { describePageStates, openPage as open, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { detailFixtures, indexFixtures, publishFixtures, reviewer, student } from '../fixtures.ts';
import { lostFoundPages } from '../pageStates.ts';
import { reviewQueue } from '../reviewerStates.ts';

// The first page load transforms the widget's modules on the fly, on a shared machine: allow it time.
vi.setConfig({ testTimeout: 45_000 });
resetPagesAfterEach();

describePageStates(lostFoundPages.index);
describePageStates(reviewQueue);
describePageStates(lostFoundPages.detail);
describePageStates(lostFoundPages.publish);

describe('found/index', () => {
  it('shows lost items with their place and day, and the tabs a student has', async () => {
    await open('/found/index', indexFixtures.data, { user: student });
    const list = await screen.findByTestId('lost-found-list');
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('丢失校园卡一张')).toBeTruthy();
    expect(within(first).getByText('第二食堂二楼')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '待审核' })).toBeNull();
    expect(screen.getByRole('link', { name: '我的发布' }).getAttribute('href')).toBe('/found/index?tab=mine');
  });

  it('shows my posts with their state', async () => {
    await open('/found/index?tab=mine', indexFixtures.data, { user: student });
    const list = await screen.findByTestId('lost-found-list');
    expect(within(list).getByText('待审核')).toBeTruthy();
    expect(within(list).getByText('未通过')).toBeTruthy();
    expect(within(list).getByText('已解决')).toBeTruthy();
  });

  it('gives the reviewer the queue of posts waiting for review', async () => {
    await open('/found/index', indexFixtures.data, { user: reviewer });
    expect((await screen.findByRole('link', { name: '待审核' })).getAttribute('href')).toBe('/found/index?tab=review');
  });
});

describe('found/detail', () => {
  it('lets the author mark a published post solved', async () => {
    await open('/found/detail?id=14', detailFixtures.data, { user: student });
    fireEvent.click(await screen.findByRole('button', { name: '已归还失主' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('已标记为已解决')).toBeTruthy();
  });

  it('asks the reviewer for a reason before rejecting', async () => {
    await open('/found/detail?id=13', detailFixtures.data, { user: reviewer });
    await screen.findByTestId('lost-found-review-form');
    fireEvent.click(screen.getByRole('button', { name: '不通过' }));
    expect(await screen.findByText('请填写未通过的原因')).toBeTruthy();
  });
});

describe('found/publish', () => {
  it('says how card categories work and stops a card number before sending', async () => {
    await open('/found/publish', publishFixtures.data, { user: student });
    const category = await screen.findByRole('combobox', { name: '物品类别' });
    fireEvent.change(category, { target: { value: 'idCard' } });
    expect(screen.getByText(/请勿填写证件号码/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '物品名称' }), { target: { value: '身份证 11010119990307123X' } });
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
    expect(await screen.findByText(/请不要填写身份证号码/)).toBeTruthy();
    expect(screen.getByText('请填写地点')).toBeTruthy();
  });
});
