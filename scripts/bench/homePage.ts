/**
 * The portal's home page first-load JS: build the app with the repository's own vite config into a
 * scratch outDir, then count the entry, the home widget's definition chunk and the home page's chunk.
 *
 * Which widget and page the home is comes from the demo site's resolved manifest, and which module the
 * page is comes from the widget's `index.ts` — so the figure follows the real home if either changes.
 */
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { build, type Plugin } from 'vite';
import { resolveManifest } from '../../runtime/host/manifest/resolveManifest.ts';
import { loadWidgetCatalog } from '../../runtime/host/manifest/widgetCatalog.ts';
import type { ResolvedSiteManifest } from '../../runtime/shared/generated/resolvedSiteManifest.ts';
import { widgetPageModules } from '../vite/widgetPageModules.ts';
import { firstLoadJs, keyOfFile, readViteManifest, type FirstLoad } from './firstLoadJs.ts';
import { repoRoot } from './paths.ts';

/** vite.config.ts's `root`: manifest keys of source modules are relative to it. */
const appRoot = join(repoRoot, 'runtime', 'app');

export interface HomeTarget {
  siteId: string;
  routePath: string;
  widget: string;
  page: string;
  /** The page module, absolute. */
  pageModule: string;
  /** The site's default language: its runtime texts load with the first page. */
  language: string;
}

/** The site's manifest as the host serves it (sites/<siteId>.json, resolved); throws when it does not resolve. */
export function resolveSite(siteId: string): ResolvedSiteManifest {
  const readSite = (id: string) => {
    try {
      return readFileSync(join(repoRoot, 'sites', `${id}.json`), 'utf8');
    } catch {
      return undefined;
    }
  };
  const { manifest, problems } = resolveManifest(siteId, readSite, loadWidgetCatalog());
  if (!manifest) throw new Error(`sites/${siteId}.json does not resolve: ${JSON.stringify(problems)}`);
  return manifest;
}

/** Follows the site's `home` route to its widget, page and page module. */
export function findHomeTarget(siteId = 'demo'): HomeTarget {
  const manifest = resolveSite(siteId);
  const routePath = manifest.home;
  const route = routePath ? manifest.routes[routePath] : undefined;
  if (!routePath || !route) throw new Error(`sites/${siteId}.json has no home route`);

  // The page's module as the build reads it from the widget's index (scripts/vite/widgetPageModules.ts).
  const indexFile = join(repoRoot, 'widgets', route.widget, 'index.ts');
  const specifier = widgetPageModules(readFileSync(indexFile, 'utf8'))[route.page];
  if (!specifier) throw new Error(`widgets/${route.widget}/index.ts: no "${route.page}: () => import('…')" loader found`);
  return {
    siteId,
    routePath,
    widget: route.widget,
    page: route.page,
    pageModule: join(repoRoot, 'widgets', route.widget, specifier),
    language: manifest.languages.default,
  };
}

/** Builds the portal exactly as `npm run build` does, but into `outDir` (plus observing `plugins`). */
export async function buildPortal(outDir: string, plugins: Plugin[] = []): Promise<void> {
  await build({
    configFile: join(repoRoot, 'vite.config.ts'),
    build: { outDir, emptyOutDir: true },
    logLevel: 'warn',
    plugins,
  });
}

/** The build's widget index: widget id → URL of its definition chunk (see widgetIndexPlugin). */
export function readWidgetIndex(outDir: string): Record<string, string> {
  return JSON.parse(readFileSync(join(outDir, 'widgets.json'), 'utf8')) as Record<string, string>;
}

/**
 * Entry chunk + home widget definition + home page chunk, each with its static imports, + the runtime
 * texts of the site's language (a dynamic import the boot starts at once, so it belongs to the first load).
 */
export function homeFirstLoad(outDir: string, home: HomeTarget): FirstLoad {
  const manifest = readViteManifest(outDir);
  const widgetUrl = readWidgetIndex(outDir)[home.widget];
  if (!widgetUrl) throw new Error(`widgets.json of the build has no widget "${home.widget}"`);
  const pageKey = relative(appRoot, home.pageModule).split(sep).join('/');
  return firstLoadJs(outDir, manifest, [
    { key: 'index.html', label: 'entry' },
    { key: keyOfFile(manifest, widgetUrl), label: `widget ${home.widget}` },
    { key: pageKey, label: `page ${home.page}` },
    ...(manifest[`i18n/locales/${home.language}.json`] ? [{ key: `i18n/locales/${home.language}.json`, label: `texts ${home.language}` }] : []),
  ]);
}
