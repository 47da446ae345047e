/**
 * Freshman arrival in a real Chromium against the real host and sandbox, on a morning of the welcome week
 * (the week is 2026-09-04 to 2026-09-08): the instructor reads how many freshmen of her classes are
 * expected on 2026-09-07; 林晓雨 registers on her phone (train, one companion) and is told where the school
 * meets her; the instructor's page then expects one more that day, and one more registered in the college.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, phone, browserAndPortalForFile, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

const MORNING = '2026-09-06T10:00:00+08:00';
const DAY = '2026-09-07';

describe.skipIf(!hasChromium())('freshman arrival in Chromium', () => {
  const env = browserAndPortalForFile({ env: { SANDBOX_TIME: MORNING } });

  /** The figures of a row of a chart's table (the table beside every chart), by its first cell. */
  const rowOf = async (page: Page, table: string, label: string) => {
    const row = page
      .getByRole('table', { name: table })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
    return (await row.getByRole('cell').allTextContents()).map(Number);
  };

  it('a freshman registers on her phone; the instructor expects one more that day', async () => {
    const { page: instructor } = await visitPortal(env, '/welcomeData/index', { device: phone, as: 'instructor' });
    await instructor.getByTestId('arrival-freshmen').waitFor();
    const [dayBefore] = await rowOf(instructor, '每日预计到校', DAY);
    const [, registeredBefore] = await rowOf(instructor, '各学院登记与报到', '计算机科学与技术学院');

    const { page } = await visitPortal(env, '/welcome/index', { device: phone, as: 'freshman', waitFor: 'form[data-form-status="2"]' });
    await page.getByText('林晓雨 · 计科2501班 · 计算机科学与技术学院 · 迎新时间 2026-09-04 至 2026-09-08').waitFor();
    await page.getByLabel(/到校日期/).fill(DAY);
    await page.getByLabel(/预计到达时间/).fill('15:20');
    await page.getByRole('radio', { name: '火车' }).check();
    await page.getByLabel(/车次/).fill('G1234');
    await page.getByRole('radio', { name: '滨江南站（高铁）' }).check();
    await page.getByLabel(/陪同人数/).fill('1');
    await page.getByRole('button', { name: /添加/ }).click();
    await page.getByLabel(/姓名/).fill('林国栋');
    await page.getByRole('radio', { name: '父亲' }).check();
    await page.getByLabel(/联系电话/).fill('13912345678');
    await page.getByRole('radio', { name: '需要', exact: true }).check();
    await page.getByRole('radio', { name: '健康', exact: true }).check();
    await page.getByRole('button', { name: '提交登记' }).click();
    await page.getByTestId('dialog-confirm').getByRole('button', { name: '确定' }).click();
    const reception = page.getByTestId('arrival-reception');
    await reception.waitFor();
    expect(await reception.textContent()).toContain('滨江南站北广场 迎新接待点');
    expect(await reception.textContent()).toContain('接站时段 14:00–16:00');
    expect(await page.getByTestId('arrival-registration').textContent()).toContain(`到校时间 ${DAY} 15:20`);

    await instructor.reload();
    await instructor.getByTestId('arrival-freshmen').waitFor();
    expect((await rowOf(instructor, '每日预计到校', DAY))[0]).toBe(dayBefore! + 1);
    expect((await rowOf(instructor, '各学院登记与报到', '计算机科学与技术学院'))[1]).toBe(registeredBefore! + 1);
    await closeCleanly(page);
    await closeCleanly(instructor);
  });
});
