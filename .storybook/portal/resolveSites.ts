/**
 * Node only (Storybook's main.ts and its vite config): every school of sites/ resolved by the host's own
 * resolver, for the school toolbar. The browser never resolves a manifest, and runtime/host never
 * reaches the Storybook bundle: only the resulting JSON does, through the virtual module of sitesPlugin.ts.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveManifest } from '../../runtime/host/manifest/resolveManifest.ts';
import { loadWidgetCatalog } from '../../runtime/host/manifest/widgetCatalog.ts';
import type { ResolvedSiteManifest } from '../../runtime/shared/generated/resolvedSiteManifest.ts';
import type { ManifestProblem } from '../../runtime/shared/manifestProblems.ts';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const sitesDir = join(repoRoot, 'sites');
/** Where the portal's public files are (served at / as by the host): default logo, favicon, standard images. */
export const publicDir = join(repoRoot, 'runtime/app/public');
const invalidExampleFile = join(repoRoot, '.storybook/fixtures/hill-college.invalid.json');

export interface StorybookSites {
  /** Site id → resolved manifest, `demo` first, then by id. */
  sites: Record<string, ResolvedSiteManifest>;
  /** Sites of sites/ that do not resolve: the Storybook build names them instead of silently dropping them. */
  broken: Record<string, ManifestProblem[]>;
  /** A first draft of a new school with typical mistakes, as the real resolver reports them. */
  invalidExample: { siteId: string; problems: ManifestProblem[] };
}

export const siteIds = (): string[] =>
  readdirSync(sitesDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort((a, b) => (a === 'demo' ? -1 : b === 'demo' ? 1 : a.localeCompare(b)));

/** The school's own files (sites/<id>/), which the host serves at /site-assets/ for that school only. */
export const siteAssetDirs = (): Array<{ siteId: string; dir: string }> =>
  siteIds()
    .map((siteId) => ({ siteId, dir: join(sitesDir, siteId) }))
    .filter(({ dir }) => existsSync(dir) && statSync(dir).isDirectory());

/**
 * One origin serves every school in Storybook, so `/site-assets/x` of a school becomes
 * `/site-assets/<siteId>/x` (main.ts serves sites/<siteId>/ there), as the host would serve it to that school.
 */
function withOwnAssets(siteId: string, value: unknown): unknown {
  if (typeof value === 'string') return value.startsWith('/site-assets/') ? `/site-assets/${siteId}/${value.slice('/site-assets/'.length)}` : value;
  if (Array.isArray(value)) return value.map((item) => withOwnAssets(siteId, item));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withOwnAssets(siteId, item)]));
  return value;
}

export function resolveStorybookSites(): StorybookSites {
  const catalog = loadWidgetCatalog();
  const read = (id: string) => {
    const file = join(sitesDir, `${id}.json`);
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  };
  const sites: StorybookSites['sites'] = {};
  const broken: StorybookSites['broken'] = {};
  for (const siteId of siteIds()) {
    const result = resolveManifest(siteId, read, catalog);
    if (result.manifest) sites[siteId] = withOwnAssets(siteId, result.manifest) as ResolvedSiteManifest;
    else broken[siteId] = result.problems;
  }
  const example = JSON.parse(readFileSync(invalidExampleFile, 'utf8')) as { id: string };
  const invalid = resolveManifest(example.id, (id) => (id === example.id ? readFileSync(invalidExampleFile, 'utf8') : read(id)), catalog);
  return { sites, broken, invalidExample: { siteId: example.id, problems: invalid.problems } };
}

/**
 * Image prefixes of schools that point outside what this repository serves (a school's own image
 * server): Storybook serves the portal's standard images there, the same file names a school hosts.
 */
export function foreignImagePrefixes(sites: StorybookSites['sites']): string[] {
  const prefixes = Object.values(sites).map((site) => site.images.prefix);
  return [...new Set(prefixes)].filter(
    (prefix) => prefix.startsWith('/') && !prefix.startsWith('//') && !prefix.startsWith('/static/') && !prefix.startsWith('/site-assets/'),
  );
}
