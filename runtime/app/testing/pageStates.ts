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
 * A widget keeps its table in `pageStates.ts` at its root, one entry a page of its widget.json. What the
 * entries share is said once, before them (fixtures, user, the widget's server-error text; an entry's own
 * wins), and a state that shows the element its `ready` selector starts with needs no `shows` of its own,
 * so an entry is its path, its ready selectors and its texts:
 *
 *   export const newsPages = definePageStates(
 *     { fixtures: newsFixtures, envelopeError: '请求失败：新闻服务维护中，请稍后再试' },
 *     {
 *       index: { path: '/news/index', ready: { data: '[data-testid="news-list"] li' }, shows: { empty: '暂无新闻', en: '12 articles', tw: '共 12 則' } },
 *     },
 *   );
 *
 * The readers get each entry whole (`newsPages.index.shows.data` is `{ testId: 'news-list' }`).
 * It runs in the browser too (Storybook bundles it), so it reads no files.
 */
import { failure, type Fixture, type Fixtures, type StateFixtures } from './fixtureFetch.ts';
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

/** What a table's entries share, said once; an entry's own value wins. */
export interface PageDefaults {
  /** The API answers of each state, for the entries that name none. */
  fixtures?: StateFixtures;
  /** Who opens the pages, for the entries that name nobody. */
  user?: PageSetup['user'];
  /** The widget's text for a server error (its maintenance message), for the entries that show none. */
  envelopeError?: Shown;
}

/**
 * An API page as its table writes it: `fixtures` and `user` may come from the table's defaults, and
 * `shows.data` and `shows.empty` from `ready`'s selectors when they start with a test id (ready once
 * `[data-testid="news-list"] li` shows, the test finds the test id `news-list`).
 */
export type ApiPageEntry = Omit<ApiPageStates, 'fixtures' | 'shows'> & {
  fixtures?: StateFixtures;
  shows: Omit<ApiPageStates['shows'], 'data' | 'empty'> & { data?: Shown; empty?: Shown };
};

/** An entry of a table with `defaults`: it names its fixtures unless the defaults do. */
type PageEntry<D extends PageDefaults> =
  PageWithoutApiStates | (D extends { fixtures: StateFixtures } ? ApiPageEntry : ApiPageEntry & { fixtures: StateFixtures });

/**
 * An entry as the readers get it: the table's `defaults` filled in, with its own literal type and theirs
 * kept (a story reads its `ready.empty` as a string, its fixtures' paths one by one).
 */
export type FilledPageStates<E, D = object> = E extends { shows: infer S }
  ? Omit<D, 'envelopeError' | keyof E> & Omit<E, 'shows'> & { shows: S & { data: Shown; empty: Shown } }
  : E;

/**
 * The table as written, checked against the shape, with `defaults` (when given) filled into each entry
 * and each `shows.data` and `shows.empty` left out derived from `ready`. One that `ready` cannot give
 * throws when the table is loaded (widgets/registry.test.ts loads every table).
 */
export function definePageStates<const T extends Record<string, PageEntry<object>>>(pages: T): { [K in keyof T]: FilledPageStates<T[K]> };
export function definePageStates<D extends PageDefaults, const T extends Record<string, PageEntry<D>>>(
  defaults: D,
  pages: T,
): { [K in keyof T]: FilledPageStates<T[K], D> };
export function definePageStates(...args: [Record<string, PageEntry<object>>] | [PageDefaults, Record<string, PageEntry<PageDefaults>>]) {
  const [defaults, pages] = args.length === 1 ? [{}, args[0]] : args;
  return Object.fromEntries(Object.entries(pages).map(([name, page]) => [name, fill(page, defaults)]));
}

function fill(page: PageEntry<PageDefaults>, defaults: PageDefaults): PageStates {
  if ('withoutApi' in page) return page;
  const fixtures = page.fixtures ?? defaults.fixtures;
  const user = page.user ?? defaults.user;
  const data = page.shows.data ?? testIdOf(page.ready.data);
  const empty = page.shows.empty ?? testIdOf(page.ready.empty);
  const envelopeError = page.shows.envelopeError ?? defaults.envelopeError;
  if (!fixtures) throw new Error(`${page.path}: no fixtures, and its table gives none`);
  if (!data) throw new Error(`${page.path}: shows.data is needed, ready.data (${page.ready.data}) starts with no test id`);
  if (!empty) throw new Error(`${page.path}: shows.empty is needed, ready.empty (${page.ready.empty ?? 'absent'}) starts with no test id`);
  return { ...page, fixtures, ...(user ? { user } : {}), shows: { ...page.shows, data, empty, ...(envelopeError ? { envelopeError } : {}) } };
}

/** The test id a selector starts with: `[data-testid="news-list"] li` → `news-list`. */
function testIdOf(selector: string | undefined): Shown | undefined {
  const testId = /^\[data-testid="([^"]+)"\]/.exec(selector ?? '')?.[1];
  return testId ? { testId } : undefined;
}

export const isWithoutApi = (page: PageStates): page is PageWithoutApiStates => 'withoutApi' in page;

/**
 * The three states in which a widget's calls (`paths`) fail or hang, for its fixtures.ts: never answered
 * (loading), the network failing, the school answering 500 with `maintenance`.
 */
export function failingStates<const P extends string>(paths: readonly P[], maintenance: string) {
  const every = (fixture: Fixture) => Object.fromEntries(paths.map((path) => [path, fixture])) as Record<P, Fixture>;
  return { loading: every('never'), networkError: every('network-error'), envelopeError: every(failure(500, maintenance)) };
}
