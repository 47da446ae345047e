// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Fixtures, describePageStates, openPage, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { rssFixtures, rssSchool, rssUser } from '../fixtures.ts';
import { rssSubscriptionPages } from '../pageStates.ts';

resetPagesAfterEach();

/** The page as a logged-in user. */
const open = (path: string, fixtures: Fixtures) => openPage(path, fixtures, { user: rssUser });

const feedChannels = () =>
  [
    ...new Set(
      within(screen.getByTestId('rss-feed'))
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-channel')),
    ),
  ].sort();

describe('rssSubscription/index', () => {
  it("shows the subscribed channels' items, newest first, and filters by channel", async () => {
    await open('/rssSubscription/index', rssFixtures.data);
    const feed = await screen.findByTestId('rss-feed');
    expect(within(feed).getAllByRole('listitem')).toHaveLength(10);
    expect(feedChannels()).toEqual(['图书馆公告', '教务处通知']);
    expect(within(feed).getAllByRole('link')[0]!.getAttribute('href')).toBe('/rssSubscription/index?item=1');
    // An item without text in the portal opens at its (checked) link, in a new tab.
    const external = within(feed).getByRole('link', { name: /Web of Science/ });
    expect(external.getAttribute('href')).toBe('https://lib.demo.example/news/wos-trial');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.click(screen.getByRole('button', { name: '图书馆公告' }));
    await waitFor(() => expect(feedChannels()).toEqual(['图书馆公告']));
  });

  it('subscribing adds a channel to the feed, unsubscribing takes one out', async () => {
    await open('/rssSubscription/index?tab=channels', rssSchool());
    const channels = await screen.findByTestId('rss-channels');
    expect(
      within(channels)
        .getAllByRole('button', { pressed: true })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['取消订阅 教务处通知', '取消订阅 图书馆公告']);
    fireEvent.click(screen.getByRole('button', { name: '订阅 学工动态' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '取消订阅 学工动态' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: '取消订阅 教务处通知' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '订阅 教务处通知' })).toBeTruthy());
    expect(screen.getByText('已订阅 2 个频道')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '我的订阅' }));
    await waitFor(() => expect(feedChannels()).toEqual(['图书馆公告', '学工动态']));
  });

  it('opens an item with its text sanitized and its original link', async () => {
    await open('/rssSubscription/index?item=1', rssFixtures.data);
    const content = await screen.findByTestId('rich-text');
    expect(content.querySelector('strong')?.textContent).toBe('第 9—10 周');
    expect(content.innerHTML).not.toMatch(/onerror|javascript:/i);
    expect(screen.getByRole('link', { name: '阅读原文' }).getAttribute('href')).toBe('https://jwc.demo.example/notice/2026/0420.html');
    expect(screen.getByRole('link', { name: '返回订阅列表' }).getAttribute('href')).toBe('/rssSubscription/index');
  });

  it('invites a user without subscriptions to the channel list', async () => {
    await open('/rssSubscription/index', rssFixtures.empty);
    expect(await screen.findByText('你还没有订阅任何频道')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去订阅频道' }).getAttribute('href')).toBe('/rssSubscription/index?tab=channels');
  });
});

describePageStates(rssSubscriptionPages.index);
