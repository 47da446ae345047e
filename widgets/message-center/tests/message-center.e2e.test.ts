/**
 * The message centre end to end for a student, in Chromium against the real host and sandbox: unread
 * counts per channel; a "新通知" message leads to its notice, and reading the notice drops the count;
 * one message marked read by hand, then all.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, phone, browserAndPortalForFile, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

const unreadTotal = async (page: import('playwright-core').Page) => Number((await page.getByTestId('message-unread-total').textContent())?.match(/\d+/)?.[0]);

describe.skipIf(!hasChromium())('message-center widget in Chromium', () => {
  const env = browserAndPortalForFile();

  it('counts unread messages by channel; reading a notice through its message drops the count; marks one and all read', async () => {
    const { page } = await visitPortal(env, '/message/index', { device: phone, as: 'student' });
    await page.getByTestId('message-list').locator('li').first().waitFor();
    const before = await unreadTotal(page);
    expect(before).toBeGreaterThan(5);
    const noticeTab = page.getByRole('button', { name: /^通知公告/ });
    const noticeUnread = Number(await noticeTab.locator('span').textContent());
    expect(noticeUnread).toBeGreaterThan(0);

    // A new-notice message leads to the notice; reading it reads the message too.
    await noticeTab.click();
    await expect.poll(() => noticeTab.getAttribute('aria-pressed')).toBe('true');
    const unreadNotice = page
      .getByTestId('message-list')
      .locator('li', { has: page.getByTestId('unread-mark') })
      .first();
    const title = (await unreadNotice.getByTestId('message-title').textContent())!;
    expect(title).toMatch(/^新通知：/);
    await unreadNotice.getByRole('link').click();
    await page.getByTestId('message-body').waitFor();
    await page.getByRole('link', { name: '查看详情' }).click();
    await page.waitForSelector('[data-testid="rich-text"]');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title.replace('新通知：', ''));
    await page.goto(`${env.portal.url}/message/index`);
    await page.getByTestId('message-list').locator('li').first().waitFor();
    expect(await unreadTotal(page)).toBe(before - 1);

    // One by hand, then all.
    const firstUnread = page
      .getByTestId('message-list')
      .locator('li', { has: page.getByTestId('unread-mark') })
      .first();
    await firstUnread.getByRole('button', { name: /标为已读/ }).click();
    await expect.poll(() => unreadTotal(page)).toBe(before - 2);
    await page.getByRole('button', { name: '全部已读' }).click();
    await page.getByText(`已将 ${before - 2} 条消息标为已读`).waitFor();
    await expect.poll(() => page.getByTestId('message-unread-total').count()).toBe(0);
    expect(await page.getByTestId('message-list').getByTestId('unread-mark').count()).toBe(0);
    // The school agrees after a reload.
    await page.reload();
    await page.getByTestId('message-list').locator('li').first().waitFor();
    expect(await page.getByTestId('message-unread-total').count()).toBe(0);
    await closeCleanly(page);
  });
});
