/**
 * Printed certificates in a real Chromium against the real host and sandbox: 王小明 applies on his phone
 * for an English transcript, 2 copies, to pick up, and sees it 待办理; the service hall's clerk (staff, a
 * second browser) finds it in the pending queue and marks it ready; 王小明 reloads and reads 已办好待领取
 * with where to pick it up.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, phone, browserAndPortalForFile, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

describe.skipIf(!hasChromium())('printed certificates in Chromium', () => {
  const env = browserAndPortalForFile();

  it('a student applies for an English transcript; the office marks it ready; the student reads where to pick it up', async () => {
    const { page } = await visitPortal(env, '/paperApply/index', { device: phone, as: 'student' });
    await page.getByTestId('paper-apply-mine').waitFor();
    await page.getByRole('button', { name: '我要申请' }).click();
    await page.waitForSelector('form[data-form-status="2"]');
    await page.getByRole('radio', { name: '成绩单' }).check();
    await page.getByRole('radio', { name: '英文' }).check();
    await page.getByLabel(/份数/).fill('2');
    await page.getByLabel(/用途/).fill('申请香港大学暑期交换项目');
    await page.getByRole('radio', { name: '自取（学生事务服务大厅）' }).check();
    await page.getByLabel(/联系电话/).fill('13812345678');
    await page.getByRole('button', { name: '提交申请' }).click();
    await page.getByTestId('dialog-confirm').getByRole('button', { name: '确定' }).click();
    await page.getByText('申请已提交，学生事务服务大厅一般 3 个工作日内办好。').waitFor();
    const newest = page.getByTestId('paper-apply-mine').getByRole('listitem').filter({ hasText: '申请香港大学暑期交换项目' });
    await newest.getByText('待办理').waitFor();
    expect(await newest.textContent()).toContain('英文 · 2 份 · 自取');

    const { page: clerk } = await visitPortal(env, '/paperApply/index', { device: phone, as: 'staff' });
    const row = clerk.getByTestId('paper-apply-queue').getByRole('listitem').filter({ hasText: '申请香港大学暑期交换项目' });
    await row.waitFor();
    expect(await row.textContent()).toContain('王小明 · 计科2301班');
    await row.getByRole('button', { name: '已办好，通知领取' }).click();
    await clerk.getByTestId('dialog-confirm').getByRole('button', { name: '已办好，通知领取' }).click();
    await clerk.getByText('王小明 的成绩单：已办好待领取').waitFor();

    await page.reload();
    const ready = page.getByTestId('paper-apply-mine').getByRole('listitem').filter({ hasText: '申请香港大学暑期交换项目' });
    await ready.getByText('已办好待领取').waitFor();
    expect(await ready.textContent()).toContain('已办好，请到 学生事务服务大厅（行政楼一层）3号窗口 领取（工作日 8:30–11:30、14:00–17:00）');
    await closeCleanly(page);
    await closeCleanly(clerk);
  });
});
