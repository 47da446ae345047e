/**
 * the staff daily report in a real Chromium against the real host and sandbox, on a school
 * morning (SANDBOX_TIME: before the day's deadline, whenever the test runs): the demo teacher, admin of
 * 计算机科学与技术学院, fills today's report on a phone and sees the unit's count rise by one and its rate
 * change; staff applies to administer 后勤处, the student affairs office approves, and staff's statistics
 * show 后勤处 at once.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, phone, browserAndPortalForFile, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

const MORNING = '2026-11-25T09:30:00+08:00';

describe.skipIf(!hasChromium())('the staff daily report in Chromium', () => {
  const env = browserAndPortalForFile({ env: { SANDBOX_TIME: MORNING } });

  const countsOf = async (page: Page) => {
    const summary = page.getByTestId('daily-summary');
    await summary.waitFor();
    const values = await summary.locator('dd').allTextContents();
    return { members: Number(values[0]), filled: Number(values[1]), rate: values[3] };
  };

  it('the teacher reports on a phone and the unit counts it', async () => {
    const { page } = await visitPortal(env, '/dailyReport/statistics', { device: phone, as: 'teacher' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('计算机科学与技术学院');
    const before = await countsOf(page);
    expect(await page.getByTestId('daily-unfilled').textContent()).toContain('李文博');

    await page.goto(`${env.portal.url}/dailyReport/reportAll`);
    const form = page.locator('form[data-form-status="2"]');
    await form.waitFor();
    const regions = form.locator('select');
    await regions.nth(0).selectOption('110000');
    await regions.nth(1).locator('option[value="110100"]').waitFor({ state: 'attached' });
    await regions.nth(1).selectOption('110100');
    await regions.nth(2).locator('option[value="110108"]').waitFor({ state: 'attached' });
    await regions.nth(2).selectOption('110108');
    await page.getByLabel(/体温/).fill('36.6');
    await page.getByRole('radio', { name: '健康' }).check();
    await page.getByRole('radio', { name: '否' }).check();
    await page.getByRole('button', { name: '提交上报' }).click();
    const confirm = page.getByTestId('dialog-confirm');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('36.6');
    await confirm.getByRole('button', { name: '确定' }).click();
    const done = page.getByTestId('daily-filled');
    await done.waitFor();
    expect(await done.textContent()).toContain('22:00 前可以修改');

    await page.goto(`${env.portal.url}/dailyReport/statistics`);
    const after = await countsOf(page);
    expect(after.filled).toBe(before.filled + 1);
    expect(after.members).toBe(before.members);
    expect(after.rate).not.toBe(before.rate);
    expect(
      await page
        .getByTestId('daily-roster')
        .getByRole('row', { name: /李文博/ })
        .textContent(),
    ).toContain('36.6℃ · 健康');
    await closeCleanly(page);
  });

  it('staff applies for 后勤处, the office approves, and staff sees its statistics', async () => {
    const { page: staff } = await visitPortal(env, '/dailyReport/statistics', { device: phone, as: 'staff' });
    await staff.getByTestId('daily-not-admin').waitFor();
    await staff.getByRole('link', { name: '申请成为单位管理员' }).click();
    await staff.getByTestId('daily-mine').waitFor();
    await staff.locator('#daily-apply-unit').selectOption({ label: '后勤处' });
    await staff.getByLabel('申请理由').fill('负责后勤处职工每日上报的统计与提醒。');
    await staff.getByRole('button', { name: '提交申请' }).click();
    await staff.getByText('申请已提交，请等待学工部审核。').waitFor();
    expect(await staff.getByTestId('daily-mine').locator('li').first().textContent()).toContain('后勤处待审核');

    const { page: manager } = await visitPortal(env, '/dailyReport/applyAdmin', { device: phone, as: 'manager' });
    const row = manager.locator('[data-testid="daily-pending"] li[data-unit="后勤处"]');
    await row.waitFor();
    expect(await row.textContent()).toContain('张老师 申请管理 后勤处');
    await row.getByRole('button', { name: '同意', exact: true }).click();
    await row.waitFor({ state: 'detached' });
    await closeCleanly(manager);

    await staff.goto(`${env.portal.url}/dailyReport/statistics`);
    await staff.getByTestId('daily-summary').waitFor();
    expect(await staff.getByRole('heading', { level: 1 }).textContent()).toBe('后勤处');
    await closeCleanly(staff);
  });
});
