/** The schools of the school toolbar, resolved in Node at build time (resolveSites.ts). */
import * as built from 'virtual:portal-sites';
import type { ResolvedSiteManifest } from '../../runtime/shared/generated/resolvedSiteManifest.ts';
import type { ManifestProblem } from '../../runtime/shared/manifestProblems.ts';

export const sites = built.sites as Record<string, ResolvedSiteManifest>;
export const siteIds = Object.keys(sites);
export const invalidExample = built.invalidExample as { siteId: string; problems: ManifestProblem[] };

/** The school's resolved manifest; demo when the toolbar names a school that is gone. */
export function siteManifest(siteId: string | undefined): ResolvedSiteManifest {
  return sites[siteId ?? 'demo'] ?? sites.demo ?? Object.values(sites)[0]!;
}
