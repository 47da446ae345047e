/**
 * Tile labels on the narrowest phone (390 px), as the administrator (who has every tile): every label
 * of the demo and of the two other schools is whole on at most two lines in zh, en and tw, and no word is
 * cut inside (Subscriptions, not Subscription / s; a hyphenated word may wrap at its hyphen). A school's
 * title too long for two lines ends in an ellipsis inside its tile, the whole title kept as the tooltip
 * and the link's name.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAndPortalForFile, closeCleanly, hasChromium, logInAndOpen, openPage, phone } from '../../../tests/e2e/support/index.ts';

const LONG_TITLE = 'Student accommodation and residential life applications';
const longTitles = {
  $schema: '../schemas/site.schema.json',
  id: 'long-titles',
  extends: 'demo',
  apps: { repair: { title: { zh: '住宿服务', en: LONG_TITLE, tw: '住宿服務' } } },
};

const SCHOOLS = { demo: 'localhost', 'hill-university': 'hill.localhost', 'lake-college': 'lake.localhost' };

interface Label {
  text: string;
  lines: number;
  whole: boolean;
  cutWords: string[];
}

/** Each tile label's lines, whether all of it shows, and the words (hyphen-separated parts) broken across lines. */
function labelsOf(page: Page): Promise<Label[]> {
  return page.locator('[data-app] > span:last-child').evaluateAll((elements) =>
    elements.map((el) => {
      const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
      const text = el.firstChild as Text;
      const range = document.createRange();
      const cutWords: string[] = [];
      // CJK text breaks between any two characters; only runs of Latin letters are words here.
      for (const match of text.data.matchAll(/[A-Za-z']+/g)) {
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) cutWords.push(match[0]);
      }
      return {
        text: text.data,
        lines: Math.round(el.clientHeight / lineHeight),
        whole: el.scrollHeight - el.clientHeight < lineHeight / 2 && el.scrollWidth <= el.clientWidth,
        cutWords,
      };
    }),
  );
}

async function openHome(origin: string, language: string): Promise<Page> {
  const { page } = await openPage(await env.browser.newContext(phone));
  await page.context().addInitScript((lang) => localStorage.setItem('officeDb.language', JSON.stringify({ v: lang })), language);
  await logInAndOpen(page, origin, 'admin', '/');
  await page.waitForSelector('[data-app]');
  return page;
}

const env = browserAndPortalForFile({
  site: 'demo',
  sites: { 'long-titles': longTitles },
  sitesByHost: { 'hill.localhost': 'hill-university', 'lake.localhost': 'lake-college', 'long.localhost': 'long-titles' },
});
const originOf = (host: string) => env.portal.url.replace('127.0.0.1', host);

describe.skipIf(!hasChromium())('tile labels on a 390 px phone', () => {
  it.each(Object.entries(SCHOOLS).flatMap(([school, host]) => (['zh', 'en', 'tw'] as const).map((language) => [school, language, host] as const)))(
    '%s in %s: every label whole on at most two lines, no word cut',
    async (_school, language, host) => {
      const page = await openHome(originOf(host), language);
      const labels = await labelsOf(page);
      expect(labels.length).toBeGreaterThan(20);
      expect(labels.filter((label) => label.lines > 2 || !label.whole || label.cutWords.length > 0)).toEqual([]);
      await closeCleanly(page);
    },
  );

  it('ends a title too long for two lines in an ellipsis, the whole title as tooltip and name', async () => {
    const page = await openHome(originOf('long.localhost'), 'en');
    const tile = page.locator('[data-app="repair"]');
    const [label] = (await labelsOf(page)).filter((entry) => entry.text === LONG_TITLE);
    expect(label).toMatchObject({ lines: 2, whole: false });
    expect(await tile.getAttribute('title')).toBe(LONG_TITLE);
    expect(await page.getByRole('link', { name: LONG_TITLE }).count()).toBe(1);
    await closeCleanly(page);
  });
});
