/**
 * Seat booking in a real Chromium against the real host and sandbox, at 09:55 on a school day
 * (SANDBOX_TIME): 王小明 (student, a phone) opens the library's floor plan for 10:00–11:00; meanwhile
 * 陈思远 (student2, a desktop) books a free seat on it for that hour and is taken to the booking's page
 * only once the server said yes. 王小明, his plan still showing the seat free, tries to book it: he is
 * told it is taken and why, and his plan now shows it taken. The desk (staff) reads today's code off the
 * room's page, and 陈思远 checks in with it.
 */
import { describe, expect, it } from 'vitest';
import { browserAndPortalForFile, closeCleanly, hasChromium, phone, visitPortal } from '../../../tests/e2e/support/index.ts';

const MORNING = '2026-11-25T09:55:00+08:00';
const PLAN = '/seat/chooseSeat?roomId=1&day=2026-11-25&start=10:00&end=11:00';

describe.skipIf(!hasChromium())('seat booking in Chromium', () => {
  const env = browserAndPortalForFile({ env: { SANDBOX_TIME: MORNING } });

  it('one student books a seat, the other is refused it with the reason and sees it taken; the first checks in with the desk’s code', async () => {
    const late = await visitPortal(env, PLAN, { device: phone, as: 'student' });
    await late.page.getByTestId('seat-plan').waitFor();

    const first = await visitPortal(env, PLAN, { as: 'student2' });
    const plan = first.page.getByTestId('seat-plan');
    await plan.waitFor();
    const seat = plan.locator('button[data-state="free"]').first();
    const label = (await seat.getAttribute('data-seat'))!;
    await seat.click();
    await first.page.getByText(`已选座位 ${label} · 2026-11-25 10:00–11:00`).waitFor();
    await first.page.getByRole('button', { name: '确认预约' }).click();
    await first.page.getByTestId('seat-booked').waitFor();
    expect(await first.page.getByTestId('seat-booked').textContent()).toBe(`预约成功：图书馆三楼自习区 ${label}，2026-11-25 10:00–11:00`);

    // 王小明's plan is from before: the seat still looks free there, and the server refuses it.
    await late.page.locator(`button[data-seat="${label}"]`).click();
    await late.page.getByRole('button', { name: '确认预约' }).click();
    await late.page.getByText(`座位 ${label} 在 10:00–11:00 已被别人预约，请换一个座位或时间`).waitFor();
    await late.page.locator(`[data-seat="${label}"][data-state="taken"]`).waitFor();
    expect(await late.page.getByTestId('seat-booked').count()).toBe(0);

    const desk = await visitPortal(env, '/seat/detail?id=1', { as: 'staff' });
    const code = (await desk.page.getByTestId('seat-desk-code').locator('p').first().textContent())!.trim();
    expect(code).toMatch(/^\d{6}$/);

    await first.page.getByRole('link', { name: '去签到' }).click();
    await first.page.getByLabel('签到码').fill(code);
    await first.page.getByRole('button', { name: '签到' }).click();
    await first.page.locator('[data-testid="seat-check"][data-state="inUse"]').waitFor();
    await first.page.getByRole('button', { name: '暂离' }).waitFor();

    await closeCleanly(first.page);
    await closeCleanly(late.page);
    await closeCleanly(desk.page);
  });
});
