import type { ResolvedSiteManifest } from '../../../runtime/app/index.ts';

/**
 * The path of a page of another widget in this site (e.g. the profile editor of account-center),
 * found through the manifest's apps, so a school that names its apps differently still links right.
 * Undefined when the site has no such app.
 */
export function pageOfWidget(site: ResolvedSiteManifest, widget: string, page: string): string | undefined {
  const route = Object.entries(site.routes).find(([, r]) => r.widget === widget && r.page === page && r.app !== undefined);
  return route ? `/${route[0]}` : undefined;
}
