/**
 * QR-code login in Chromium: a desktop (not logged in) shows a login code; a phone logged in as the
 * student opens the code's link (smlogin/index?token=…), sees the desktop's device and confirms; the
 * desktop becomes logged in as the student and goes on to its redirect_url. Cancelling leaves the
 * desktop logged out.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, phone, browserAndPortalForFile, qrTextFromSvg, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

async function loginLink(page: Page): Promise<string> {
  const svg = page.getByTestId('qr-login-code');
  await svg.waitFor();
  return qrTextFromSvg((await svg.getAttribute('viewBox'))!, (await svg.locator('path').getAttribute('d'))!);
}

const userName = (page: Page) => page.evaluate(async () => (await (await fetch('/api/uc/user/name')).json()) as { e: number; d: { name?: string } | null });

describe.skipIf(!hasChromium())('qr-login widget in Chromium', () => {
  const env = browserAndPortalForFile();

  it('the phone confirms: the desktop is logged in as the student and goes on', async () => {
    const computer = await visitPortal(env, `/smlogin/desktop?redirect_url=${encodeURIComponent('/guide/index')}`);
    const link = new URL(await loginLink(computer.page));
    expect(link.origin).toBe(env.portal.url);
    expect(link.pathname).toBe('/smlogin/index');
    expect((await userName(computer.page)).e).toBe(10013);

    const mobile = await visitPortal(env, `${link.pathname}${link.search}`, { device: phone, as: 'student' });
    await mobile.page.getByTestId('qr-device').waitFor();
    expect(await mobile.page.getByTestId('qr-device').textContent()).toContain('Chrome · Linux');
    await computer.page.getByText('扫描成功，请在手机上确认登录').waitFor();

    await mobile.page.getByRole('button', { name: '确认登录' }).click();
    await mobile.page.getByRole('heading', { name: '登录成功' }).waitFor();
    expect(new URL(mobile.page.url()).pathname).toBe('/smlogin/success');

    await computer.page.waitForURL((url) => url.pathname === '/guide/index', { timeout: 15_000 });
    expect((await userName(computer.page)).d?.name).toBe('王小明');

    await closeCleanly(computer.page);
    await closeCleanly(mobile.page);
  });

  it('a redirect_url that folds into another host (/a/..//evil.example/) leaves the desktop on the portal', async () => {
    const computer = await visitPortal(env, `/smlogin/desktop?redirect_url=${encodeURIComponent('/a/..//evil.example/')}`);
    const link = new URL(await loginLink(computer.page));
    const mobile = await visitPortal(env, `${link.pathname}${link.search}`, { device: phone, as: 'student' });
    await mobile.page.getByRole('button', { name: '确认登录' }).click();
    await mobile.page.getByRole('heading', { name: '登录成功' }).waitFor();
    await computer.page.waitForURL((url) => url.pathname !== '/smlogin/desktop', { timeout: 15_000 });
    expect(new URL(computer.page.url()).origin).toBe(env.portal.url);
    expect((await userName(computer.page)).d?.name).toBe('王小明');
    await computer.page.context().close();
    await mobile.page.context().close();
  });

  it('the phone cancels: the desktop says so and stays logged out (smloginV2)', async () => {
    const computer = await visitPortal(env, '/smloginV2/desktop');
    const link = new URL(await loginLink(computer.page));
    expect(link.pathname).toBe('/smloginV2/index');

    const mobile = await visitPortal(env, `${link.pathname}${link.search}`, { device: phone, as: 'student' });
    await mobile.page.getByRole('button', { name: '取消登录' }).click();
    await mobile.page.getByRole('heading', { name: '已取消登录' }).waitFor();
    expect(new URL(mobile.page.url()).pathname).toBe('/smloginV2/cancel');

    await computer.page.getByText('已在手机上取消登录').waitFor();
    expect((await userName(computer.page)).e).toBe(10013);
    await computer.page.getByRole('button', { name: '刷新二维码' }).click();
    await expect.poll(async () => (await loginLink(computer.page)) !== link.href).toBe(true);

    await closeCleanly(computer.page);
    await closeCleanly(mobile.page);
  });
});
