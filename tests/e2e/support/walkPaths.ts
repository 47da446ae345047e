/**
 * The path walk's paths: each route of a resolved site, opened as its page's states say, changed by its
 * widget's tests/walk.ts (see pageWalk.ts). A routed page with no states is reported in `missing`.
 */
import { pathToFileURL } from 'node:url';
import type { ResolvedSiteManifest } from '../../../runtime/shared/generated/resolvedSiteManifest.ts';
import { discoverWidgets } from '../../../runtime/shared/discoverWidgets.ts';
import type { PageStates, WidgetPageStates } from '../../../runtime/app/testing/pageStates.ts';
import type { PageWalk, Visitor, WidgetWalk } from './pageWalk.ts';

const load = async <T>(file: string | undefined, name: string): Promise<T | undefined> =>
  file ? ((await import(pathToFileURL(file).href)) as Record<string, T>)[name] : undefined;

/** The one export of a widget's pageStates.ts (its name is the widget's: `newsPages`). */
async function pageStatesOf(file: string | undefined): Promise<WidgetPageStates | undefined> {
  if (!file) return undefined;
  const exports = Object.values((await import(pathToFileURL(file).href)) as Record<string, WidgetPageStates>);
  if (exports.length !== 1) throw new Error(`${file} must export one table of page states, not ${exports.length}`);
  return exports[0];
}

/** What the states give the walk: the query of the page's path, and the selector of its data. */
function walkOfStates(states: PageStates): PageWalk {
  const query = new URL(states.path, 'http://portal').search.slice(1);
  return { ready: states.ready.data, ...(query ? { query } : {}) };
}

export interface WalkedPath extends PageWalk {
  /** The route, e.g. `materialHnu/detail`. */
  route: string;
  as: Visitor;
}

/**
 * `paths` are walked; `sampled` are routes of a page marked `oneApp` whose page is walked at another app's
 * route (they resolve to the same widget page, which is what makes skipping them safe).
 */
export async function walkPaths(site: ResolvedSiteManifest): Promise<{ paths: WalkedPath[]; missing: string[]; sampled: string[] }> {
  const states = new Map<string, WidgetPageStates>();
  const walks = new Map<string, WidgetWalk>();
  for (const widget of discoverWidgets()) {
    const table = await pageStatesOf(widget.pageStatesFile);
    if (table) states.set(widget.id, table);
    const walk = await load<WidgetWalk>(widget.walkFile, 'walk');
    if (walk) walks.set(widget.id, walk);
  }
  const paths: WalkedPath[] = [];
  const missing: string[] = [];
  const sampled: string[] = [];
  const walkedPages = new Set<string>();
  for (const [route, { widget, page, login }] of Object.entries(site.routes).sort(([a], [b]) => a.localeCompare(b))) {
    const pageStates = states.get(widget)?.[page];
    if (!pageStates) {
      missing.push(`${route}: widgets/${widget}/pageStates.ts has no entry for page "${page}"`);
      continue;
    }
    const change = walks.get(widget)?.[page];
    const changed = typeof change === 'function' ? change(route) : change;
    // A page reached from another (`via`) has the query its link gives it, not the fixtures'.
    const derived = walkOfStates(pageStates);
    if (changed?.via) delete derived.query;
    const walk = { ...derived, ...changed };
    const widgetPage = `${widget}/${page}`;
    if (walk.oneApp && walkedPages.has(widgetPage)) {
      sampled.push(route);
      continue;
    }
    walkedPages.add(widgetPage);
    paths.push({ ...walk, route, as: walk.as ?? (login ? 'student' : 'anonymous') });
  }
  return { paths, missing, sampled };
}
