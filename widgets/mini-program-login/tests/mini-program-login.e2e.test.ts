/**
 * The mini-program login hand-off in Chromium: a token minted by the mini-program's stand-in (the
 * sandbox-only demo endpoint, which asks for the account's password) logs the browser in and lands on
 * the asked portal page; the same token again, and no token, say so plainly.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../sandbox/kit.ts';
import { hasChromium, phone, browserAndPortalForFile, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

describe.skipIf(!hasChromium())('mini-program-login widget in Chromium', () => {
  const env = browserAndPortalForFile();
  const mint = async (username: string) => {
    const response = await fetch(`${env.portal.url}/api/minigram/demo-token`, {
      method: 'POST',
      body: new URLSearchParams({ username, password: DEMO_PASSWORD }),
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    return ((await response.json()) as { d: { token: string } }).d.token;
  };

  it('lands logged in on the asked page; a used token is refused', async () => {
    const token = await mint('student');
    const { page } = await visitPortal(env, `/xidianMinigramLogin/index?token=${token}&redirect=${encodeURIComponent('/center/qrcode')}`, {
      device: phone,
    });
    await page.waitForURL((url) => url.pathname === '/center/qrcode');
    await page.getByTestId('identity-holder').getByText('王小明').waitFor();

    const again = await visitPortal(env, `/xidianMinigramLogin/index?token=${token}`, { device: phone });
    await again.page.getByTestId('minigram-error').waitFor();
    expect(await again.page.getByTestId('minigram-error').textContent()).toContain('登录凭证已使用，请从小程序重新进入');
    await again.page.goto(`${env.portal.url}/xidianMinigramLogin/index`);
    await again.page.getByText('缺少登录凭证，请从小程序重新进入').waitFor();
    await closeCleanly(again.page);
    await closeCleanly(page);
  });
});
