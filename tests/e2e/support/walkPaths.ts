/**
 * The path walk's paths: each route of a resolved site with how its widget's tests/walk.ts opens the page
 * (see pageWalk.ts). A routed page whose widget has no walk entry for it is reported in `missing`.
 */
import { pathToFileURL } from 'node:url';
import type { ResolvedSiteManifest } from '../../../runtime/shared/generated/resolvedSiteManifest.ts';
import { discoverWidgets } from '../../../runtime/shared/discoverWidgets.ts';
import type { PageWalk, Visitor, WidgetWalk } from './pageWalk.ts';

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
  const walks = new Map<string, WidgetWalk>();
  for (const widget of discoverWidgets()) {
    if (widget.walkFile) walks.set(widget.id, ((await import(pathToFileURL(widget.walkFile).href)) as { walk: WidgetWalk }).walk);
  }
  const paths: WalkedPath[] = [];
  const missing: string[] = [];
  const sampled: string[] = [];
  const walkedPages = new Set<string>();
  for (const [route, { widget, page, login }] of Object.entries(site.routes).sort(([a], [b]) => a.localeCompare(b))) {
    const entry = walks.get(widget)?.[page];
    if (!entry) {
      missing.push(`${route}: widgets/${widget}/tests/walk.ts has no entry for page "${page}"`);
      continue;
    }
    const walk = typeof entry === 'function' ? entry(route) : entry;
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
