/**
 * The site a request is for when nobody says (the sandbox alone, `sandbox/main.ts`, and the tests): the
 * demo site, whose apps the seed's accounts and grants are written for. Resolved once, on first use, as
 * the host resolves it; a broken demo manifest is a developer's error and throws, naming its problems.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveManifest } from '../../runtime/host/manifest/resolveManifest.ts';
import { loadWidgetCatalog } from '../../runtime/host/manifest/widgetCatalog.ts';
import type { ResolvedSiteManifest } from '../../runtime/shared/generated/resolvedSiteManifest.ts';

export const DEMO_SITE_ID = 'demo';
const sitesDir = fileURLToPath(new URL('../../sites/', import.meta.url));

let demo: ResolvedSiteManifest | undefined;

export function demoSite(): ResolvedSiteManifest {
  if (demo) return demo;
  const read = (id: string) => (existsSync(join(sitesDir, `${id}.json`)) ? readFileSync(join(sitesDir, `${id}.json`), 'utf8') : undefined);
  const result = resolveManifest(DEMO_SITE_ID, read, loadWidgetCatalog());
  if (!result.manifest) throw new Error(`sites/${DEMO_SITE_ID}.json is invalid: ${JSON.stringify(result.problems)}`);
  demo = result.manifest;
  return demo;
}

/**
 * Every request is for the demo site, resolved now: a broken demo manifest stops the sandbox at its start,
 * and no request (nor a test's time limit) pays for resolving it.
 */
export function demoSiteOf(): () => ResolvedSiteManifest {
  const site = demoSite();
  return () => site;
}
