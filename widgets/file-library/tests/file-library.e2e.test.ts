/**
 * The file-library widget (commonFile/index, file/index) in a real Chromium against host + sandbox: a
 * logged-in student searches a file, downloads it (real PDF bytes and headers), previews a PDF in the
 * in-page viewer (Chromium's PDF viewer really renders it), and the second library lists its own files.
 */
import { describe, expect, it } from 'vitest';
import { desktop, hasChromium, phone, browserAndPortalForFile, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

describe.skipIf(!hasChromium())('file-library widget in Chromium', () => {
  // The PDF preview shows in Chromium's own PDF viewer, which only the full browser has.
  const env = browserAndPortalForFile({ fullBrowser: true });

  it('searches a file, downloads it as a real PDF, previews a PDF in place', async () => {
    const { page } = await visitPortal(env, '/commonFile/index', {
      device: { ...desktop, acceptDownloads: true },
      as: 'student',
      waitFor: '[data-testid="file-list"] li',
    });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('常用文件');
    // 16 files in the common library, 10 a page.
    expect(await page.locator('[data-testid="file-list"] > li').count()).toBe(10);
    expect(await page.getByTestId('pager').textContent()).toContain('第 1 / 2 页');

    await page.getByRole('searchbox').fill('校历');
    await page.getByRole('searchbox').press('Enter');
    await expect.poll(() => page.locator('[data-testid="file-list"] > li').count()).toBe(1);
    expect(await page.locator('[data-testid="file-list"] h2').textContent()).toBe('2025-2026 学年校历');

    const link = page.getByRole('link', { name: '下载 2025-2026学年校历.pdf' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/site\/attach\?file=all\/2026\/[a-z0-9]{16}\.pdf$/);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('2025-2026学年校历.pdf');
    const served = await page.request.get(`${env.portal.url}${href}`);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('application/pdf');
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
    const bytes = await served.body();
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toBe('%%EOF\n');

    await page.getByRole('button', { name: '预览 2025-2026学年校历.pdf' }).click();
    const viewer = page.getByTestId('file-viewer');
    await viewer.waitFor();
    expect(await viewer.locator('iframe').getAttribute('src')).toBe(href);
    expect(await viewer.locator('iframe').getAttribute('sandbox')).toBeNull();
    // Chromium's own PDF viewer loads inside the frame: the file really shows.
    await expect.poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-extension://'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => viewer.count()).toBe(0);

    // A Word file only downloads: no preview offered.
    await page.getByRole('searchbox').fill('申请表');
    await page.getByRole('searchbox').press('Enter');
    await expect.poll(() => page.locator('[data-testid="file-list"] h2').first().textContent()).toContain('申请表');
    const docx = page.getByRole('link', { name: /^下载 .*\.docx$/ }).first();
    const docxResponse = await page.request.get(`${env.portal.url}${await docx.getAttribute('href')}`);
    expect(docxResponse.headers()['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect((await docxResponse.body()).subarray(0, 2).toString('latin1')).toBe('PK');
    expect(await page.getByRole('button', { name: /^预览 .*\.docx$/ }).count()).toBe(0);

    await closeCleanly(page);
  });

  it('file/index lists the other library on a phone, and pages through it', async () => {
    const { page } = await visitPortal(env, '/file/index', { device: phone, as: 'teacher', waitFor: '[data-testid="file-list"] li' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('文件下载');
    expect(await page.locator('[data-testid="file-list"] h2').allTextContents()).toContain('差旅费管理办法');
    await page.getByRole('button', { name: '下一页' }).click();
    await expect.poll(() => page.getByTestId('pager').textContent()).toContain('第 2 / 2 页');
    expect(await page.locator('[data-testid="file-list"] > li').count()).toBe(2);
    await closeCleanly(page);
  });

  it('sends an anonymous visitor to the login page first', async () => {
    const { page } = await visitPortal(env, '/commonFile/index');
    await page.waitForURL((url) => url.pathname === '/api/uc/login');
    expect(new URL(page.url()).searchParams.get('redirect_url')).toContain('/commonFile/index');
    await page.context().close();
  });
});
