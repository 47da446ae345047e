/**
 * the health report in a real Chromium against the real host and sandbox, on a school morning
 * (SANDBOX_TIME: before the day's deadline, whenever the test runs): the instructor sees 王小明 among those
 * who have not reported; 王小明 reports a fever on his phone (his location with his consent); the
 * instructor sees one more report, one more abnormal, and 王小明 no longer waiting; the office's graded
 * view counts it in his college.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, phone, browserAndPortalForFile, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

const MORNING = '2026-11-25T09:30:00+08:00';

describe.skipIf(!hasChromium())('the daily health report in Chromium', () => {
  const env = browserAndPortalForFile({ env: { SANDBOX_TIME: MORNING } });

  const countsOf = async (page: Page) => {
    const summary = page.getByTestId('health-summary');
    await summary.waitFor();
    const values = await summary.locator('dd').allTextContents();
    return { filled: Number(values[1]), abnormal: Number(values[4]) };
  };

  it('a student reports a fever; the instructor and the office see it counted', async () => {
    const { page: instructor } = await visitPortal(env, '/epideState/instructor', { device: phone, as: 'instructor' });
    const before = await countsOf(instructor);
    expect(await instructor.getByTestId('health-unfilled').textContent()).toContain('王小明');

    const { page } = await visitPortal(env, '/epideState/index', {
      device: { ...phone, geolocation: { latitude: 39.9912, longitude: 116.3105, accuracy: 25 }, permissions: ['geolocation'] },
      as: 'student',
      waitFor: 'form[data-form-status="2"]',
    });
    await page.getByLabel(/今日体温/).fill('37.8');
    await page.getByRole('radio', { name: '发热（≥37.3℃）' }).check();
    await page.getByLabel(/症状说明/).fill('低烧，已到校医院就诊');
    await page.getByRole('radio', { name: '在校' }).check();
    await page.getByRole('button', { name: '获取当前位置' }).click();
    await page.getByText(/已获取位置：纬度 39.9912/).waitFor();
    await page.getByLabel(/联系电话/).fill('13812345678');
    await page.getByRole('button', { name: '提交打卡' }).click();
    const confirm = page.getByTestId('dialog-confirm');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('37.8');
    await confirm.getByRole('button', { name: '确定' }).click();
    const done = page.getByTestId('health-filled');
    await done.waitFor();
    expect(await done.textContent()).toContain('你报告了异常情况');
    await closeCleanly(page);

    await instructor.reload();
    const after = await countsOf(instructor);
    expect(after).toEqual({ filled: before.filled + 1, abnormal: before.abnormal + 1 });
    // The list may be gone altogether (全部学生已打卡): read what is there, without waiting for it.
    expect((await instructor.locator('[data-testid="health-unfilled"] li').allTextContents()).join()).not.toContain('王小明');
    await instructor
      .getByTestId('health-abnormal')
      .getByRole('link', { name: /王小明/ })
      .click();
    await instructor.getByTestId('health-report-answers').waitFor();
    expect(await instructor.getByTestId('health-report-answers').textContent()).toContain('低烧，已到校医院就诊');
    await instructor.context().close();

    const { page: manager } = await visitPortal(env, '/epideState/fenji', { device: phone, as: 'manager' });
    await manager.getByRole('link', { name: '计算机科学与技术学院' }).click();
    await manager.waitForURL((url) => url.searchParams.has('collegeId'));
    const row = manager.getByTestId('health-units').getByRole('row', { name: /计科2301班/ });
    expect(Number((await row.locator('td').nth(3).textContent()) ?? 0)).toBeGreaterThanOrEqual(1);
    await manager.context().close();
  });
});
