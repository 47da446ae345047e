/**
 * Identity authentication in Chromium: a registered service is shown with what it receives and, on
 * "allow", the browser reaches its registered callback with a one-time code and the state; an unknown
 * service and a foreign callback are refused without leaving the portal.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, openPage, phone, logInAndOpen, browserAndPortalForFile } from '../../../tests/e2e/support/index.ts';

const callback = 'https://seat.demo.example/sso/callback';

describe.skipIf(!hasChromium())('sso widget in Chromium', () => {
  const env = browserAndPortalForFile();

  it('authorizes a registered service and refuses others', async () => {
    const context = await env.browser.newContext(phone);
    // The service's host is not reachable from here: answer for it, and record where the browser went.
    await context.route('https://seat.demo.example/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>seat callback</p>' }));
    const { page, errors, dialogs } = await openPage(context);
    const path = `/sso/index?client_id=library-seat&redirect_uri=${encodeURIComponent(callback)}&state=s-42`;
    await logInAndOpen(page, env.portal.url, 'student', path);
    await page.getByRole('heading', { name: '“图书馆座位预约系统”请求确认您的身份' }).waitFor();
    expect(await page.getByTestId('sso-scopes').textContent()).toContain('学工号（账号）');
    expect(await page.getByTestId('sso-callback-host').textContent()).toBe('seat.demo.example');

    await page.getByRole('button', { name: '同意并继续' }).click();
    await page.waitForURL((url) => url.host === 'seat.demo.example');
    const landed = new URL(page.url());
    expect(`${landed.origin}${landed.pathname}`).toBe(callback);
    expect(landed.searchParams.get('state')).toBe('s-42');
    expect(landed.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{32}$/);

    await page.goto(`${env.portal.url}/sso/index?client_id=evil-app&redirect_uri=${encodeURIComponent('https://evil.example/cb')}`);
    await page.getByTestId('sso-refused').waitFor();
    expect(await page.getByTestId('sso-refused').textContent()).toContain('未登记的第三方应用「evil-app」');

    await page.goto(`${env.portal.url}/sso/index?client_id=library-seat&redirect_uri=${encodeURIComponent('https://evil.example/cb')}`);
    await page.getByTestId('sso-refused').waitFor();
    expect(await page.getByTestId('sso-refused').textContent()).toContain('回调地址与「图书馆座位预约系统」登记的不符');
    expect(new URL(page.url()).host).toBe(new URL(env.portal.url).host);

    expect(errors).toEqual([]);
    expect(dialogs).toEqual([]);
    await context.close();
  });
});
