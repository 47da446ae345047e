import type { ResolvedSiteManifest } from '../../../runtime/app/index.ts';

/**
 * The path of a page of another widget in this site (e.g. the device-storage page), found through the
 * manifest's apps, so a school that names its apps differently still links right. Undefined when the
 * site has no such app.
 */
export function pageOfWidget(site: ResolvedSiteManifest, widget: string, page: string): string | undefined {
  const route = Object.entries(site.routes).find(([, r]) => r.widget === widget && r.page === page && r.app !== undefined);
  return route ? `/${route[0]}` : undefined;
}

/** The profile pages (the legacy portal's center/*); the others are the account and security pages (polymerization/*). */
const PROFILE_PAGES = new Set(['personal', 'edit', 'switch']);

/**
 * The path of one of this widget's pages. A school may give the widget two apps, one opening on the
 * account and security pages (polymerization, entry infor) and one on the profile (center, entry
 * personal), as the legacy portal had them: a page then opens in the app whose entry is its part, with
 * that app's props; with one app (or none of that part), in the app the user is in.
 */
export function accountPath(site: ResolvedSiteManifest, module: string, page: string): string {
  const entry = PROFILE_PAGES.has(page) ? 'personal' : 'infor';
  const app = Object.entries(site.apps).find(([, a]) => {
    const route = site.routes[a.entry];
    return route?.widget === 'account' && route.page === entry;
  });
  return `/${app ? app[0] : module}/${page}`;
}
