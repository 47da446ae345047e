/**
 * The official account's follow guide and FAQ in Chromium: the follow code is drawn on the page (and
 * says the account's link), the FAQ's categories lead to their questions, an answer is sanitized, the
 * message FAQ lists its category, a search finds questions.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, phone, browserAndPortalForFile, qrTextFromSvg, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

describe.skipIf(!hasChromium())('public-account-help widget in Chromium', () => {
  const env = browserAndPortalForFile();

  it('follow guide → FAQ → category → sanitized answer; message FAQ; search', async () => {
    const { page } = await visitPortal(env, '/publicsso/index', { device: phone });
    const code = page.getByTestId('follow-code');
    await code.waitFor();
    expect(qrTextFromSvg((await code.getAttribute('viewBox'))!, (await code.locator('path').getAttribute('d'))!)).toContain('mp.weixin.qq.com');
    await page.getByRole('heading', { name: '关注“示范大学信息化”' }).waitFor();

    await page.getByRole('link', { name: '查看常见问题' }).click();
    await page.getByTestId('faq-categories').waitFor();
    expect(await page.locator('[data-testid="faq-categories"] a').count()).toBe(5);
    await page.getByRole('link', { name: /^登录与认证/ }).click();
    await page.getByTestId('faq-questions').waitFor();
    expect(new URL(page.url()).pathname).toBe('/publicsso/helpQt');
    await page.getByRole('link', { name: /忘记统一身份认证密码怎么办/ }).click();
    await page.getByTestId('rich-text').waitFor();
    expect(new URL(page.url()).pathname).toBe('/publicsso/helpdetail');
    const html = await page.getByTestId('rich-text').innerHTML();
    expect(html).toContain('自助重置');
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);

    await page.goto(`${env.portal.url}/publicsso/helpIndexmsg`);
    // The heading is drawn by the page frame before the questions arrive: wait for the questions themselves.
    await page.getByRole('heading', { name: '消息推送常见问题' }).waitFor();
    await expect.poll(() => page.locator('[data-testid="faq-questions"] li').count()).toBe(4);

    await page.goto(`${env.portal.url}/publicsso/helpIndex`);
    await page.getByRole('searchbox').fill('扫码登录');
    await page.getByRole('searchbox').press('Enter');
    await page.getByRole('heading', { name: '“扫码登录”的搜索结果' }).waitFor();
    await expect.poll(() => page.locator('[data-testid="faq-questions"] li').count()).toBeGreaterThanOrEqual(2);

    await closeCleanly(page);
  });
});
