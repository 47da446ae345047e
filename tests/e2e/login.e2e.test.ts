/**
 * Spec §4/§6 end to end: a demo student logs in through the school's login page and lands back where
 * they were, sees only the apps they may use, is sent to login when the session expires, and logs out.
 * Also the calls the shell makes on its own: site settings, access log, share (spec §7).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasChromium, openPage, sharedChromium, phone } from './support/browser.ts';
import { logIn } from './support/login.ts';
import { browserAndPortalForFile, startPortal } from './support/portal.ts';

describe.skipIf(!hasChromium())('login, permissions, logout', () => {
  const env = browserAndPortalForFile();

  it('a student opening a page that needs login logs in and lands back on it, seeing only permitted apps', async () => {
    const context = await env.browser.newContext(phone);
    const { page, errors } = await openPage(context);
    await page.goto(`${env.portal.url}/polymerization/homepage`);
    await page.waitForSelector('[data-app="news"]');
    expect(await page.locator('[data-app="tjuNotice"]').count()).toBe(0); // anonymous: not listed

    await page.goto(`${env.portal.url}/tjuNotice/index?from=wechat-menu`);
    await page.waitForURL(/\/api\/uc\/login\?redirect_url=/);
    expect(new URL(page.url()).searchParams.get('redirect_url')).toBe('/tjuNotice/index?from=wechat-menu');
    await logIn(page, 'student');
    await page.waitForURL(`${env.portal.url}/tjuNotice/index?from=wechat-menu`);
    await page.waitForSelector('[data-testid="news-list"] li');
    expect(await page.textContent('[data-testid="user-name"]')).toBe('王小明');
    const cached = await page.evaluate(() => ({ auth: localStorage.getItem('officeDb.authControl'), name: localStorage.getItem('officeDb.username') }));
    expect(JSON.parse(cached.auth!).v.tjuNotice.module).toContain('index');
    expect(JSON.parse(cached.name!).v).toEqual({ name: '王小明' });

    await page.goto(`${env.portal.url}/polymerization/homepage`);
    await page.waitForSelector('[data-app="tjuNotice"]');
    expect(await page.locator('[data-app="tjuOfficial"]').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone the login page’s demo accounts stand as cards: each column a labelled line, the apps not squeezed', async () => {
    const context = await env.browser.newContext(phone);
    const { page } = await openPage(context);
    await page.goto(`${env.portal.url}/api/uc/login?redirect_url=%2F`);
    const apps = page.locator('tbody tr').first().locator('td').last();
    await apps.waitFor();
    const [cell, screen] = await apps.evaluate((td) => [td.getBoundingClientRect().width, window.innerWidth]);
    expect(cell).toBeGreaterThan(screen * 0.8);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await apps.evaluate((td) => getComputedStyle(td, '::before').content)).toBe('"另可使用（需授权）"');
    await context.close();
  });

  it('a visitor sees neither the entry nor the page of an app they may not use', async () => {
    const context = await env.browser.newContext(phone);
    const { page } = await openPage(context);
    await page.goto(`${env.portal.url}/api/uc/login?redirect_url=%2Fpolymerization%2Fhomepage`);
    await logIn(page, 'visitor');
    await page.waitForSelector('[data-testid="logout-button"]');
    await page.waitForSelector('[data-app="news"]');
    expect(await page.locator('[data-app="tjuNotice"]').count()).toBe(0);
    await page.goto(`${env.portal.url}/tjuNotice/index`);
    await page.waitForSelector('[data-testid="no-permission"]');
    expect(await page.locator('[data-testid="news-list"]').count()).toBe(0);
    await context.close();
  });

  it('an expired session sends the user to login: cookies gone, or the school answering 10013', async () => {
    const context = await env.browser.newContext(phone);
    const { page } = await openPage(context);
    await page.goto(`${env.portal.url}/api/uc/login?redirect_url=%2FtjuOfficial%2Findex`);
    await logIn(page, 'student');
    await page.waitForSelector('[data-testid="news-list"]');

    // 1. The session's cookies expire: the next navigation inside the portal goes to login.
    await context.clearCookies();
    await page.click('a[href="/"]');
    await page.waitForSelector('[data-app="news"]');
    await page.goto(`${env.portal.url}/tjuNotice/index`);
    await page.waitForURL(/\/api\/uc\/login/);
    expect(await page.evaluate(() => localStorage.getItem('officeDb.authControl'))).toBeNull();

    // 2. The school ends the session while the readable cookie remains: getAllAuth answers 10013.
    await logIn(page, 'student');
    await page.waitForSelector('[data-testid="news-list"]');
    await context.clearCookies({ name: 'eai-sess' });
    await page.evaluate(() => localStorage.removeItem('officeDb.authControl'));
    await page.reload();
    await page.waitForURL(/\/api\/uc\/login/);
    await context.close();
  });

  it('logout clears the cache, ends the session and goes to the login page', async () => {
    const context = await env.browser.newContext(phone);
    const { page } = await openPage(context);
    await page.goto(`${env.portal.url}/api/uc/login?redirect_url=%2Fpolymerization%2Fhomepage`);
    await logIn(page, 'teacher');
    await page.waitForSelector('[data-testid="logout-button"]');
    await page.click('[data-testid="logout-button"]');
    await page.waitForURL(/\/api\/uc\/login/);
    expect(await page.evaluate(() => [localStorage.getItem('officeDb.authControl'), localStorage.getItem('officeDb.username')])).toEqual([null, null]);
    const cookies = await context.cookies();
    expect(cookies.filter((c) => c.name.includes('eai-sess'))).toEqual([]);
    await context.close();
  });

  it('spec §7: site settings fill the footer where the manifest has no copyright; the access log reaches the school with its md5 signature', async () => {
    // The manifest's copyright wins: the backend's shows for a school that sets none.
    const demo = JSON.parse(readFileSync('sites/demo.json', 'utf8'));
    const { copyright: _copyright, ...branding } = demo.branding;
    env.portal.writeSite('demo', { ...demo, branding });
    const context = await env.browser.newContext(phone);
    try {
      const { page } = await openPage(context);
      // The host picks up the edited file on its own; each poll opens the page afresh.
      await expect
        .poll(async () => {
          await page.goto(`${env.portal.url}/news/index?id=1`);
          await page.waitForSelector('[data-testid="news-list"]');
          return page.textContent('footer');
        })
        .toContain('京ICP备00000000号');
      await expect
        .poll(() => env.portal.sandbox.db.prepare('SELECT appkey, url, signature_ok FROM access_logs WHERE appkey = ?').all('news'))
        .toContainEqual({ appkey: 'news', url: `${env.portal.url}/news/index?id=1`, signature_ok: 1 });
      expect(env.portal.sandbox.db.prepare('SELECT count(*) AS bad FROM access_logs WHERE signature_ok = 0').get()).toEqual({ bad: 0 });
    } finally {
      env.portal.writeSite('demo', demo);
      await context.close();
    }
  });
});

describe.skipIf(!hasChromium())('spec §7 share inside WeChat', () => {
  it('asks share-info without the OAuth parameters, then configures the 5 share entries', async () => {
    const demo = JSON.parse(readFileSync('sites/demo.json', 'utf8'));
    const portal = await startPortal({ sites: { demo: { ...demo, share: { enabled: true, serviceIdParam: 'sid' } } } });
    const browser = await sharedChromium();
    const context = await browser.newContext({ ...phone, userAgent: `${phone.userAgent} MicroMessenger/8.0.50 NetType/WIFI` });
    // WeChat's JS-SDK comes from WeChat's servers, which this closed network cannot reach: a recording
    // stand-in plays its part (the one mock, at the edge).
    await context.addInitScript(() => {
      const calls: Array<[string, unknown]> = [];
      (window as unknown as { wxCalls: typeof calls }).wxCalls = calls;
      const record = (name: string) => (arg: unknown) => void calls.push([name, arg]);
      (window as unknown as { wx: unknown }).wx = {
        config: record('config'),
        ready: (callback: () => void) => callback(),
        error: () => undefined,
        onMenuShareTimeline: record('timeline'),
        onMenuShareAppMessage: record('friends'),
        onMenuShareQQ: record('qq'),
        onMenuShareWeibo: record('weibo'),
        onMenuShareQZone: record('qzone'),
      };
    });
    const { page } = await openPage(context);
    await page.goto(`${portal.url}/news/index?code=abc&state=xyz&sid=42`);
    await page.waitForSelector('[data-testid="news-list"]');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { wxCalls: Array<[string, unknown]> }).wxCalls.map(([name]) => name)), { timeout: 10_000 })
      .toEqual(['config', 'timeline', 'friends', 'qq', 'weibo', 'qzone']);
    // The school echoes the url it was sent: the OAuth parameters are gone, the others stay.
    const payload = await page.evaluate(
      () => (window as unknown as { wxCalls: Array<[string, { title: string; desc: string; link: string; imgUrl: string }]> }).wxCalls[1]![1],
    );
    expect(payload.link).toBe(`${portal.url}/news/index?sid=42`);
    expect(payload.title).toContain('示范大学');
    expect(payload.imgUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    await context.close();
    await portal.close();
  });
});
