/**
 * Meetings in a real Chromium against the real host and sandbox, two accounts at once: 张老师 (staff,
 * desktop) sends a notice for tomorrow 15:00 in 第一会议室 to 李老师; 李老师 (teacher, phone) asks for
 * leave with a reason; 张老师 sees the reply. A second notice for the same room and time is refused at
 * the button.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, phone, browserAndPortalForFile, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

const TITLE = '教学督导反馈会';

describe.skipIf(!hasChromium())('meetings in Chromium', () => {
  const env = browserAndPortalForFile();

  it('staff sends a notice, the teacher asks for leave, staff sees the reply; the room is not booked twice', async () => {
    const staff = await visitPortal(env, '/meeting/index', { as: 'staff' });
    await staff.page.getByRole('button', { name: '发送会议通知' }).click();
    const form = staff.page.getByTestId('meeting-send');
    await form.getByLabel('会议名称').fill(TITLE);
    await form.getByLabel('会议室').selectOption({ label: '行政楼 201 第一会议室（30 人）' });
    await form.getByLabel('开始时间').fill('15:00');
    await form.getByLabel('结束时间').fill('16:30');
    await form.getByLabel('议程').fill('一、督导听课反馈\n二、整改要求');
    await form.getByLabel('李老师 · 教师').check();
    await form.getByRole('button', { name: '发送通知' }).click();
    await staff.page.getByText(`已发送“${TITLE}”，通知 1 人`).waitFor();

    const teacher = await visitPortal(env, '/meeting/index', { device: phone, as: 'teacher' });
    const notice = teacher.page.locator(`[data-testid="meeting-notices"] [data-meeting="${TITLE}"]`);
    await notice.waitFor();
    expect(await notice.locator('dd').nth(1).textContent()).toBe('行政楼 201 第一会议室');
    expect(await notice.locator('dd').nth(0).textContent()).toMatch(/ 15:00–16:30$/);
    await notice.getByRole('button', { name: '请假' }).click();
    await notice.getByLabel('请假原因').fill('下午在外校监考');
    await notice.getByRole('button', { name: '提交请假' }).click();
    await notice.getByText('你已请假：下午在外校监考').waitFor();
    await teacher.page.getByRole('tab', { name: '会议室' }).click();
    await teacher.page.getByTestId('meeting-rooms').waitFor();
    await teacher.page.getByRole('combobox').first().selectOption('en');
    await teacher.page.getByText('Seats 30').waitFor();
    await teacher.page.getByRole('tab', { name: 'Meeting notices' }).click();
    await teacher.page.getByTestId('meeting-notices').waitFor();

    await staff.page.reload();
    const mine = staff.page.locator(`[data-testid="meeting-notices"] [data-meeting="${TITLE}"]`);
    await mine.waitFor();
    expect(await mine.getByTestId('meeting-counts').textContent()).toBe('应到 1 人：参加 0，请假 1，未回复 0');
    await mine.getByRole('button', { name: '查看回复' }).click();
    await mine.getByTestId('meeting-replies').getByText('请假（下午在外校监考）').waitFor();

    await staff.page.getByRole('button', { name: '发送会议通知' }).click();
    const again = staff.page.getByTestId('meeting-send');
    await again.getByLabel('会议名称').fill('另一场会');
    await again.getByLabel('会议室').selectOption({ label: '行政楼 201 第一会议室（30 人）' });
    await again.getByLabel('开始时间').fill('16:00');
    await again.getByLabel('结束时间').fill('17:00');
    await again.getByLabel('李老师 · 教师').check();
    await again.getByRole('button', { name: '发送通知' }).click();
    await again.getByRole('alert').getByText(`未成功：该会议室在这个时间已被占用：${TITLE}（15:00–16:30）`).waitFor();

    await closeCleanly(staff.page);
    await closeCleanly(teacher.page);
  });
});
