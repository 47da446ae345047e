/**
 * The photo wall in a real Chromium against the host and sandbox: a student's wrong-type and oversized
 * files are refused before anything is sent; a real PNG is uploaded (upload.index) and a large one scaled
 * down on a canvas and sent as image data (upload.bybase64); both wait in myPhotos as 待审核. Another user
 * likes an approved photo and its count changes, for good. The collection page shows its open campaign.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { encodePng } from '../../../sandbox/kit.ts';
import { scenePng, seedScene } from '../../../sandbox/testing.ts';
import { hasChromium, openPage, phone, logIn, logInAndOpen, browserAndPortalForFile, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

/** A 2400 × 1600 PNG: larger than the widget's 1600 px edge, small in bytes (rows of one colour each). */
const largePng = encodePng(2400, 1600, 'rgb', (y, row) => row.fill(y % 256));

async function pick(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.locator('input[type="file"]').setInputFiles(file);
}

describe.skipIf(!hasChromium())('photo wall in Chromium', () => {
  const env = browserAndPortalForFile();

  it('a student uploads photos after the checks refused bad files, and finds them pending in myPhotos', async () => {
    const context = await env.browser.newContext(phone);
    const { page, errors, dialogs } = await openPage(context);
    const uploads: string[] = [];
    page.on('request', (request) => request.url().includes('/api/upload/') && uploads.push(new URL(request.url()).pathname));
    await logInAndOpen(page, env.portal.url, 'student', '/photowall/uploadPhoto');
    expect(await page.getByTestId('upload-quota').textContent()).toBe('今天还可上传 5 张');

    await pick(page, { name: '成绩单.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
    expect(await page.getByTestId('photo-problem').textContent()).toBe('不支持“成绩单.pdf”的文件类型');
    await pick(page, { name: '超大.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    expect(await page.getByTestId('photo-problem').textContent()).toBe('“超大.png”超过 5 MB，请压缩后再上传');
    await page.getByRole('button', { name: '提交审核' }).click();
    expect(await page.getByText('请填写标题').isVisible()).toBe(true);
    expect(uploads).toEqual([]);

    await pick(page, { name: '晚霞.png', mimeType: 'image/png', buffer: scenePng(seedScene(2)) });
    await page.getByTestId('photo-preview').waitFor();
    expect(await page.getByTestId('photo-problem').count()).toBe(0);
    await page.getByRole('textbox', { name: /标题/ }).fill('图书馆前的晚霞');
    await page.getByRole('textbox', { name: /描述/ }).fill('下课路上拍到的。');
    await page.getByRole('button', { name: '提交审核' }).click();
    const done = page.getByTestId('dialog-alert');
    await done.waitFor();
    expect(await done.textContent()).toContain('已提交，审核通过后将展示在照片墙上');
    await done.getByRole('button').click();
    await page.waitForURL((url) => url.pathname === '/photowall/myPhotos');
    const first = page.getByTestId('my-photos').getByRole('listitem').first();
    await first.getByText('图书馆前的晚霞').waitFor();
    expect(await first.getByText('待审核').isVisible()).toBe(true);
    expect(uploads).toEqual(['/api/upload/index']);

    // A photo larger than 1600 px is scaled down in the page and sent as image data.
    await page.goto(`${env.portal.url}/photowall/uploadPhoto`);
    await pick(page, { name: '全景.png', mimeType: 'image/png', buffer: largePng });
    await page.waitForFunction(() => (document.querySelector('[data-testid="photo-preview"]') as HTMLImageElement | null)?.naturalWidth === 2400);
    await page.getByRole('textbox', { name: /标题/ }).fill('操场全景');
    await page.getByRole('button', { name: '提交审核' }).click();
    await page.getByTestId('dialog-alert').getByRole('button').click();
    await page.getByTestId('my-photos').getByText('操场全景').waitFor();
    expect(uploads).toEqual(['/api/upload/index', '/api/upload/bybase64']);
    const stored = env.portal.sandbox.db.prepare<[], { name: string; type: string }>("SELECT name, type FROM files WHERE owner = 'student' ORDER BY id").all();
    expect(stored.map((f) => [f.name, f.type])).toContainEqual(['全景.jpg', 'image/jpeg']);
    // The wall itself shows approved photos only.
    await page.goto(`${env.portal.url}/photowall/index`);
    await page.getByTestId('photo-wall').waitFor();
    expect(await page.getByTestId('photo-wall').getByText('操场全景').count()).toBe(0);
    expect(errors).toEqual([]);
    expect(dialogs).toEqual([]);
    await context.close();
  });

  it('another user likes an approved photo: the count changes and stays changed', async () => {
    const { page } = await visitPortal(env, '/photowall/index', { as: 'teacher' });
    const like = page.getByTestId('photo-wall').getByRole('listitem').first().getByRole('button', { name: /点赞/ });
    await like.waitFor();
    const before = Number(await like.getByTestId('like-count').textContent());
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    expect(Number(await like.getByTestId('like-count').textContent())).toBe(before + 1);
    await page.reload();
    const again = page.getByTestId('photo-wall').getByRole('listitem').first().getByRole('button', { name: /点赞/ });
    await again.waitFor();
    expect(Number(await again.getByTestId('like-count').textContent())).toBe(before + 1);
    expect(await again.getAttribute('aria-pressed')).toBe('true');
    // Previewing a photo opens the portal's image preview with the real picture decoded.
    await page
      .getByTestId('photo-wall')
      .getByRole('button', { name: /查看大图/ })
      .first()
      .click();
    await page.waitForFunction(() => ((document.querySelector('[data-testid="image-preview"] img') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0);
    await closeCleanly(page);
  });

  it('a visitor sees the open collection campaign and is asked to log in to take part', async () => {
    const { page } = await visitPortal(env, '/photoCollection/index', { device: phone });
    const campaign = page.getByTestId('campaign');
    await campaign.waitFor();
    expect(await campaign.getByRole('heading', { level: 2 }).textContent()).toBe('“我眼中的校园”摄影征集');
    expect(await page.getByTestId('campaign-entries').getByRole('listitem').count()).toBe(7);
    await page.getByRole('button', { name: '登录后投稿' }).click();
    await logIn(page, 'student');
    await page.waitForURL((url) => url.pathname === '/photoCollection/index');
    await page.getByRole('button', { name: '提交作品' }).waitFor();
    await closeCleanly(page);
  });
});
