// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { describePageStates, openPage as open, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { detailFixtures, indexFixtures, moderator, publishFixtures, student } from '../fixtures.ts';
import { fleaMarketPages } from '../pageStates.ts';

// The first page load transforms the widget's modules on the fly, on a shared machine: allow it time.
vi.setConfig({ testTimeout: 45_000 });
resetPagesAfterEach();

for (const page of Object.values(fleaMarketPages)) describePageStates(page);

describe('fleaMartket/index and pcindex', () => {
  it('shows prices in yuan with two decimals and a reserved listing marked', async () => {
    await open('/fleaMartket/index', indexFixtures.data, { user: student });
    const list = await screen.findByTestId('market-list');
    const [books, , , fan] = within(list).getAllByRole('listitem');
    expect(within(books!).getByText('¥25.00')).toBeTruthy();
    expect(within(fan!).getByText('已预订')).toBeTruthy();
    expect(within(books!).getByRole('link').getAttribute('href')).toBe('/fleaMartket/detail?id=1');
  });

  it('links the desktop list to the desktop pages', async () => {
    await open('/fleaMartket/pcindex', indexFixtures.data, { user: student });
    const list = await screen.findByTestId('market-list');
    expect(within(list).getAllByRole('link')[0]!.getAttribute('href')).toBe('/fleaMartket/pcdetail?id=1');
    expect(screen.getByRole('link', { name: '发布闲置' }).getAttribute('href')).toBe('/fleaMartket/pcpublish');
  });
});

describe('fleaMartket/detail', () => {
  it('favourites a listing, and shows the contact once the buyer wants it', async () => {
    await open('/fleaMartket/detail?id=3', detailFixtures.data, { user: student });
    await screen.findByTestId('market-listing');
    expect(screen.queryByText('微信 lamp2026')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '收藏' }));
    expect(await screen.findByRole('button', { name: '取消收藏' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '我想要' }));
    expect(await screen.findByText('微信 lamp2026')).toBeTruthy();
  });

  it('gives the seller the reserve and sold buttons and who wants it', async () => {
    await open('/fleaMartket/detail?id=9', detailFixtures.data, { user: student });
    await screen.findByTestId('market-listing');
    expect(screen.getByText('林晓雨')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '标记为已预订' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('已标记为已预订')).toBeTruthy();
  });

  it('asks the moderator for a reason before taking a listing down', async () => {
    await open('/fleaMartket/detail?id=4', detailFixtures.data, { user: moderator });
    await screen.findByTestId('market-moderate');
    fireEvent.click(screen.getByRole('button', { name: '下架' }));
    expect(await screen.findByText('请填写下架原因')).toBeTruthy();
  });
});

describe('fleamarket/publish', () => {
  it('refuses a price that is not yuan with at most two decimals, before sending', async () => {
    await open('/fleamarket/publish', publishFixtures.data, { user: student });
    const price = await screen.findByRole('textbox', { name: '价格（元）' });
    fireEvent.change(price, { target: { value: '12.345' } });
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByText('价格只能是数字，最多两位小数')).toBeTruthy();
    expect(screen.getByText('请填写商品名称')).toBeTruthy();
  });
});
