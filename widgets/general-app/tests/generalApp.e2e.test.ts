/**
 * Appointments in a real Chromium against the real host and sandbox, three accounts: the student (王小明,
 * phone) books 研讨室 A301 tomorrow 14:00; staff (张老师, desktop) approves it in 待审批; the student sees
 * it approved in 我的预约 and the notice in 消息; a second booker (the teacher, phone) finds the slot
 * taken, and the backend refuses the same slot when it is asked directly.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, phone, browserAndPortalForFile, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';
import { addDays, dayOf, dayStart } from '../../../runtime/app/index.ts';

/** Tomorrow in China time (the sandbox runs on the real clock), and 14:00 of it in Unix seconds. */
function tomorrowAtTwo(): { day: string; start: number } {
  const day = addDays(dayOf(Date.now()), 1);
  return { day, start: dayStart(day) + 14 * 3600 };
}

describe.skipIf(!hasChromium())('appointments in Chromium', () => {
  const env = browserAndPortalForFile();

  it('a student books A301 tomorrow 14:00, staff approves, the student sees it and the notice; a second booker is refused', async () => {
    const { day, start } = tomorrowAtTwo();
    const student = await visitPortal(env, `/generalApp/space?id=1&day=${day}`, { device: phone, as: 'student' });
    await student.page.getByTestId('appoint-slots').waitFor();
    await student.page.getByRole('link', { name: '14:00–15:00 可预约' }).click();
    const form = student.page.getByTestId('appoint-form');
    await form.waitFor();
    await form.getByLabel('使用人数（最多 8 人）').fill('3');
    await form.getByLabel('用途').fill('数据结构课程小组讨论');
    await form.getByLabel('同行人员（选填）').fill('李思远、张雨桐');
    await form.getByRole('button', { name: '提交预约' }).click();
    await student.page.getByTestId('dialog-confirm').getByRole('button', { name: '提交预约' }).click();
    await student.page.getByTestId('booking-details').waitFor();
    expect(await student.page.getByTestId('booking-state').textContent()).toBe('待审批');
    const bookingId = new URL(student.page.url()).searchParams.get('id');

    const staff = await visitPortal(env, '/generalApp/approval', { as: 'staff' });
    const card = staff.page.locator(`[data-booking="${bookingId}"]`);
    await card.waitFor();
    expect(await card.textContent()).toContain('王小明（student）');
    await card.getByRole('button', { name: '通过' }).click();
    await staff.page.getByTestId('approval-said').getByText(`已通过 王小明 的预约：研讨室 A301 ${day} 14:00–15:00`).waitFor();

    await student.page.goto(`${env.portal.url}/generalApp/myAppointment`);
    const mine = student.page.locator(`[data-testid="mine-list"] [data-booking="${bookingId}"]`);
    await mine.waitFor();
    expect(await mine.getByTestId('booking-state').textContent()).toBe('已通过');
    await student.page.goto(`${env.portal.url}/generalApp/message`);
    await student.page.getByTestId('message-list').getByText('你预约的研讨室 A301已通过审批').first().waitFor();

    const other = await visitPortal(env, `/generalApp/space?id=1&day=${day}`, { device: phone, as: 'teacher' });
    const slots = other.page.getByTestId('appoint-slots');
    await slots.waitFor();
    await slots.getByText('14:00–15:00已约满').waitFor();
    expect(await slots.getByRole('link', { name: /^14:00/u }).count()).toBe(0);
    // Asked directly, as a stale page or a script would: the backend refuses the taken slot.
    const refused = await other.page.evaluate(
      async (body) => {
        const response = await fetch('/api/generalApp/book', {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
          body: JSON.stringify(body),
        });
        return (await response.json()) as { e: number; m: string };
      },
      { spaceId: 1, start, slots: 1, people: 2, purpose: '英语口语角' },
    );
    expect(refused).toEqual({ e: 409, m: '该时段已被预约，请选择其他时段', d: null });
    await other.page.goto(`${env.portal.url}/generalApp/appoint?id=1&start=${start}`);
    await other.page.getByText('该时段已不可预约，请返回选择其他时段').waitFor();

    await closeCleanly(student.page);
    await closeCleanly(staff.page);
    await closeCleanly(other.page);
  });
});
