/**
 * The repair hall in a real Chromium against the real host and sandbox, across three accounts as the
 * issue tells it: 王小明 reports a leaking tap with a photo on his phone; the dispatcher 马建华 (desktop)
 * assigns it to 赵国强; 赵国强 (phone) starts and finishes it with a note; 王小明 rates it, and his order's
 * timeline shows every step with who took it.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, phone, browserAndPortalForFile, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

/** A real PNG (1×1), as a phone's camera would give one, only smaller. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const DESCRIPTION = '南苑2号楼 507 卫生间水龙头漏水，关紧了还一直滴';

describe.skipIf(!hasChromium())('the repair hall in Chromium', () => {
  const env = browserAndPortalForFile();

  it('a student reports, the dispatcher assigns, the repairman finishes, the student rates', async () => {
    // 王小明 reports on his phone.
    const student = await visitPortal(env, '/repair/index', { device: phone, as: 'student' });
    await student.page.waitForSelector('form[data-form-status="2"]');
    await student.page.getByRole('radio', { name: /水电/ }).check();
    await student.page.getByLabel(/楼宇/).selectOption('南苑2号楼');
    await student.page.getByLabel(/房间号或具体位置/).fill('507');
    await student.page.getByLabel(/故障描述/).fill(DESCRIPTION);
    await student.page.getByLabel(/现场照片/).setInputFiles({ name: '水龙头.png', mimeType: 'image/png', buffer: PNG });
    await student.page
      .getByRole('img', { name: /现场照片/ })
      .first()
      .waitFor();
    await student.page.getByLabel(/联系电话/).fill('13812345678');
    await student.page.getByRole('button', { name: '提交报修' }).click();
    await student.page.getByTestId('dialog-confirm').getByRole('button', { name: '确定' }).click();
    await student.page.waitForURL((url) => url.pathname === '/repair/detail');
    const order = student.page.getByTestId('repair-order');
    await order.waitFor();
    const number = await order.getAttribute('data-number');
    expect(number).toMatch(/^BX\d{8}-\d{4}$/);
    expect(await order.getByTestId('repair-state').textContent()).toBe('待派单');
    expect(await order.getByRole('img', { name: '现场照片 1' }).count()).toBe(1);

    // 马建华 assigns it to 赵国强 on a desktop.
    const dispatcher = await visitPortal(env, '/repair/sendorder', { as: 'dispatcher' });
    const queued = dispatcher.page.locator(`[data-number="${number}"]`);
    await queued.waitFor();
    await queued.getByRole('combobox', { name: '维修师傅' }).selectOption('repairman');
    await queued.getByRole('button', { name: '派单' }).click();
    await dispatcher.page.getByRole('status').getByText('已派单给 赵国强').waitFor();

    // 赵国强 starts and finishes it on his phone.
    const repairman = await visitPortal(env, '/repair/repairman', { device: phone, as: 'repairman' });
    const task = repairman.page.locator(`[data-number="${number}"]`);
    await task.waitFor();
    await task.getByRole('button', { name: '开始维修' }).click();
    await task.getByTestId('repair-state').getByText('维修中').waitFor();
    await task.getByLabel('维修说明').fill('已更换水龙头阀芯');
    await task.getByRole('button', { name: '确认完成' }).click();
    await repairman.page.getByRole('status').getByText('已完成维修').waitFor();

    // 王小明 rates it from his list, and the order's page shows every step.
    await student.page.goto(`${env.portal.url}/repair/back`);
    const mine = student.page.locator(`[data-number="${number}"]`);
    await mine.waitFor();
    expect(await mine.getByTestId('repair-state').textContent()).toBe('已完成');
    await mine.getByRole('radio', { name: '5 星' }).check();
    await mine.getByLabel('评价内容（选填）').fill('师傅很快就来了，修得很好');
    await mine.getByRole('button', { name: '提交评价' }).click();
    await student.page.getByRole('status').getByText('感谢评价！').waitFor();
    await mine.getByRole('link', { name: '查看详情' }).click();
    const timeline = student.page.getByTestId('repair-timeline');
    await timeline.locator('li[data-state="rated"]').waitFor();
    expect(await timeline.locator('li').evaluateAll((items) => items.map((li) => li.getAttribute('data-state')))).toEqual([
      'awaiting',
      'dispatched',
      'inProgress',
      'done',
      'rated',
    ]);
    expect(await timeline.textContent()).toContain('赵国强（水电维修班）');
    expect(await timeline.textContent()).toContain('已更换水龙头阀芯');
    expect(await student.page.locator('[data-fact="score"]').textContent()).toContain('师傅很快就来了，修得很好');

    await closeCleanly(student.page);
    await closeCleanly(dispatcher.page);
    await closeCleanly(repairman.page);
  });
});
