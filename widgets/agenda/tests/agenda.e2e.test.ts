/**
 * Agendas in a real Chromium against the real host and sandbox, two accounts at once: 李老师 (teacher,
 * desktop) publishes to 计科2301班 for tomorrow 14:00 with a 30-minute reminder; 王小明 (student, phone)
 * sees it on his week, sets his own reminder to 15 minutes on agendaRemind and exports it: the .ics file
 * downloaded carries the title and a 15-minute alarm.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { hasChromium, phone, browserAndPortalForFile, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';
import { addDays, dayOf } from '../../../runtime/app/index.ts';

const TITLE = '班会：期中考试总结';
/** The China day after today: `2026-11-27`. */
const tomorrow = () => addDays(dayOf(Date.now()), 1);

describe.skipIf(!hasChromium())('agendas in Chromium', () => {
  const env = browserAndPortalForFile();

  it('a teacher publishes to his class; a student sees it, sets his reminder and exports it to his calendar', async () => {
    const day = tomorrow();
    const teacher = await visitPortal(env, '/agenda/addAgenda', { as: 'teacher' });
    const form = teacher.page.getByRole('form', { name: '新建日程' });
    await form.waitFor();
    const target = form.getByLabel('发送给');
    const classOption = await target.locator('option', { hasText: '计科2301班' }).getAttribute('value');
    await target.selectOption(classOption!);
    await form.getByLabel('日程标题').fill(TITLE);
    await form.getByLabel('日期').fill(day);
    await form.getByLabel('开始时间').fill('14:00');
    await form.getByLabel('结束时间').fill('15:00');
    await form.getByLabel('地点').fill('教学楼 B105');
    await form.getByLabel('提醒时间').selectOption({ label: '提前 30 分钟' });
    await form.getByRole('button', { name: '发布日程' }).click();
    await teacher.page
      .getByTestId('agenda-saved')
      .getByText(`已发布：${TITLE}（${day.slice(5)} 14:00–15:00）`)
      .waitFor();

    const student = await visitPortal(env, `/agenda/index?from=${day}`, { device: { ...phone, acceptDownloads: true }, as: 'student' });
    await student.page.locator(`[data-testid="agenda-strip"] button[data-day="${day}"]`).click();
    const card = student.page.getByTestId('agenda-list').locator('li', { hasText: TITLE });
    await card.waitFor();
    expect(await card.locator('[data-fact="to"]').textContent()).toBe('计科2301班');
    expect(await card.locator('[data-fact="remind"]').textContent()).toBe('提前 30 分钟');

    await student.page.goto(`${env.portal.url}/agenda/agendaRemind`);
    const reminder = student.page.locator('li', { hasText: TITLE }).first();
    await reminder.waitFor();
    await reminder.getByLabel('提醒我').selectOption({ label: '提前 15 分钟' });
    await reminder
      .getByRole('status')
      .getByText(`已设置为提前 15 分钟，将于 ${day.slice(5)} 13:45 提醒`)
      .waitFor();
    await reminder
      .getByTestId('agenda-remind-at')
      .getByText(`将于 ${day.slice(5)} 13:45 提醒`)
      .waitFor();
    const [download] = await Promise.all([student.page.waitForEvent('download'), reminder.getByRole('button', { name: '导出到手机日历' }).click()]);
    expect(download.suggestedFilename().endsWith('.ics')).toBe(true);
    const ics = await readFile((await download.path())!, 'utf8');
    expect(ics).toContain(`SUMMARY:${TITLE}`);
    expect(ics).toContain('TRIGGER:-PT15M');
    expect(ics).toContain('LOCATION:教学楼 B105');

    // The teacher's own reminder is untouched by the student's choice.
    await teacher.page.goto(`${env.portal.url}/agenda/index?from=${day}`);
    await teacher.page.locator(`[data-testid="agenda-strip"] button[data-day="${day}"]`).click();
    const own = teacher.page.getByTestId('agenda-list').locator('li', { hasText: TITLE });
    expect(await own.locator('[data-fact="remind"]').textContent()).toBe('提前 30 分钟');

    await closeCleanly(teacher.page);
    await closeCleanly(student.page);
  });
});
