/**
 * Storybook stays complete by construction and every story is a test:
 *  - every page of every widgets/<id>/widget.json has its state stories (Loading, Empty, ErrorNetwork,
 *    ErrorEnvelope, Data under `Widgets/<id>/<page>`; a page whose widget calls no API has no envelope
 *    error to show), and the runtime screens have theirs;
 *  - every story, built by `npm run build-storybook` and opened in headless Chromium, renders its state
 *    without console or page errors and without serious or critical axe-core violations, each in one
 *    school × language × viewport of a rotation that covers every school of sites/, every language and
 *    both phone and desktop;
 *  - the toolbar's school changes the branding, labels and API paths; its language changes the text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, hasChromium, launchChromium } from './support/browser.ts';
import { timed } from '../support/phaseTimes.ts';
import { discoverWidgets } from '../../runtime/shared/discoverWidgets.ts';
import { buildStorybook, readIndex, serveStatic, StoryViewer, storybookDir, storyId, type IndexEntry, type StaticServer } from './support/storybook.ts';

const widgets = discoverWidgets().map((widget) => ({
  id: widget.id,
  meta: JSON.parse(readFileSync(widget.definitionFile, 'utf8')) as { pages: Record<string, unknown>; api: Record<string, unknown> },
}));

const schools = readdirSync('sites')
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length));

/** The runtime screens designers review, by story id. */
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
  'runtime-screens-access--permissions-refused',
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
 * Where each story is checked. Every story is opened and checked once per run (console errors, page
 * errors, axe), in one school × language × viewport of this rotation, so that across the stories every
 * combination is checked without paying for every story in each of them (the cost grows with
 * the stories, not with stories × schools × languages × viewports). A story's place in the rotation comes
 * from a hash of its id, so adding stories never moves another story to a different combination.
 */
const locales = ['zh', 'en', 'tw'] as const;
// The phone is a window of a phone's size with a plain browser's user agent (a WeChat one would load the share SDK).
const viewports = { phone: { viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 } }, desktop } as const;
type Viewport = keyof typeof viewports;
interface Combination {
  school: string;
  locale: (typeof locales)[number];
  viewport: Viewport;
}
const combinations: Combination[] = schools.flatMap((school) =>
  locales.flatMap((locale) => (Object.keys(viewports) as Viewport[]).map((viewport) => ({ school, locale, viewport }))),
);
const globalsOf = ({ school, locale }: Combination) => `school:${school};locale:${locale}`;

/** FNV-1a: a small stable hash, so a story keeps its combination from run to run. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}
const combinationOf = (storyId: string): Combination => combinations[hash(storyId) % combinations.length]!;

/**
 * E2E_SCALE=3 checks each story in three combinations: what the sweep costs with three times today's
 * stories (the budget), measured rather than guessed. CI runs it at 1.
 */
const scale = Math.max(1, Number(process.env.E2E_SCALE ?? 1));
const checksOf = (storyId: string): Combination[] => Array.from({ length: scale }, (_, copy) => combinationOf(copy ? `${storyId}#${copy}` : storyId));

const previews = 6;
/**
 * Time for the sweep: 2.5 s a check on a slow 2-core machine (1.5 s ran out once beside a unit run). Alone it takes about 0.8 s a check since the
 * form and statistics pages came (321 s for 410 stories, measured 2026-11-25); beside the other
 * end-to-end files in CI it took more than 470 s, the old budget of a second a check. Making the checks
 * cheaper again is open work (the note); the budget is what a run may take, not a wait.
 */
const storyCount = widgets.reduce((n, { meta }) => n + Object.keys(meta.pages).length * 5, runtimeScreens.length);
const sweepBudget = Math.max(150_000, scale * storyCount * 2_500 + 60_000);

/** One Storybook build per run, for the completeness checks (no browser needed) and the sweep. */
let built: Promise<IndexEntry[]> | undefined;
const storybookIndex = () => (built ??= timed('Storybook build', () => buildStorybook()).then(() => readIndex()));

// Outside the Chromium skip: a machine without a browser still learns that a page has no state stories.
describe('Storybook is complete', () => {
  let stories: IndexEntry[];
  beforeAll(async () => {
    stories = await storybookIndex();
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
          if (!ids.has(expected))
            missing.push(`widgets/${id} page "${page}": no ${state} story (export const ${state} in a story titled "Widgets/${id}/${page}", id ${expected})`);
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
});

describe.skipIf(!hasChromium())('Storybook in Chromium', () => {
  let server: StaticServer;
  let browser: Browser;
  let stories: IndexEntry[];

  beforeAll(async () => {
    [browser, stories] = await Promise.all([launchChromium(), storybookIndex()]);
    server = await serveStatic(storybookDir);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /**
   * Checks every story once, in its combination, in six previews side by side; one line per failing story.
   * A story mostly waits (React reveals a suspended page in 300 ms steps), so six previews keep two cores
   * busy where three left them idle half the time; more gained nothing when measured.
   */
  async function sweep(): Promise<string[]> {
    // One group per combination: a preview opened with that school, language and window shows its stories one after another.
    const groups = new Map<string, { combination: Combination; ids: string[] }>();
    for (const story of stories) {
      for (const combination of checksOf(story.id)) {
        const where = `${combination.viewport} ${globalsOf(combination)}`;
        const group = groups.get(where) ?? { combination, ids: [] };
        group.ids.push(story.id);
        groups.set(where, group);
      }
    }
    const queue = [...groups];
    const failures: string[] = [];
    await Promise.all(
      Array.from({ length: previews }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const [where, { combination, ids }] = next;
          // A browser context per preview: previews side by side in one context would share localStorage,
          // and one story's cached login would be read by another's page starting at the same time.
          const context = await browser.newContext(viewports[combination.viewport]);
          const viewer = await StoryViewer.open(context, server.url, globalsOf(combination));
          for (const id of ids) {
            try {
              const run = await viewer.check(id);
              const problems = [
                ...run.consoleErrors.map((text) => `console error: ${text}`),
                ...run.pageErrors.map((text) => `page error: ${text}`),
                ...run.violations.map((v) => `axe ${v.impact} ${v.id} (${v.help}): ${v.targets.join(', ')}`),
                ...(run.overflow > 0 ? [`the page is ${run.overflow} px wider than the window: its reader scrolls sideways`] : []),
              ];
              if (problems.length) failures.push(`${id} [${where}]\n    ${problems.join('\n    ')}`);
            } catch (error) {
              failures.push(`${id} [${where}]\n    ${(error as Error).message}`);
            }
          }
          await viewer.close();
          await context.close();
        }
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

  it('the rotation puts every school, language and viewport under some stories', () => {
    const used = new Set(stories.map((story) => JSON.stringify(combinationOf(story.id))));
    expect(combinations.filter((combination) => !used.has(JSON.stringify(combination)))).toEqual([]);
  });

  it(
    'renders every story without console errors, serious or critical axe violations or a page wider than its window (each in its school × language × viewport)',
    async () => {
      const failures = await timed('Storybook sweep', sweep, () => `${stories.length * scale} checks of ${stories.length} stories`);
      expect(failures).toEqual([]);
    },
    sweepBudget,
  );

  it("the school toolbar re-renders a story in that school's branding, labels and API paths", async () => {
    const context = await browser.newContext(viewports.phone);
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
    const context = await browser.newContext(viewports.phone);
    const text = (globals: string) =>
      look(context, 'widgets-news-index--empty', globals, () => ({
        empty: document.querySelector('[data-testid="empty"]')?.textContent,
        lang: document.documentElement.lang,
      }));
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
      look(context, id, '', () => ({
        narrow: document.body.classList.contains('portal-narrow'),
        width: Math.round(document.body.getBoundingClientRect().width),
      }));
    // Ten sixteenths of the screen height (900 px), centred.
    expect(await narrowed('runtime-layout--narrow-desktop')).toEqual({ narrow: true, width: 563 });
    expect(await narrowed('runtime-layout--full-width-desktop')).toEqual({ narrow: false, width: 1280 });
    await context.close();
  });
});
