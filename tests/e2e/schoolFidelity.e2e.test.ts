/**
 * What a school configures is what its users see, in a real Chromium, on a
 * school other than demo: "Pine Valley University", onboarded with its own manifest that renames apps, has
 * its own copyright and a long title with a short one for phones.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, hasChromium, openPage, phone, sharedChromium } from './support/browser.ts';
import { startPortal, type Portal } from './support/portal.ts';

const pineValley = {
  $schema: '../schemas/site.schema.json',
  id: 'pine-valley',
  extends: 'demo',
  name: { zh: '松谷大学', en: 'Pine Valley University', tw: '松谷大學' },
  branding: {
    title: { zh: '松谷大学网上办事服务大厅', en: 'Pine Valley University Online Service Hall', tw: '松谷大學網上辦事服務大廳' },
    shortTitle: { zh: '松谷大学', en: 'Pine Valley', tw: '松谷大學' },
    copyright: { zh: '© 2026 松谷大学 信息技术中心', en: '© 2026 Pine Valley University IT Center', tw: '© 2026 松谷大學 資訊技術中心' },
  },
  apps: { tjuNews: { title: { zh: '松谷要闻', en: 'Pine Valley news', tw: '松谷要聞' } } },
  // Its content images live on its own image server; the portal's own pictures must not be looked for there.
  images: { prefix: 'https://img.pine-valley.example/' },
};

/**
 * Whether an element's text is all on screen: nothing cut by an ellipsis or the two-line clamp. Glyphs may
 * overhang their line box by a pixel or two, so the measure is half a line, far less than a clipped line.
 */
function shownWhole(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const halfLine = parseFloat(getComputedStyle(el).lineHeight) / 2;
    return el.scrollHeight - el.clientHeight < halfLine && el.scrollWidth <= el.clientWidth;
  });
}

describe.skipIf(!hasChromium())('a second school sees what its manifest says', () => {
  let portal: Portal;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    portal = await startPortal({ site: 'pine-valley', sites: { 'pine-valley': pineValley } });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await portal?.close();
  });

  async function open(options: typeof phone, language: 'zh' | 'en' | 'tw' = 'zh'): Promise<Page> {
    const context = await (await sharedChromium()).newContext(options);
    contexts.push(context);
    await context.addInitScript((lang) => localStorage.setItem('officeDb.language', JSON.stringify({ v: lang })), language);
    return (await openPage(context)).page;
  }

  it.each([
    ['zh', '松谷要闻'],
    ['en', 'Pine Valley news'],
    ['tw', '松谷要聞'],
  ] as const)('item 1: a renamed app is that name on its tile, its page heading and the browser tab (%s)', async (language, title) => {
    const page = await open(phone, language);
    await page.goto(`${portal.url}/`);
    const tile = page.locator('[data-app="tjuNews"]').first();
    await expect.poll(() => tile.textContent()).toContain(title);
    await tile.click();
    await page.waitForSelector('[data-testid="news-list"] li');
    // The page on screen: the home page it came from stays in the document, hidden, for the way back.
    expect(await page.textContent('h1:visible')).toBe(title);
    await expect.poll(() => page.title()).toBe(`${title} - ${pineValley.branding.title[language]}`);
  });

  it("item 2: the footer shows the school's copyright in the reader's language, not the backend's", async () => {
    for (const [language, text] of [
      ['zh', '© 2026 松谷大学 信息技术中心'],
      ['en', '© 2026 Pine Valley University IT Center'],
    ] as const) {
      const page = await open(phone, language);
      await page.goto(`${portal.url}/news/index`);
      await page.waitForSelector('[data-testid="news-list"] li');
      await expect.poll(() => page.textContent('footer')).toBe(text);
    }
  });

  it('on a phone, anonymous → messages → back from the login page: back where one was, the home page, with nothing to explain', async () => {
    const page = await open(phone);
    await page.goto(`${portal.url}/`);
    await page.locator('[data-app="message"]').first().click();
    await page.waitForURL(/\/api\/uc\/login\?redirect_url=/);
    await page.goBack();
    await page.waitForURL(`${portal.url}/polymerization/homepage`);
    await page.waitForSelector('[data-app="news"]');
    expect(await page.locator('[data-testid="login-required"]').count()).toBe(0);
    // And the next tile that needs a login goes to the login page again, not to a "login not completed" screen.
    await page.locator('[data-app="message"]').first().click();
    await page.waitForURL(/\/api\/uc\/login\?redirect_url=/);
  });

  it('items 3 and 6 on a phone: a login that comes back without a session → a screen that says so, in the tab too, with a way back home', async () => {
    const page = await open(phone);
    await page.goto(`${portal.url}/`);
    await page.locator('[data-app="message"]').first().click();
    await page.waitForURL(/\/api\/uc\/login\?redirect_url=/);
    // The school's login sends the user back to the page they wanted, but no session came with it.
    await page.goto(`${portal.url}${new URL(page.url()).searchParams.get('redirect_url')!}`);
    await page.waitForSelector('[data-testid="login-required"]');
    expect(await page.textContent('[data-testid="login-required"] h1')).toBe('登录未完成');
    await expect.poll(() => page.title()).toBe(`登录未完成 - ${pineValley.branding.title.zh}`);
    await page.click('[data-testid="way-out-home"]');
    await page.waitForURL(`${portal.url}/polymerization/homepage`);
    await page.waitForSelector('[data-app="news"]');
    await expect.poll(() => page.title()).not.toContain('登录未完成');
  });

  it('item 6: a page opened from outside with no history offers home, not back, with its picture under a foreign image prefix', async () => {
    const page = await open(phone);
    await page.goto(`${portal.url}/nowhere/index`);
    await page.waitForSelector('[data-testid="no-page"]');
    await expect.poll(() => page.title()).toBe(`页面不存在 - ${pineValley.branding.title.zh}`);
    // The runtime's picture is drawn, though the school's image prefix is another server.
    const picture = page.locator('[data-testid="no-page"] img');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await page.locator('[data-testid="way-out-back"]').count()).toBe(0);
    await page.click('[data-testid="way-out-home"]');
    await page.waitForSelector('[data-app="news"]');
  });

  it("item 7: on a 390 px phone the header shows the school's short title whole; on a desktop the full title", async () => {
    const phonePage = await open(phone);
    await phonePage.goto(`${portal.url}/`);
    await phonePage.waitForSelector('[data-app="news"]');
    expect(await phonePage.locator('.portal-header__title-short').isVisible()).toBe(true);
    expect(await phonePage.locator('.portal-header__title-full').isVisible()).toBe(false);
    expect(await phonePage.textContent('.portal-header__title-short')).toBe('松谷大学');

    const desktopPage = await open(desktop);
    await desktopPage.goto(`${portal.url}/`);
    await desktopPage.waitForSelector('[data-app="news"]');
    expect(await desktopPage.locator('.portal-header__title-full').isVisible()).toBe(true);
    expect(await shownWhole(desktopPage.locator('[data-testid="header-title"]'))).toBe(true);
  });

  it('item 7: a long title without a short one takes two lines on a phone instead of being cut', async () => {
    const page = await open(phone);
    const { shortTitle: _short, ...branding } = pineValley.branding;
    const longTitle = '松谷大学研究生院网上办事服务大厅';
    portal.writeSite('pine-valley', { ...pineValley, branding: { ...branding, title: { ...branding.title, zh: longTitle } } });
    // The host picks up the edited file on its own; each poll opens the page afresh.
    await expect
      .poll(async () => {
        await page.goto(`${portal.url}/`);
        await page.waitForSelector('[data-app="news"]');
        return page.locator('.portal-header__title-short').count();
      })
      .toBe(0);
    const title = page.locator('[data-testid="header-title"]');
    expect(await title.textContent()).toBe(longTitle);
    expect(await title.evaluate((el) => Math.round(el.clientHeight / parseFloat(getComputedStyle(el).lineHeight)))).toBe(2);
    expect(await shownWhole(title)).toBe(true);
    portal.writeSite('pine-valley', pineValley);
  });
});
