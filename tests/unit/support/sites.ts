/** Resolved manifests of the shipped sites, for component tests (Node only: it reads sites/). */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveManifest } from '../../../runtime/host/manifest/resolveManifest.ts';
import { loadWidgetCatalog } from '../../../runtime/host/manifest/widgetCatalog.ts';
import type { ResolvedSiteManifest } from '../../../runtime/shared/generated/resolvedSiteManifest.ts';

const catalog = loadWidgetCatalog();

export function resolvedSite(siteId: string, sitesDir = 'sites'): ResolvedSiteManifest {
  const read = (id: string) => (existsSync(join(sitesDir, `${id}.json`)) ? readFileSync(join(sitesDir, `${id}.json`), 'utf8') : undefined);
  const result = resolveManifest(siteId, read, catalog);
  if (!result.manifest) throw new Error(`sites/${siteId}.json is invalid: ${JSON.stringify(result.problems)}`);
  return result.manifest;
}
