/**
 * 信息订阅 in a real Chromium against the real host and sandbox: the student's feed holds the items of the
 * channels they subscribe to; subscribing to one adds its items, unsubscribing removes them; an item
 * opens with its text sanitized.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, phone, browserAndPortalForFile, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

describe.skipIf(!hasChromium())('rss subscription in Chromium', () => {
  const env = browserAndPortalForFile();

  it('subscribing and unsubscribing changes the feed', async () => {
    const { page } = await visitPortal(env, '/rssSubscription/index', { device: phone, as: 'student', waitFor: '[data-testid="rss-feed"] li' });
    const feedChannels = () =>
      page.locator('[data-testid="rss-feed"] li').evaluateAll((items) => [...new Set(items.map((li) => li.getAttribute('data-channel')))].sort());
    expect(await feedChannels()).toEqual(['图书馆公告', '教务处通知']);

    await page.getByRole('link', { name: '频道管理' }).click();
    await page.getByRole('button', { name: '订阅 学工动态' }).click();
    await page.waitForSelector('[data-channel="学工动态"] button[aria-pressed="true"]');
    await page.getByRole('button', { name: '取消订阅 教务处通知' }).click();
    await page.waitForSelector('[data-channel="教务处通知"] button[aria-pressed="false"]');

    await page.getByRole('link', { name: '我的订阅' }).click();
    await expect.poll(feedChannels).toEqual(['图书馆公告', '学工动态']);

    // The choice is the user's and is kept by the school: a reload shows the same feed.
    await page.reload();
    await page.waitForSelector('[data-testid="rss-feed"] li');
    expect(await feedChannels()).toEqual(['图书馆公告', '学工动态']);

    await page.locator('[data-testid="rss-feed"] li[data-channel="学工动态"] a').first().click();
    await page.waitForSelector('[data-testid="rich-text"]');
    expect(new URL(page.url()).searchParams.get('item')).toMatch(/^\d+$/);
    await page.getByRole('link', { name: '返回订阅列表' }).click();
    await page.waitForSelector('[data-testid="rss-feed"] li');
    await closeCleanly(page);
  });

  it('a hostile item is shown sanitized', async () => {
    const id = env.portal.sandbox.db.prepare<[], { id: number }>("SELECT id FROM rss_items WHERE title = '防范钓鱼邮件提醒'").get()!.id;
    const { page } = await visitPortal(env, `/rssSubscription/index?item=${id}`, { device: phone, as: 'teacher', waitFor: '[data-testid="rich-text"]' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('防范钓鱼邮件提醒');
    expect(await page.locator('[data-testid="rich-text"]').innerHTML()).not.toMatch(/onerror/i);
    await closeCleanly(page);
  });
});
