/**
 * localStoragepage/index in a real Chromium: it lists what the portal keeps on the device with
 * readable names, clears one item after a confirm, and "clear all" while logged in leaves the device
 * holding nothing of the portal and the user logged out.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, phone, browserAndPortalForFile, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

describe.skipIf(!hasChromium())('device-storage widget in Chromium', () => {
  const env = browserAndPortalForFile();

  it('lists the stored items, clears the language, then everything, logging the user out', async () => {
    const { page } = await visitPortal(env, '/localStoragepage/index', { device: phone, as: 'student' });
    // The language choice, as the header's language menu stores it.
    await page.evaluate(() => localStorage.setItem('officeDb.language', JSON.stringify({ v: 'zh' })));
    await page.reload();
    const list = page.getByTestId('storage-list');
    await expect.poll(() => list.textContent()).toContain('应用权限缓存');
    expect(await list.textContent()).toContain('界面语言');
    expect(await list.textContent()).toContain('officeDb.username');

    await page.locator('[data-key="officeDb.language"]').getByRole('button').click();
    await page.locator('[data-testid="dialog-confirm"] .portal-button--primary').click();
    await expect.poll(() => page.locator('[data-key="officeDb.language"]').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('officeDb.language'))).toBeNull();

    await page.getByTestId('clear-all').click();
    expect(await page.getByTestId('dialog-confirm').textContent()).toContain('清除后将退出登录');
    await page.locator('[data-testid="dialog-confirm"] .portal-button--primary').click();
    await page.waitForSelector('form input[name="username"]');
    const officeKeys = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('officeDb.')));
    expect(officeKeys).toEqual([]);
    const cookies = await page.context().cookies(env.portal.url);
    expect(cookies.filter((cookie) => cookie.name.includes('eai-sess'))).toEqual([]);
    await closeCleanly(page);
  });
});
