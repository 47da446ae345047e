/**
 * One description of a widget page's states, read three ways (docs/architecture.md, "Tests and stories"):
 *
 *   - its stories (`widgetPageStates(pages.index)`): one story a state, ready when `ready` shows;
 *   - its page-state tests (`describePageStates(pages.index)`): one test a state and language, passing when
 *     `shows` is on the page;
 *   - the path walk (tests/e2e): the page opened against the sandbox at `path`'s query, ready when
 *     `ready.data` shows; a widget's `tests/walk.ts` says only where the sandbox differs (who opens it, a
 *     seeded row's id, a selector for the sandbox's data).
 *
 * A widget keeps its table in `pageStates.ts` at its root, one entry a page of its widget.json:
 *
 *   export const newsPages = definePageStates({
 *     index: {
 *       path: '/news/index',
 *       fixtures: newsFixtures,
 *       ready: { data: '[data-testid="news-list"] li' },
 *       shows: { data: { testId: 'news-list' }, empty: '暂无新闻', en: '12 articles', tw: '共 12 則' },
 *     },
 *   });
 *
 * It runs in the browser too (Storybook bundles it), so it reads no files.
 */
import type { Fixtures, StateFixtures } from './fixtureFetch.ts';
import type { PageSetup } from './renderWidgetPage.tsx';

/** What shows a state in a test: a text on the page, or an element's test id. */
export type Shown = string | { testId: string };

/** A page whose data comes from its API. */
export interface ApiPageStates {
  /** The path a user opens, with the query its fixtures answer: `/news/detail?id=1`. */
  path: string;
  /** The API answers of each state (fixtures.ts). */
  fixtures: StateFixtures;
  /** The logged-in user (a permission map and a name); anonymous when absent. */
  user?: PageSetup['user'];
  /** A school other than the demo one, for a page the demo school does not route. */
  manifest?: PageSetup['manifest'];
  /**
   * CSS selectors present once a state shows (stories wait on them in any school and language, the walk on
   * `data`); loading, empty, network and server error default to the runtime's own views.
   */
  ready: { data: string } & Partial<Record<keyof StateFixtures, string>>;
  /** Texts (in the demo school's zh, and the `en` and `tw` of the data) or test ids the tests find. */
  shows: { data: Shown; empty: Shown; en: Shown; tw: Shown; envelopeError?: Shown; loading?: Shown; networkError?: Shown };
}

/**
 * A page that calls no API of its own (its widget.json `api` is empty), such as the app directory: its
 * states are the page's code arriving slowly or not at all, a school offering nothing, and the data.
 */
export interface PageWithoutApiStates {
  withoutApi: true;
  /** The widget whose code is held back or failed (stories). */
  widget: string;
  path: string;
  user?: PageSetup['user'];
  /** The school's manifest with nothing for this page to show. */
  emptySite: (manifest: NonNullable<PageSetup['manifest']>) => NonNullable<PageSetup['manifest']>;
  ready: { data: string; empty?: string };
  /** Fixtures of the data state when the shell around the page calls an API (e.g. the login state). */
  fixtures?: Fixtures;
}

export type PageStates = ApiPageStates | PageWithoutApiStates;

/** A widget's table: page name (as in its widget.json) → its states. */
export type WidgetPageStates = Record<string, PageStates>;

/** The table as written, checked against the shape (keeps each page's literal type for its stories). */
export function definePageStates<const T extends WidgetPageStates>(pages: T): T {
  return pages;
}

export const isWithoutApi = (page: PageStates): page is PageWithoutApiStates => 'withoutApi' in page;
