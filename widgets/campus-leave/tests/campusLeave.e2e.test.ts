/**
 * Leaving campus in a real Chromium against the real host and sandbox, on a school morning (SANDBOX_TIME):
 * 王小明 applies on his phone for a 2-day leave from this morning; the instructor 陈老师, in her own
 * browser, finds it waiting and approves it; 王小明 sees it approved and away, and reports back (销假); the
 * instructor's statistics count one more departure today. The longer chains (instructor then leader, then
 * the student affairs office) are the backend's tests (sandbox/backend.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, phone, browserAndPortalForFile, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

const MORNING = '2026-11-25T10:00:00+08:00';

describe.skipIf(!hasChromium())('leaving campus in Chromium', () => {
  const env = browserAndPortalForFile({ env: { SANDBOX_TIME: MORNING } });

  const departuresToday = async (page: Page) => {
    const tile = page.locator('[data-tile="departuresToday"] dd');
    await tile.waitFor();
    return Number(await tile.textContent());
  };

  it('a student applies for 2 days, the instructor approves, the student reports back (in English too) and is refused the statistics with a way back; departures today count it', async () => {
    const { page: instructor } = await visitPortal(env, '/leaveData/index', { device: phone, as: 'instructor' });
    const before = await departuresToday(instructor);

    const { page } = await visitPortal(env, '/leave/index', { device: phone, as: 'student' });
    await page.getByRole('link', { name: '申请离校' }).click();
    await page.waitForSelector('form[data-form-status="2"]');
    await page.getByLabel(/离校时间/).fill('2026-11-25T09:00');
    await page.getByLabel(/返校时间/).fill('2026-11-26T20:00');
    await page.getByLabel('省/直辖市').selectOption({ label: '浙江省' });
    await page.getByLabel('市', { exact: true }).selectOption({ label: '杭州市' });
    await page.getByLabel('区/县').selectOption({ label: '西湖区' });
    await page.getByRole('radio', { name: '回家' }).check();
    await page.getByLabel(/具体说明/).fill('爷爷生病住院，回家探望');
    await page.getByLabel(/本人联系电话/).fill('13812345678');
    await page
      .getByLabel(/^紧急联系人/)
      .first()
      .fill('王建国');
    await page.getByLabel(/紧急联系人电话/).fill('13912345678');
    await page.getByRole('radio', { name: '火车/高铁' }).check();
    await page.getByLabel(/车次\/航班号/).fill('G31');
    await page.getByRole('button', { name: '提交申请' }).click();
    await page.getByTestId('dialog-confirm').getByRole('button', { name: '确定' }).click();
    await page.waitForURL((url) => url.pathname === '/leave/index');
    const mine = page.getByTestId('campus-leave-mine').getByRole('article').filter({ hasText: '2026-11-25 09:00 至 2026-11-26 20:00' });
    await mine.waitFor();
    expect(await mine.locator('[data-state]').first().textContent()).toBe('审批中');
    expect(await mine.getByRole('list', { name: '审批流程' }).textContent()).toBe('辅导员 陈静：审批中');

    await instructor.goto(`${env.portal.url}/leave/index`);
    const waiting = instructor.getByTestId('campus-leave-queue').getByRole('article').filter({ hasText: '2026-11-25 09:00 至 2026-11-26 20:00' });
    await waiting.waitFor();
    expect(await waiting.textContent()).toContain('王小明 · 回家 · 浙江省杭州市西湖区');
    await waiting.getByLabel('审批意见').fill('同意，注意出行安全');
    await waiting.getByRole('button', { name: '同意', exact: true }).click();
    await instructor.getByText('已同意').waitFor();
    await waiting.waitFor({ state: 'detached' });

    await page.reload();
    await mine.waitFor();
    expect(await mine.locator('[data-state]').first().textContent()).toBe('离校中');
    expect(await mine.getByRole('list', { name: '审批流程' }).textContent()).toContain('辅导员 陈静：同意');
    await mine.getByRole('button', { name: '我已返校（销假）' }).click();
    await page.getByTestId('dialog-confirm').getByRole('button', { name: '我已返校（销假）' }).click();
    await page.getByText('销假成功').waitFor();
    await mine.getByText(/已于 .* 销假/).waitFor();
    expect(await mine.locator('[data-state]').first().textContent()).toBe('已销假');

    // Switched to English, the same leave names its place and its transport in English (the backend names the
    // form's region codes in the reader's language, and the page asks again when the language changes).
    await page.selectOption('[data-testid="language-select"]', 'en');
    const inEnglish = page.getByTestId('campus-leave-mine').getByRole('article').filter({ hasText: '2026-11-25 09:00 to 2026-11-26 20:00' });
    await inEnglish.waitFor();
    await inEnglish.getByText('Going home · Xihu District, Hangzhou, Zhejiang').waitFor();
    expect(await inEnglish.textContent()).toMatch(/By (Train|Plane|Coach|Car|Other)/);

    // The statistics are not a student's: opened by address, they are the no-permission screen with its way back.
    await page.goto(`${env.portal.url}/leave/data`);
    const refused = page.getByTestId('no-permission');
    await refused.getByText('Only counsellors, college leaders and the student affairs office can approve leaves or see their statistics').waitFor();
    expect(await refused.getByRole('heading').textContent()).toBe('No permission');
    await expect.poll(() => page.title()).toBe('No permission - Demo University Portal');
    await closeCleanly(page);

    await instructor.goto(`${env.portal.url}/leaveData/index`);
    expect(await departuresToday(instructor)).toBe(before + 1);
    await instructor.context().close();
  });
});
