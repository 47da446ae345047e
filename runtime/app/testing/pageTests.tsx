/**
 * The widget test kit: what every widget page's component tests share (docs/architecture.md, "Tests and stories").
 *
 *   openPage('/hotissue/index', hotIssueFixtures.data)            renders the page (demo site, bare)
 *   describePageStates(hotIssuePages.index)                       a test for each state (its pageStates.ts entry)
 *
 * `describePageStates` turns the states a page must have (loading, empty, network error, server error,
 * data, and each language) into one test per row; a widget fills in what each shows. Test files using
 * it run in jsdom (`// @vitest-environment jsdom` on their first line).
 */
import './findCeiling.ts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resolvedSite } from '../../../tests/unit/support/sites.ts';
import type { Fixtures } from './fixtureFetch.ts';
import type { ApiPageStates, Shown } from './pageStates.ts';
import { widgetPageElement, type PageSetup } from './renderWidgetPage.tsx';

let demo: PageSetup['manifest'] | undefined;

/** Renders the page at `path` of the demo site (or `extra.manifest`), without header and footer. */
export async function openPage(path: string, fixtures: Fixtures, extra: Partial<PageSetup> = {}) {
  const setup = await widgetPageElement({ manifest: (demo ??= resolvedSite('demo')), path, fixtures, bare: true, ...extra });
  await act(async () => {
    render(setup.element);
  });
  return setup;
}

/**
 * Waits until `shown` is on the page, once or more: a page with two calls in the same state shows it
 * twice (the appointments admin page loads its spaces and its bookings; whether both spinners are up at
 * once depends on timing, and a test that wanted exactly one failed when they were).
 */
export async function findShown(shown: Shown): Promise<HTMLElement> {
  const found = typeof shown === 'string' ? await screen.findAllByText(shown, { exact: false }) : await screen.findAllByTestId(shown.testId);
  return found[0]!;
}

export function describePageStates(page: Pick<ApiPageStates, 'path' | 'fixtures' | 'shows' | 'user' | 'manifest'>): void {
  const extra = { ...(page.user ? { user: page.user } : {}), ...(page.manifest ? { manifest: page.manifest } : {}) };
  const rows: Array<[state: string, fixtures: Fixtures, shown: Shown, setup: Partial<PageSetup>]> = [
    ['loading', page.fixtures.loading, page.shows.loading ?? { testId: 'loading' }, {}],
    ['empty', page.fixtures.empty, page.shows.empty, {}],
    ['network error', page.fixtures.networkError, page.shows.networkError ?? { testId: 'network-error' }, {}],
    ['server error', page.fixtures.envelopeError, page.shows.envelopeError ?? { testId: 'api-error' }, {}],
    ['data', page.fixtures.data, page.shows.data, {}],
    ['English', page.fixtures.data, page.shows.en, { language: 'en' }],
    ['Traditional Chinese', page.fixtures.data, page.shows.tw, { language: 'tw' }],
  ];
  describe(`${page.path}: its states`, () => {
    afterEach(() => {
      cleanup();
      localStorage.clear();
    });
    it.each(rows)('%s', async (state, fixtures, shown, setup) => {
      await openPage(page.path, fixtures, { ...extra, ...setup });
      expect(await findShown(shown)).toBeTruthy();
      // Every page names itself in one heading (its title), whatever its layout.
      if (state === 'data') expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent !== '')).toEqual([true]);
    });
  });
}
