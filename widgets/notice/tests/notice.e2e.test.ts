/**
 * The notice centre end to end for a student, in Chromium against the real host and sandbox: the list
 * of their notices (paged, unread marked, the seeded CMS notice's hostile markup harmless), the reminder
 * of important notices confirmed one by one, and a visitor kept out.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, phone, scrollToListFoot, browserAndPortalForFile, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

describe.skipIf(!hasChromium())('notice widget in Chromium', () => {
  const env = browserAndPortalForFile();

  it('lists the student’s notices with paging and opens one sanitized', async () => {
    const { page } = await visitPortal(env, '/notice/index', { as: 'student' });
    const items = page.getByTestId('notice-list').locator('li');
    await items.first().waitFor();
    expect(await items.count()).toBe(10);
    expect(await page.getByTestId('notice-counts').textContent()).toMatch(/^共 12 条 · 未读 \d+ 条$/);
    await scrollToListFoot(page);
    await expect.poll(() => items.count()).toBe(12);
    await page.getByText('没有更多了').waitFor();

    await page.getByRole('link', { name: /图书馆电子资源试用通知/ }).click();
    await page.waitForSelector('[data-testid="rich-text"]');
    const html = await page.getByTestId('rich-text').innerHTML();
    expect(html).toContain('ScienceDirect');
    expect(html).not.toMatch(/<script|onerror|onload|ontoggle|javascript:|<iframe|<base|<meta/i);
    await closeCleanly(page);
  });

  it('reminds of important notices and takes the confirmations, on a phone', async () => {
    const { page } = await visitPortal(env, '/notice/index', { device: phone, as: 'student' });
    const banner = page.getByTestId('notice-pending-tips');
    expect(await banner.textContent()).toContain('你有 2 条重要通知待确认');
    await banner.getByRole('link', { name: '去确认' }).click();
    const tip = page.getByTestId('notice-tip');
    await tip.getByTestId('rich-text').waitFor();
    expect(await tip.getByRole('heading', { level: 2 }).textContent()).toBe('校园网认证系统升级维护公告');
    await tip.getByRole('button', { name: '确认知晓' }).click();
    await page.getByText('请先勾选“我已认真阅读以上通知”').waitFor();
    await tip.getByRole('checkbox').check();
    await tip.getByRole('button', { name: '确认知晓' }).click();
    await tip.getByText('第 2 条，共 2 条').waitFor();
    await expect.poll(() => tip.getByRole('heading', { level: 2 }).textContent()).toBe('关于做好2027年寒假学生离校工作的通知');
    await tip.getByRole('checkbox').check();
    await tip.getByRole('button', { name: '确认知晓' }).click();
    await page.getByTestId('notice-tips-done').waitFor();
    await page.getByRole('link', { name: '查看全部通知' }).click();
    await page.getByTestId('notice-list').locator('li').first().waitFor();
    await expect.poll(() => page.getByTestId('notice-pending-tips').count()).toBe(0);
    const width = await page.getByTestId('notice-list').evaluate((list) => list.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(390);
    await closeCleanly(page);
  });

  it('keeps a visitor out: no entry, no page, and the school refuses too', async () => {
    const { page } = await visitPortal(env, '/polymerization/homepage', { device: phone, as: 'visitor', waitFor: '[data-app="news"]' });
    expect(await page.locator('[data-app="notice"]').count()).toBe(0);
    await page.goto(`${env.portal.url}/notice/index`);
    await page.waitForSelector('[data-testid="no-permission"]');
    const answer = await page.evaluate(async () => (await fetch('/api/notice/list', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })).json());
    expect(answer).toMatchObject({ e: 403, m: '你没有查看通知公告的权限' });
    await page.context().close();
  });
});
