/**
 * the check of the whole first wave, grown with every widget: every route of the demo site opens,
 * as a user allowed to see it, and shows real content: no error panel, no "page does not exist", no "no
 * permission", no login wall, no uncaught error. The paths are the demo manifest's routes (resolved as the
 * host resolves them); how to open each page is its widget's tests/walk.ts. Nothing here lists a path:
 * a new widget's routes are walked as soon as the demo manifest has them. Each widget's own flow is tested
 * in its own file; this walk is about nothing being left out.
 */
import type { BrowserContext } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { resolvedSite } from '../unit/support/sites.ts';
import { hasChromium, openPage, phone } from './support/browser.ts';
import { logInAndOpen } from './support/login.ts';
import type { Visitor } from './support/pageWalk.ts';
import { browserAndPortalForFile } from './support/portal.ts';
import { walkPaths } from './support/walkPaths.ts';

const demo = resolvedSite('demo');
const { paths, missing, sampled } = await walkPaths(demo);

/** the list, word for word: the walk must cover each. */
const ISSUE_PATHS = `
  news/index news/detail tjuNews/index tjuNews/detail tjuNotice/index tjuNotice/detail tjuOfficial/index tjuOfficial/detail
  notice/index notice/noticepage notice/noticetippage message/index message/message announcementRelease/index
  hotissue/index hotissue/list hotissue/detail topic/index topic/detail topic/postMsg
  material/index material/detail material/blankdetail materialHnu/detail commonFile/index file/index
  video/list video/detail photowall/index photowall/myPhotos photowall/uploadPhoto photoCollection/index schoolAtlas/index
  guide/index guide/detail microStation/index microStation/list microStation/detail rssSubscription/index greetingCard/index
  polymerization/homepage polymerization/infor polymerization/search polymerization/application polymerization/login
  polymerization/bindPh polymerization/untyingPh polymerization/modifyPass
  center/login center/personal center/edit center/switch center/qrcode center/qrcodePage center/qrcodeNew center/qrcodeBuaa
  center/sweepCode center/sweepCodeBjtu center/sweepCodeBuaa center/sweepCodeRls
  sso/index publicsso/index publicsso/helpIndex publicsso/helpIndexmsg publicsso/helpQt publicsso/helpdetail
  smlogin/index smlogin/success smlogin/cancel smloginV2/index smloginV2/success smloginV2/cancel
  newsInterruption/index newsInterruption/indexV2 hkhtml/index localStoragepage/index xidianMinigramLogin/index
`
  .trim()
  .split(/\s+/);

/** What the runtime shows instead of a page that works. */
const FAILURE_VIEWS = [
  'error-panel',
  'chunk-error',
  'no-page',
  'no-permission',
  'login-required',
  'auth-failed',
  'network-error',
  'system-exception',
  'api-error',
  'invalid-manifest',
];

describe('the walk', () => {
  it('has a way to open every page the demo site routes to', () => {
    expect(missing).toEqual([]);
  });

  it('walks every page a sampled route leads to (oneApp: a variant page walked at one app of the widget)', () => {
    const walkedPages = new Set(paths.map(({ route }) => `${demo.routes[route]!.widget}/${demo.routes[route]!.page}`));
    expect(sampled.filter((route) => !walkedPages.has(`${demo.routes[route]!.widget}/${demo.routes[route]!.page}`))).toEqual([]);
    // Today the nine other health-report types' seven pages (the ten types' index pages are all walked).
    expect(sampled.length).toBeLessThan(paths.length);
  });

  it('covers every path the issue lists', () => {
    const walked = new Set(paths.map((entry) => entry.route));
    expect(ISSUE_PATHS.filter((path) => !walked.has(path))).toEqual([]);
    expect(new Set(ISSUE_PATHS).size).toBe(ISSUE_PATHS.length);
  });
});

describe.skipIf(!hasChromium())('every first-wave path in the demo site', () => {
  const env = browserAndPortalForFile();
  const contexts = new Map<Visitor, Promise<BrowserContext>>();

  /** One browser context per visitor, logged in once (paths walked side by side share the login). */
  function contextFor(visitor: Visitor): Promise<BrowserContext> {
    let context = contexts.get(visitor);
    if (!context) contexts.set(visitor, (context = loggedIn(visitor)));
    return context;
  }
  async function loggedIn(visitor: Visitor): Promise<BrowserContext> {
    const context = await env.browser.newContext(phone);
    if (visitor !== 'anonymous') {
      const { page } = await openPage(context);
      await logInAndOpen(page, env.portal.url, visitor, '/polymerization/homepage');
      await page.close();
    }
    return context;
  }
  afterAll(async () => {
    for (const context of contexts.values()) await (await context).close();
  });

  // Side by side (vitest's maxConcurrency, five pages at a time): a path waits partly on the network and
  // timers, so the walk takes about half the time of one path after another (98 s → 44 s, measured).
  // E2E_SCALE=3 walks every path three times: the walk's cost with three times today's paths.
  const scale = Math.max(1, Number(process.env.E2E_SCALE ?? 1));
  const walk = Array.from({ length: scale }, (_, copy) => paths.map((entry) => [`/${entry.route}${copy ? ` (again, ${copy})` : ''}`, entry] as const)).flat();
  // Two 45 s ceilings (content, then the loading views gone) and a login: a path's own ceiling is above both.
  it.concurrent.for(walk)('%s', { timeout: 120_000 }, async ([, entry], { expect }) => {
    const own = entry.changesLogin ? await loggedIn(entry.as) : undefined;
    const context = own ?? (await contextFor(entry.as));
    const { page, errors } = await openPage(context);
    const query = typeof entry.query === 'function' ? await entry.query(env.portal.url) : entry.query;
    const path = `/${entry.route}${query ? `?${query}` : ''}`;
    if (entry.via) {
      await page.goto(`${env.portal.url}${entry.via.from}`);
      await page.locator(entry.via.click).first().click();
      await page.waitForURL((url) => url.pathname === path);
    } else {
      await page.goto(`${env.portal.url}${path}`);
    }
    const pathname = entry.lands ?? path.split('?')[0]!;
    // The page's own sign of content, then the loading views gone. Checked every frame (waitForSelector
    // backs off to half a second between looks); 45 s is a ceiling for a busy two-core machine, not a wait.
    await page
      .waitForFunction((ready) => [...document.querySelectorAll(ready)].some((element) => element.checkVisibility()), entry.ready, { timeout: 45_000 })
      .catch(async (error: Error) => {
        const shownInstead = await page
          .locator('.portal-main')
          .innerText()
          .catch(() => '(no main)');
        throw new Error(`${error.message}\n  at ${page.url()}, the page shows: ${shownInstead.slice(0, 400)}`);
      });
    await page.waitForFunction(() => !document.querySelector('.portal-main [data-testid="loading"]'), undefined, { timeout: 45_000 });
    expect(new URL(page.url()).pathname).toBe(pathname);
    const shown = await page.evaluate((views) => views.filter((id) => document.querySelector(`[data-testid="${id}"]`)), FAILURE_VIEWS);
    expect(shown).toEqual([]);
    const text = (await page.locator('.portal-main').innerText()).trim();
    expect(text.length, `${path} shows almost nothing: "${text}"`).toBeGreaterThan(10);
    if (entry.shows) expect(text).toContain(entry.shows);
    expect(errors).toEqual([]);
    await page.close();
    await own?.close();
  });
});
