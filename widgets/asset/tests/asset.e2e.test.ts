/**
 * The asset register in a real Chromium against the real host and sandbox, two accounts at once: the
 * asset keeper (孙建国, desktop) moves the projector ZC2021-004317 to 信息楼 305 and gives it to 王老师;
 * a teacher (李老师, phone) searches its number and sees the new place and keeper, and its history,
 * without a transfer button of his own.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, phone, browserAndPortalForFile, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

const NUMBER = 'ZC2021-004317';

describe.skipIf(!hasChromium())('the asset register in Chromium', () => {
  const env = browserAndPortalForFile();

  it('the keeper transfers an asset; a teacher on a phone finds it at its new place with its new keeper', async () => {
    const keeper = await visitPortal(env, `/asset/search?q=${NUMBER}`, { as: 'assetkeeper' });
    const row = keeper.page.locator(`[data-number="${NUMBER}"]`);
    await row.waitFor();
    expect(await row.locator('[data-fact="存放地点"]').textContent()).toBe('信息楼 210');
    await row.getByRole('button', { name: '登记调拨' }).click();
    await row.getByLabel('新存放地点').fill('信息楼 305');
    await row.getByLabel('新保管人').fill('王老师');
    await row.getByRole('button', { name: '确认调拨' }).click();
    await row.getByText(`已登记调拨：${NUMBER} 现存放于 信息楼 305，保管人 王老师`).waitFor();
    await row.locator('[data-fact="存放地点"]', { hasText: '信息楼 305' }).waitFor();

    const teacher = await visitPortal(env, '/asset/search', { device: phone, as: 'teacher' });
    await teacher.page.getByRole('searchbox', { name: '资产编号、名称或保管人' }).fill(NUMBER);
    await teacher.page.getByRole('button', { name: '查询' }).click();
    const found = teacher.page.locator(`[data-number="${NUMBER}"]`);
    await found.waitFor();
    expect(await found.locator('[data-fact="存放地点"]').textContent()).toBe('信息楼 305');
    expect(await found.locator('[data-fact="保管人"]').textContent()).toBe('王老师');
    expect(await found.getByRole('button', { name: '登记调拨' }).count()).toBe(0);
    await found.getByRole('button', { name: '流转记录（2）' }).click();
    const history = found.getByTestId('asset-history');
    await history.getByText('孙建国 登记：信息楼 210（陈静）→ 信息楼 305（王老师）').waitFor();
    expect(new URL(teacher.page.url()).searchParams.get('q')).toBe(NUMBER);

    await closeCleanly(keeper.page);
    await closeCleanly(teacher.page);
  });
});
