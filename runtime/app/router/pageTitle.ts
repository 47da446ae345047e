import type { i18n as I18n } from 'i18next';
import type { ResolvedRoute, ResolvedSiteManifest } from '../../shared/generated/resolvedSiteManifest.ts';
import type { WidgetDefinition } from '../registry/widgetDefinition.ts';
import { localize } from '../i18n/i18n.ts';

/**
 * A page's title, the one text for its heading, the browser tab and the share card (legacy-portal §5: every page
 * has one). In order:
 *  1. the manifest's title for this route;
 *  2. the app's title, on the page the app's tile opens (its entry): a school that renames an app to
 *     校务公告 sees 校务公告 on the tile and on the page it opens, and two apps of one widget (news
 *     channels) each keep their own name. An app without a tile (the home page's) has no title to echo;
 *  3. the widget page's own title key, which the manifest's `labels` may reword (a detail page is
 *     新闻详情 whichever app opened it).
 */
export function pageTitle(i18n: I18n, manifest: ResolvedSiteManifest, route: ResolvedRoute, definition: WidgetDefinition): string {
  if (route.title) return localize(route.title, i18n.language);
  const app = route.app ? manifest.apps[route.app] : undefined;
  if (app?.visible && isEntryPage(manifest, app.entry, route)) return localize(app.title, i18n.language);
  const key = definition.meta.pages[route.page]?.title;
  return key ? i18n.t(key, { ns: route.widget }) : '';
}

/** Whether `route` shows the page its app's tile opens (the entry may be a legacy path to that page). */
function isEntryPage(manifest: ResolvedSiteManifest, entry: string, route: ResolvedRoute): boolean {
  const entryRoute = manifest.routes[entry];
  return entryRoute !== undefined && entryRoute.app === route.app && entryRoute.page === route.page;
}

/**
 * The browser tab: the page's title, then the school's (`branding.title`, the school's name when unset), so
 * among a student's tabs the portal's names its school. The school's title alone where the page has none
 * or is named as the school.
 */
export function tabTitle(page: string, manifest: ResolvedSiteManifest, language: string): string {
  const school = localize(manifest.branding.title, language);
  return page === '' || page === school ? school : `${page} - ${school}`;
}
