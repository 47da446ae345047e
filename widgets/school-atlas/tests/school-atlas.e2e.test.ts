/** The campus atlas in a real Chromium against the host and sandbox: albums by category → an album's photos → the full-size preview. */
import { describe, expect, it } from 'vitest';
import { hasChromium, phone, browserAndPortalForFile, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

describe.skipIf(!hasChromium())('school atlas in Chromium', () => {
  const env = browserAndPortalForFile();

  it('opens an album and previews its photos', async () => {
    const { page } = await visitPortal(env, '/schoolAtlas/index', { device: phone });
    const albums = page.getByTestId('atlas-albums').getByRole('listitem');
    await albums.first().waitFor();
    expect(await albums.count()).toBe(7);
    await page.getByRole('button', { name: '重大活动' }).click();
    await expect.poll(() => albums.count()).toBe(2);
    await page.getByRole('link', { name: /2026 届毕业典礼/ }).click();
    const photos = page.getByTestId('atlas-photos').getByRole('listitem');
    await photos.first().waitFor();
    expect(await photos.count()).toBe(7);
    expect(new URL(page.url()).searchParams.get('album')).not.toBeNull();
    await page.getByRole('button', { name: '查看大图：拨穗仪式' }).click();
    await page.waitForFunction(() => ((document.querySelector('[data-testid="image-preview"] img') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0);
    expect(await page.getByTestId('image-preview').textContent()).toContain('第 2 张，共 7 张');
    await page.getByRole('button', { name: '关闭' }).click();
    await page.goBack();
    await albums.first().waitFor();
    await closeCleanly(page);
  });
});
