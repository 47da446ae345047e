/**
 * Operators change a school without a rebuild: an edit to sites/<id>.json shows on the next page load;
 * an invalid edit keeps the last good manifest; a broken manifest gives a clear page in the browser.
 */
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, openPage, sharedChromium, phone } from './support/browser.ts';
import { startPortal } from './support/portal.ts';
import type { LooseJson } from '../support/looseJson.ts';

const demo = () => JSON.parse(readFileSync('sites/demo.json', 'utf8')) as LooseJson;

describe.skipIf(!hasChromium())('manifest changes without a rebuild', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await sharedChromium();
  });

  it('turning an app off in a copy of the manifest removes it from the home grid and its route after a reload', async () => {
    const portal = await startPortal();
    const context = await browser.newContext(phone);
    const { page } = await openPage(context);
    await page.goto(`${portal.url}/polymerization/homepage`);
    await page.waitForSelector('[data-app="tjuNews"]');

    const manifest = demo();
    manifest.apps.tjuNews.enabled = false;
    manifest.apps.home.props.featured = ['news'];
    portal.writeSite('demo', manifest);
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.waitForSelector('[data-app="news"]');
          return page.locator('[data-app="tjuNews"]').count();
        },
        { timeout: 10_000 },
      )
      .toBe(0);
    await page.goto(`${portal.url}/tjuNews/index`);
    await page.waitForSelector('[data-testid="no-page"]');

    // An invalid edit: the last good manifest stays served, and the host says why.
    portal.writeSite('demo', '{ "id": "demo", ');
    await expect.poll(() => portal.logs.some((line) => line.includes('not valid JSON')), { timeout: 10_000 }).toBe(true);
    await page.goto(`${portal.url}/polymerization/homepage`);
    await page.waitForSelector('[data-app="news"]');
    expect(await page.locator('[data-app="tjuNews"]').count()).toBe(0);
    await context.close();
    await portal.close();
  });

  it.each([
    ['a syntax error', '{ "id": "demo", "name": ', /sites\/demo\.json \/不是有效的 JSON/],
    ['an unknown widget', { ...demo(), apps: { ...demo().apps, news: { widget: 'nwes' } } }, /未知组件 "nwes"，是否想写 "news"？/],
    [
      'a schema violation',
      { ...demo(), branding: { logo: 'javascript:alert(1)' } },
      /\/branding\/logo须为 http\(s\) 网址或路径；不接受 javascript:、data: 和以 \/\/ 开头的网址/,
    ],
  ])('a manifest with %s shows the invalid-manifest page in the browser', async (_kind, content, message) => {
    const portal = await startPortal({ sites: { demo: content } });
    const context = await browser.newContext(phone);
    const { page } = await openPage(context);
    await page.goto(`${portal.url}/news/index`);
    await page.waitForSelector('[data-testid="invalid-manifest"]');
    expect(await page.textContent('[data-testid="invalid-manifest"]')).toMatch(message);
    expect(await page.title()).toBe('站点配置有误');
    await context.close();
    await portal.close();
  });

  it("an extends cycle and a bad site id are refused with a clear page, never another site's data", async () => {
    const portal = await startPortal({
      site: 'loop-a',
      sites: { 'loop-a': { id: 'loop-a', extends: 'loop-b' }, 'loop-b': { id: 'loop-b', extends: 'loop-a' } },
    });
    const context = await browser.newContext(phone);
    const { page } = await openPage(context);
    await page.goto(`${portal.url}/`);
    await page.waitForSelector('[data-testid="invalid-manifest"]');
    expect(await page.textContent('[data-testid="invalid-manifest"]')).toContain('继承出现循环：loop-a → loop-b → loop-a');
    await portal.close();

    const bad = await startPortal({ site: '../etc' });
    await page.goto(`${bad.url}/`);
    await page.waitForSelector('[data-testid="invalid-manifest"]');
    expect(await page.textContent('[data-testid="invalid-manifest"]')).toContain('不是有效的站点标识');
    expect(await page.textContent('body')).not.toContain('示范大学');
    await context.close();
    await bad.close();
  });

  it('each school gets its own branding and apps by host name', async () => {
    const portal = await startPortal({ sitesByHost: { 'hill.localhost': 'hill-university' } });
    // Chromium resolves hill.localhost to this machine, as a school's DNS name would reach the host.
    const port = new URL(portal.url).port;
    const context = await browser.newContext(phone);
    const { page } = await openPage(context);
    await page.goto(`http://hill.localhost:${port}/`);
    await page.waitForSelector('[data-app="news"]');
    expect(await page.textContent('.portal-header__title')).toBe('山岭大学移动门户');
    expect(await page.locator('[data-app="news"]').first().textContent()).toBe('山岭要闻');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--portal-primary'))).toBe('#0b5394');
    await page.goto(`${portal.url}/`);
    await page.waitForSelector('[data-app="news"]');
    expect(await page.locator('[data-app="news"]').first().textContent()).toBe('新闻资讯');
    expect(await page.textContent('.portal-header__title')).toBe('示范大学校园门户');
    await context.close();
    await portal.close();
  });
});
