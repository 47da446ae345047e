/**
 * The micro-station widget in a real Chromium against host + sandbox: the directory of stations →
 * one station's articles page by page → an article with its CMS HTML sanitized → back to the station.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, phone, browserAndPortalForFile, visitPortal, closeCleanly, sanitizedArticle } from '../../../tests/e2e/support/index.ts';

describe.skipIf(!hasChromium())('micro-station widget in Chromium', () => {
  const env = browserAndPortalForFile();

  it('directory → station list (paged) → sanitized article → back', async () => {
    const { page } = await visitPortal(env, '/microStation/index', { waitFor: '[data-testid="station-directory"] li' });
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['学院', '职能部门']);
    expect(await page.locator('[data-testid="station-directory"] li').count()).toBe(10);
    await page.getByRole('searchbox').fill('图书');
    await expect.poll(() => page.locator('[data-testid="station-directory"] li').count()).toBe(1);
    await page.getByRole('searchbox').fill('');

    await page.getByRole('link', { name: /^计算机学院/ }).click();
    await page.waitForSelector('[data-testid="station-articles"] li');
    expect(new URL(page.url()).pathname).toBe('/microStation/list');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('计算机学院');
    expect(await page.locator('[data-testid="station-articles"] li').count()).toBe(10);
    await page.getByRole('button', { name: '下一页' }).click();
    await expect.poll(() => page.getByTestId('pager').textContent()).toContain('第 2 / 3 页');
    await page.getByRole('button', { name: '上一页', exact: true }).click();
    await expect.poll(() => page.getByTestId('pager').textContent()).toContain('第 1 / 3 页');

    await page.getByRole('link', { name: /关于 2026 届本科毕业设计中期检查的通知/ }).click();
    const html = await sanitizedArticle(page, '/microStation/detail', '关于 2026 届本科毕业设计中期检查的通知');
    expect(html).toContain('<li>');
    expect(await page.getByTestId('station-article-meta').textContent()).toContain('计算机学院办公室');
    await page.getByRole('link', { name: '返回计算机学院' }).click();
    await page.waitForSelector('[data-testid="station-articles"] li');
    await closeCleanly(page);
  });

  it('on a phone: a station without articles says so; an unknown station says it is gone', async () => {
    const { page } = await visitPortal(env, '/microStation/index', { device: phone });
    await page.getByRole('link', { name: /^后勤保障部/ }).click();
    await page.waitForSelector('[data-testid="empty"]');
    expect(await page.getByTestId('empty').textContent()).toContain('该微站暂未发布文章');
    await page.goto(`${env.portal.url}/microStation/list?station=999`);
    await page.waitForSelector('[data-testid="no-data"]');
    expect(await page.getByTestId('no-data').textContent()).toContain('该微站不存在或已关闭');
    await closeCleanly(page);
  });
});
