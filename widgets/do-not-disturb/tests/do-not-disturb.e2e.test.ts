/**
 * Message do-not-disturb end to end, in Chromium against the real host and sandbox: settings checked,
 * saved across midnight, still there after a reload and in the other layout; another user unaffected.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, phone, browserAndPortalForFile, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

describe.skipIf(!hasChromium())('do-not-disturb widget in Chromium', () => {
  const env = browserAndPortalForFile();

  it('validates, saves a window across midnight, and shows it again after a reload and in the classic layout', async () => {
    const { page } = await visitPortal(env, '/newsInterruption/indexV2', { device: phone, as: 'student' });
    await page.getByTestId('dnd-form').waitFor();
    expect(await page.getByTestId('dnd-summary').textContent()).toBe('未开启：所有消息都会正常提醒');
    await page.getByRole('switch', { name: /开启消息免打扰/ }).check();
    await page.getByTestId('dnd-start').fill('23:30');
    await page.getByTestId('dnd-end').fill('23:30');
    await page.getByRole('button', { name: '保存设置' }).click();
    await page.getByText('开始时间和结束时间不能相同').waitFor();
    await page.getByTestId('dnd-end').fill('06:45');
    await page.getByRole('switch', { name: '审批待办' }).uncheck();
    await page.getByRole('switch', { name: '办事进度' }).uncheck();
    await page.getByRole('button', { name: '保存设置' }).click();
    await page.getByText('免打扰设置已保存').waitFor();
    expect(await page.getByTestId('dnd-summary').textContent()).toBe('每天 23:30 — 次日 06:45');

    await page.reload();
    await page.getByTestId('dnd-form').waitFor();
    expect(await page.getByTestId('dnd-start').inputValue()).toBe('23:30');
    expect(await page.getByTestId('dnd-end').inputValue()).toBe('06:45');
    expect(await page.getByRole('switch', { name: '审批待办' }).isChecked()).toBe(false);
    expect(await page.getByRole('switch', { name: '通知公告' }).isChecked()).toBe(true);
    await page.getByText(/^上次保存：/).waitFor();

    await page.goto(`${env.portal.url}/newsInterruption/index`);
    await page.getByTestId('dnd-form').waitFor();
    expect(await page.getByTestId('dnd-summary').textContent()).toBe('每天 23:30 — 次日 06:45');
    expect(await page.getByRole('checkbox', { name: '办事进度' }).isChecked()).toBe(false);
    await closeCleanly(page);

    const teacher = await visitPortal(env, '/newsInterruption/index', { as: 'teacher' });
    await teacher.page.getByTestId('dnd-form').waitFor();
    expect(await teacher.page.getByTestId('dnd-summary').textContent()).toBe('未开启：所有消息都会正常提醒');
    await teacher.page.context().close();
  });
});
