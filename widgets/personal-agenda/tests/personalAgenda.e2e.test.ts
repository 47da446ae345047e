/**
 * The personal agenda in a real Chromium against the real host and sandbox: 王小明 on a phone adds an
 * item with a 15-minute reminder, exports it to his phone's calendar (the .ics file holds its title and
 * the VALARM 15 minutes before), finds it on his week, marks it done; the desktop month grid shows it.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { hasChromium, phone, browserAndPortalForFile, logInAndOpen, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

const TITLE = '数据库原理小组讨论';

describe.skipIf(!hasChromium())('the personal agenda in Chromium', () => {
  const env = browserAndPortalForFile();

  it('a student adds an item with a reminder, downloads its .ics, and finds it on the week and the month', async () => {
    const { page } = await visitPortal(env, '/personalAgenda/add', { device: { ...phone, acceptDownloads: true }, as: 'student' });
    const form = page.getByTestId('agenda-form');
    await form.waitFor();
    await form.getByLabel('标题').fill(TITLE);
    await form.getByLabel('开始时间').fill('20:00');
    await form.getByLabel('结束时间').fill('21:30');
    await form.getByLabel('地点').fill('图书馆 研讨间 3');
    await form.getByLabel('提醒').selectOption({ label: '提前 15 分钟提醒' });
    await form.getByRole('button', { name: '保存' }).click();
    const saved = page.getByTestId('agenda-saved');
    await saved.getByText(`已添加日程：${TITLE}`).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), saved.getByRole('button', { name: '导出到手机日历' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await readFile((await download.path())!, 'utf8');
    expect(ics).toContain(`SUMMARY:${TITLE}`);
    expect(ics).toContain('TRIGGER:-PT15M');
    expect(ics).toContain('LOCATION:图书馆 研讨间 3');

    await saved.getByRole('link', { name: '回到本周日程' }).click();
    const item = page.locator(`[data-testid="agenda-day"] [data-title="${TITLE}"]`);
    await item.waitFor();
    expect(await item.getByText('20:00–21:30').count()).toBe(1);
    await page.getByRole('combobox').first().selectOption('en');
    await page.getByText('Add this week’s').waitFor();
    await page.getByRole('combobox').first().selectOption('zh');
    await item.getByText('已完成').waitFor();
    await item.getByRole('checkbox', { name: '已完成' }).check();
    await expect.poll(() => item.getByRole('checkbox', { name: '已完成' }).isChecked()).toBe(true);

    const month = await visitPortal(env, '/personalAgenda/pcindex', { as: 'student' });
    await month.page.locator(`[data-testid="agenda-day"] [data-title="${TITLE}"]`).waitFor();
    await logInAndOpen(month.page, env.portal.url, 'student', '/personalAgenda/list');
    await month.page.getByTestId('agenda-list').waitFor();
    await month.page.getByRole('combobox').first().selectOption('en');
    await month.page.getByText('upcoming items').waitFor();

    await closeCleanly(page);
    await closeCleanly(month.page);
  });
});
