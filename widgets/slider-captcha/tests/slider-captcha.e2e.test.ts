/**
 * The slider captcha in Chromium: dragging the piece onto the gap (read from the sandbox's own table,
 * as only the school knows it) with a person's pace passes; dragging it elsewhere fails and that
 * picture cannot be tried again.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, browserAndPortalForFile, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

describe.skipIf(!hasChromium())('slider-captcha widget in Chromium', () => {
  const env = browserAndPortalForFile();
  const latestGap = () => env.portal.sandbox.db.prepare<[], { gap_x: number }>('SELECT gap_x FROM captcha_challenges ORDER BY rowid DESC LIMIT 1').get()!.gap_x;

  async function dragBy(page: Page, pictureX: number) {
    const stage = (await page.getByTestId('captcha-stage').boundingBox())!;
    const handle = (await page.getByTestId('captcha-handle').boundingBox())!;
    const scale = stage.width / 300;
    const from = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let step = 1; step <= 12; step++) {
      await page.mouse.move(from.x + (pictureX * scale * step) / 12, from.y + (step % 2));
      await page.waitForTimeout(40);
    }
    await page.mouse.up();
  }

  it('passes when the piece is dragged onto the gap', async () => {
    const { page } = await visitPortal(env, '/hkhtml/index');
    await page.getByTestId('captcha-handle').waitFor();
    await dragBy(page, latestGap());
    await expect.poll(() => page.getByTestId('captcha-result').getAttribute('data-outcome')).toBe('passed');
    expect(await page.getByTestId('captcha-result').textContent()).toBe('验证通过');
    await closeCleanly(page);
  });

  it('fails when the piece is dropped away from the gap, and offers a new picture', async () => {
    const { page } = await visitPortal(env, '/hkhtml/index');
    await page.getByTestId('captcha-handle').waitFor();
    const gap = latestGap();
    await dragBy(page, gap > 150 ? gap - 60 : gap + 60);
    await expect.poll(() => page.getByTestId('captcha-result').getAttribute('data-outcome')).toBe('failed');
    await page.getByText('拼图位置不对').waitFor();
    const before = await page.locator('[data-testid="captcha-stage"] img').first().getAttribute('src');
    await page.getByRole('button', { name: '换一张' }).click();
    await expect.poll(async () => (await page.locator('[data-testid="captcha-stage"] img').first().getAttribute('src')) !== before).toBe(true);
    await closeCleanly(page);
  });
});
