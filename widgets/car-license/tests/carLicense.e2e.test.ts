/**
 * The vehicle pass in a real Chromium against the real host and sandbox: 王小明 applies for a pass on his
 * phone (the registration certificate uploaded for real), lands on the application under review, finds it
 * in his list, and cannot apply twice for the same plate while it waits.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, phone, browserAndPortalForFile, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

/** A real PNG (1×1), as a phone's camera would give one, only smaller. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe.skipIf(!hasChromium())('the vehicle pass in Chromium', () => {
  const env = browserAndPortalForFile();

  it('applies for a pass with a photo, sees it under review, and may not apply twice for the plate', async () => {
    const { page } = await visitPortal(env, '/carLicense/savepage', { device: phone, as: 'student', waitFor: 'form[data-form-status="2"]' });

    const fill = async () => {
      await page.getByLabel(/车牌号/).fill('京B5Z901');
      await page.getByRole('radio', { name: '新能源汽车' }).check();
      await page.getByRole('radio', { name: '本人' }).check();
      await page.getByLabel(/行驶证照片/).setInputFiles({ name: '行驶证.png', mimeType: 'image/png', buffer: PNG });
      await page.getByRole('img', { name: '行驶证照片 第 1 张' }).waitFor();
      await page.getByLabel(/联系电话/).fill('13812345678');
      await page.getByLabel(/开始日期/).fill('2026-12-01');
      await page.getByLabel(/结束日期/).fill('2027-06-30');
      await page.getByLabel(/申请事由/).fill('实验室在东校区，需开车往返。');
      await page.getByRole('button', { name: '提交申请' }).click();
      await page.getByTestId('dialog-confirm').getByRole('button', { name: '确定' }).click();
    };
    await fill();
    await page.waitForURL((url) => url.pathname === '/carLicense/lookpage');
    const state = page.getByTestId('car-license-state');
    await state.waitFor();
    expect(await state.textContent()).toContain('保卫处正在审核你的申请');
    expect(await page.getByTestId('car-license-answers').getByRole('img').count()).toBe(1);

    await page.goto(`${env.portal.url}/carLicense/index`);
    const first = page.getByTestId('car-license-list').getByRole('link').first();
    await first.waitFor();
    expect(await first.textContent()).toContain('京B5Z901');
    expect(await first.textContent()).toContain('待审核');

    await page.goto(`${env.portal.url}/carLicense/savepage`);
    await page.waitForSelector('form[data-form-status="2"]');
    await fill();
    await page.getByText('提交失败：该车牌已有待审核的申请，请等待保卫处审核结果').waitFor();
    await closeCleanly(page);
  });
});
