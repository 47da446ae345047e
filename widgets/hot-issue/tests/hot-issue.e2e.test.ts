/**
 * 热点问题 in a real Chromium against the real host and sandbox: the overview (categories and most viewed
 * questions), a category's list, a question's detail with its answer sanitized and its view counted;
 * a logged-in reader says whether the answer helped.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, phone, browserAndPortalForFile, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

describe.skipIf(!hasChromium())('hot issues in Chromium', () => {
  const env = browserAndPortalForFile();

  it('overview → category list → detail, for anyone', async () => {
    const { page } = await visitPortal(env, '/hotissue/index', { device: phone, waitFor: '[data-testid="hot-issue-top"] li' });
    expect(await page.locator('[data-testid="hot-issue-top"] li').first().textContent()).toContain('校园卡丢了怎么办？');
    expect(await page.locator('[data-testid="hot-issue-categories"] li').count()).toBe(6);

    await page.getByRole('link', { name: /网络与信息化/ }).click();
    await page.waitForURL((url) => url.pathname === '/hotissue/list' && url.searchParams.get('category') === 'network');
    await page.waitForSelector('[data-testid="hot-issue-list"] li');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('网络与信息化');
    expect(await page.locator('[data-testid="hot-issue-list"] li').count()).toBe(3);

    const views = () =>
      env.portal.sandbox.db.prepare<[], { views: number }>("SELECT views FROM hot_issues WHERE title = '宿舍网络连不上怎么办？'").get()!.views;
    const before = views();
    await page.getByRole('link', { name: /宿舍网络连不上怎么办？/ }).click();
    await page.waitForSelector('[data-testid="rich-text"]');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('宿舍网络连不上怎么办？');
    expect(await page.locator('[data-testid="rich-text"]').innerHTML()).not.toMatch(/<script|onerror|javascript:/i);
    expect(views()).toBe(before + 1);
    expect(await page.getByTestId('hot-issue-feedback').getByRole('button').textContent()).toBe('登录后反馈');
    await closeCleanly(page);
  });

  it('a logged-in reader gives feedback on an answer', async () => {
    const { page } = await visitPortal(env, '/hotissue/detail?id=1', { as: 'student', waitFor: '[data-testid="hot-issue-feedback"]' });
    const helpful = page.getByRole('button', { name: /^有帮助/ });
    expect(await helpful.textContent()).toBe('有帮助 412');
    await helpful.click();
    await expect.poll(() => helpful.getAttribute('aria-pressed')).toBe('true');
    expect(await helpful.textContent()).toBe('有帮助 413');
    await closeCleanly(page);
  });
});
