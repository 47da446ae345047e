/**
 * campus-code in Chromium against host + sandbox: a student's identity code is drawn on the page (read
 * back from the SVG, it is the token the school signed) and refreshes; a teacher's scanner (manual entry,
 * as headless Chromium has no camera or BarcodeDetector) verifies it as the student's; an unknown link
 * is shown, never opened.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, phone, browserAndPortalForFile, qrTextFromSvg, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

async function codeOnPage(page: Page, testId: string): Promise<string> {
  const svg = page.locator(`[data-testid="${testId}"]`);
  await svg.waitFor();
  return qrTextFromSvg((await svg.getAttribute('viewBox'))!, (await svg.locator('path').getAttribute('d'))!);
}

describe.skipIf(!hasChromium())('campus-code widget in Chromium', () => {
  const env = browserAndPortalForFile();

  it('a student shows an identity code that refreshes; a teacher scanning it sees whose it is', async () => {
    const student = await visitPortal(env, '/center/qrcode', { device: phone, as: 'student' });
    const token = await codeOnPage(student.page, 'identity-code');
    expect(token).toMatch(/^CPID1\./);
    expect(await student.page.getByTestId('identity-holder').textContent()).toContain('王小明');
    expect(await student.page.getByTestId('identity-countdown').textContent()).toMatch(/\d+ 秒后自动刷新/);
    await student.page.getByRole('button', { name: '立即刷新' }).click();
    await expect.poll(() => codeOnPage(student.page, 'identity-code')).not.toBe(token);
    const fresh = await codeOnPage(student.page, 'identity-code');

    // The school's copy for another page name: its own heading.
    await student.page.goto(`${env.portal.url}/center/qrcodeBuaa`);
    await student.page.getByRole('heading', { name: '校园身份码' }).waitFor();

    const teacher = await visitPortal(env, '/center/sweepCodeRls', { as: 'teacher' });
    await teacher.page.getByRole('heading', { name: '身份核验' }).waitFor();
    await teacher.page.getByLabel('手动输入').fill(fresh);
    await teacher.page.getByRole('button', { name: '识别' }).click();
    await teacher.page.getByText('身份核验通过').waitFor();
    expect(await teacher.page.getByTestId('verified-holder').textContent()).toContain('王小明');

    // Not an identity code: shown as text, nothing opened.
    await teacher.page.getByRole('button', { name: '继续扫码' }).click();
    await teacher.page.getByLabel('手动输入').fill('https://evil.example/steal');
    await teacher.page.getByRole('button', { name: '识别' }).click();
    await teacher.page.getByText('无法识别的二维码').waitFor();
    expect(new URL(teacher.page.url()).pathname).toBe('/center/sweepCodeRls');
    expect(await teacher.page.locator('a[href^="https://evil"]').count()).toBe(0);

    for (const run of [student, teacher]) {
      expect(run.errors).toEqual([]);
      expect(run.dialogs).toEqual([]);
    }
    await student.page.context().close();
    await teacher.page.context().close();
  });

  it('an empty entry is refused with a message', async () => {
    const { page } = await visitPortal(env, '/center/sweepCode', { as: 'staff' });
    await page.getByRole('button', { name: '识别' }).click();
    await page.getByRole('alert').getByText('请输入码内容').waitFor();
    await closeCleanly(page);
  });
});
