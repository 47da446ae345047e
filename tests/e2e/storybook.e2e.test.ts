/**
 * Storybook stays complete by construction and every story is a test (issue 4):
 *  - every page of every widgets/<id>/widget.json has its state stories (Loading, Empty, ErrorNetwork,
 *    ErrorEnvelope, Data under `Widgets/<id>/<page>`; a page whose widget calls no API has no envelope
 *    error to show), and the runtime screens have theirs;
 *  - every story, built by `npm run build-storybook` and opened in headless Chromium, renders its state
 *    without console or page errors and without serious or critical axe-core violations — in every
 *    school of sites/ and in every language;
 *  - the toolbar's school changes the branding, labels and API paths; its language changes the text.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, hasChromium, launchChromium } from './support/browser.ts';
import { buildStorybook, readIndex, serveStatic, StoryViewer, storybookDir, storyId, type IndexEntry, type StaticServer } from './support/storybook.ts';

const widgets = readdirSync('widgets', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`widgets/${entry.name}/widget.json`))
  .map((entry) => ({ id: entry.name, meta: JSON.parse(readFileSync(`widgets/${entry.name}/widget.json`, 'utf8')) as { pages: Record<string, unknown>; api: Record<string, unknown> } }));

const schools = readdirSync('sites')
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length));

/** The runtime screens designers review (issue 4), by story id. */
const runtimeScreens = [
  'runtime-screens-nopagedata--unknown-path',
  'runtime-screens-networkerror--screen',
  'runtime-screens-networkerror--feedback-dialog',
  'runtime-screens-nodata--with-school-message',
  'runtime-screens-nodata--data-abnormal',
  'runtime-screens-systemexception--handler-failed',
  'runtime-screens-invalidmanifest--problems',
  'runtime-screens-access--no-permission',
  'runtime-screens-access--login-required',
  'runtime-screens-access--permissions-failed',
  'runtime-screens-pageerror--error-panel',
  'runtime-screens-pageerror--page-code-failed',
  'runtime-dialogs--confirm',
  'runtime-dialogs--alert',
  'runtime-dialogs--loading',
  'runtime-dialogs--popup',
  'runtime-dialogs--image-preview',
  'runtime-progress--while-page-loads',
  'runtime-layout--narrow-desktop',
];

/**
 * Time for one sweep over every story: the story count grows with each widget page (five states each),
 * so the budget does too (about a second a story, three previews side by side, on a slow CI machine).
 */
const storyCount = widgets.reduce((n, { meta }) => n + Object.keys(meta.pages).length * 5, runtimeScreens.length);
const sweepBudget = (sweeps: number) => Math.max(150_000, sweeps * storyCount * 1_000 + 60_000);

/** A phone-sized window with a plain browser's user agent (a WeChat one would load the share SDK). */
const phoneWindow = { viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 } };

describe.skipIf(!hasChromium())('Storybook', () => {
  let server: StaticServer;
  let browser: Browser;
  let stories: IndexEntry[];

  beforeAll(async () => {
    [browser] = await Promise.all([launchChromium(), buildStorybook()]);
    server = await serveStatic(storybookDir);
    stories = readIndex();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('has a story for each state of every widget page', () => {
    const ids = new Set(stories.map((story) => story.id));
    const missing: string[] = [];
    for (const { id, meta } of widgets) {
      // A widget that calls no API (widget.json `api` is empty) has no envelope error to show.
      const states = ['Loading', 'Empty', 'ErrorNetwork', ...(Object.keys(meta.api).length ? ['ErrorEnvelope'] : []), 'Data'];
      for (const page of Object.keys(meta.pages)) {
        for (const state of states) {
          const expected = storyId(`Widgets/${id}/${page}`, state);
          if (!ids.has(expected)) missing.push(`widgets/${id} page "${page}": no ${state} story (export const ${state} in a story titled "Widgets/${id}/${page}", id ${expected})`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(widgets.length).toBeGreaterThan(0);
  });

  it('has a story for each runtime screen', () => {
    const ids = new Set(stories.map((story) => story.id));
    expect(runtimeScreens.filter((id) => !ids.has(id))).toEqual([]);
  });

  /** Checks every story with these globals, in `width` previews side by side; one line per failing story. */
  async function sweep(context: BrowserContext, globals: string, width = 3): Promise<string[]> {
    const queue = [...stories];
    const failures: string[] = [];
    await Promise.all(
      Array.from({ length: width }, async () => {
        const viewer = await StoryViewer.open(context, server.url, globals);
        for (let story = queue.shift(); story; story = queue.shift()) {
          try {
            const run = await viewer.check(story.id);
            const problems = [
              ...run.consoleErrors.map((text) => `console error: ${text}`),
              ...run.pageErrors.map((text) => `page error: ${text}`),
              ...run.violations.map((v) => `axe ${v.impact} ${v.id} (${v.help}): ${v.targets.join(', ')}`),
            ];
            if (problems.length) failures.push(`${story.id} [${globals || 'default'}]\n    ${problems.join('\n    ')}`);
          } catch (error) {
            failures.push(`${story.id} [${globals || 'default'}]\n    ${(error as Error).message}`);
          }
        }
        await viewer.close();
      }),
    );
    return failures.sort();
  }

  /** What one story shows, with these globals. */
  async function look<T>(context: BrowserContext, id: string, globals: string, read: () => T): Promise<T> {
    const viewer = await StoryViewer.open(context, server.url, globals);
    await viewer.show(id);
    const seen = await viewer.page.evaluate(read);
    await viewer.close();
    return seen as T;
  }

  it('renders every story on a phone without console errors and without serious or critical axe violations, in every school', async () => {
    const context = await browser.newContext(phoneWindow);
    const failures: string[] = [];
    for (const school of schools) failures.push(...(await sweep(context, `school:${school}`)));
    await context.close();
    expect(failures).toEqual([]);
  }, sweepBudget(schools.length));

  it('renders every story in en and tw, and on a desktop, likewise', async () => {
    const phone = await browser.newContext(phoneWindow);
    const failures = [...(await sweep(phone, 'locale:en')), ...(await sweep(phone, 'locale:tw'))];
    await phone.close();
    const wide = await browser.newContext(desktop);
    failures.push(...(await sweep(wide, '')));
    await wide.close();
    expect(failures).toEqual([]);
  }, sweepBudget(3));

  it('the school toolbar re-renders a story in that school\'s branding, labels and API paths', async () => {
    const context = await browser.newContext(phoneWindow);
    const primary = (globals: string) =>
      look(context, 'widgets-news-index--data', globals, () => ({
        primary: getComputedStyle(document.documentElement).getPropertyValue('--portal-primary').trim(),
        brand: document.querySelector('.portal-header__title')?.textContent,
        heading: document.querySelector('.portal-main h1')?.textContent,
        logo: document.querySelector<HTMLImageElement>('.portal-header__logo')?.naturalWidth,
        articles: document.querySelectorAll('[data-testid="news-list"] li').length,
      }));
    const demo = await primary('school:demo');
    const hill = await primary('school:hill-university');
    expect(demo).toMatchObject({ primary: '#1769e0', brand: '示范大学校园门户', heading: '新闻资讯', articles: 10 });
    // hill-university: its colour, title and label override, its own logo (served at /site-assets/), and
    // its news.list path (/cms/v2/articles) answered from the same fixtures.
    expect(hill).toMatchObject({ primary: '#0b5394', brand: '山岭大学移动门户', heading: '山岭要闻', articles: 10 });
    expect(hill.logo).toBeGreaterThan(0);
    await context.close();
  });

  it('the language global re-renders a story in that language; a school without it falls back to its default', async () => {
    const context = await browser.newContext(phoneWindow);
    const text = (globals: string) =>
      look(context, 'widgets-news-index--empty', globals, () => ({ empty: document.querySelector('[data-testid="empty"]')?.textContent, lang: document.documentElement.lang }));
    expect(await text('locale:zh')).toEqual({ empty: '暂无新闻', lang: 'zh-CN' });
    expect(await text('locale:en')).toEqual({ empty: 'No news yet', lang: 'en' });
    expect(await text('locale:tw')).toEqual({ empty: '暫無新聞', lang: 'zh-TW' });
    // lake-college offers zh and en only: its students never see tw.
    expect(await text('locale:tw;school:lake-college')).toEqual({ empty: '暂无新闻', lang: 'zh-CN' });
    await context.close();
  });

  it('the narrow desktop layout shows on a desktop, unless the school switches it off', async () => {
    const context = await browser.newContext(desktop);
    const narrowed = (id: string) =>
      look(context, id, '', () => ({ narrow: document.body.classList.contains('portal-narrow'), width: Math.round(document.body.getBoundingClientRect().width) }));
    // Ten sixteenths of the screen height (900 px), centred.
    expect(await narrowed('runtime-layout--narrow-desktop')).toEqual({ narrow: true, width: 563 });
    expect(await narrowed('runtime-layout--full-width-desktop')).toEqual({ narrow: false, width: 1280 });
    await context.close();
  });
});
