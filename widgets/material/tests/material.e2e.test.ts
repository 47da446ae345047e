/**
 * The material widget in a real Chromium against host + sandbox: the paged list with search, a detail
 * with its sanitized description and real attachments, blankdetail without the portal's header and
 * footer, and materialHnu/detail — the same widget through a second app with its own layout and texts.
 */
import type { BrowserContextOptions } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, hasChromium, phone, browserAndPortalForFile, visitPortal, closeCleanly, sanitizedArticle } from '../../../tests/e2e/support/index.ts';

describe.skipIf(!hasChromium())('material widget in Chromium', () => {
  // The PDF preview shows in Chromium's own PDF viewer, which only the full browser has.
  const env = browserAndPortalForFile({ fullBrowser: true });

  /** A fresh context at `path` once `ready` shows; `done` holds that nothing failed or popped up, and closes it. */
  async function visit(options: BrowserContextOptions, path: string, ready: string) {
    const { page } = await visitPortal(env, `${path}`, { device: options });
    await page.waitForSelector(ready);
    const done = async () => {
      await closeCleanly(page);
    };
    return { page, done };
  }

  it('lists page by page, searches, opens a detail with its attachments', async () => {
    const { page, done } = await visit({ ...desktop, acceptDownloads: true }, '/material/index', '[data-testid="material-list"] li');
    expect(await page.locator('[data-testid="material-list"] > li').count()).toBe(10);
    await page.getByRole('button', { name: '下一页' }).click();
    await expect.poll(() => page.locator('[data-testid="material-list"] > li').count()).toBe(6);

    await page.getByRole('searchbox').fill('毕业论文');
    await page.getByRole('searchbox').press('Enter');
    await expect.poll(() => page.locator('[data-testid="material-list"] > li').count()).toBe(2);
    await page.getByRole('link', { name: /本科毕业论文（设计）撰写规范/ }).click();
    const html = await sanitizedArticle(page, '/material/detail', '本科毕业论文（设计）撰写规范');
    expect(html).toContain('<ul>');
    expect(await page.getByTestId('material-facts').textContent()).toContain('教务处');

    const attachments = page.getByTestId('attachments').locator('li');
    expect(await attachments.count()).toBe(3);
    const link = page.getByRole('link', { name: '下载 毕业论文模板.docx' });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('毕业论文模板.docx');
    const served = await page.request.get(`${env.portal.url}${await link.getAttribute('href')}`);
    expect(served.headers()['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect((await served.body()).subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(await page.locator('header.portal-header').isVisible()).toBe(true);
    await done();
  });

  it('blankdetail shows the same material without the portal header and footer', async () => {
    const { page, done } = await visit(phone, '/material/blankdetail?id=8', '[data-testid="rich-text"]');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('本科毕业论文（设计）撰写规范');
    expect(await page.getByTestId('attachments').locator('li').count()).toBe(3);
    expect(await page.locator('header.portal-header').isHidden()).toBe(true);
    expect(await page.locator('footer.portal-footer').isHidden()).toBe(true);
    expect(await page.getByRole('link', { name: '返回资料列表' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '打印' }).isVisible()).toBe(true);
    // Leaving the bare page brings the portal's chrome back.
    await page.goto(`${env.portal.url}/material/detail?id=8`);
    await page.waitForSelector('[data-testid="rich-text"]');
    expect(await page.locator('header.portal-header').isVisible()).toBe(true);
    await done();
  });

  it('materialHnu/detail is the same widget with its own layout, fields and heading', async () => {
    const { page, done } = await visit(desktop, '/materialHnu/detail?id=8', '[data-testid="rich-text"]');
    expect(await page.getByTestId('material-detail').getAttribute('data-layout')).toBe('stacked');
    expect(await page.getByRole('heading', { level: 2, name: /附件下载/ }).isVisible()).toBe(true);
    const facts = await page.getByTestId('material-facts').textContent();
    expect(facts).toContain('教务处');
    expect(facts).not.toContain('毕业论文');
    await page.getByRole('button', { name: '预览 本科毕业论文（设计）撰写规范.pdf' }).click();
    await page.getByTestId('file-viewer').waitFor();
    await expect.poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-extension://'))).toBe(true);
    await page.getByRole('button', { name: '关闭' }).click();
    await page.getByRole('link', { name: '返回资料列表' }).click();
    await page.waitForSelector('[data-testid="material-list"] li');
    expect(new URL(page.url()).pathname).toBe('/materialHnu/index');
    await done();
  });
});
