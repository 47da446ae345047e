/**
 * The portal's HTML for one site, with what boot would otherwise fetch one after another written into it
 *. Without it a cold visit waits for HTML → JS → manifest → widget chunk → texts before
 * the first API call. The host writes:
 * - the resolved manifest and the widget index in a JSON script element (`#portal-site`), which the
 *   browser never runs, so the page's CSP needs no change; the host validated the manifest, so the browser
 *   skips its schema validator (runtime/app/boot/loadSite.ts);
 * - `modulepreload` for the chunks of the widget and of the page the address opens (the home page's for
 *   `/`), with the chunks they import, and for the runtime texts of the reader's language (the
 *   `portal-lang` cookie, else the site's default), and for the sanitizer when the page shows rich text;
 *   the page's styles as stylesheets, so the page does not wait for its script to ask for them;
 * - `preload` for the school's logo, the school's name as the first title, its colour as the theme
 *   colour, its favicon (boot's branding then has nothing to change, so the icon is fetched once), and a
 *   link to its web app manifest (webAppManifest.ts).
 * A site without a valid manifest gets the plain page: boot then fetches the manifest and shows its problems.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ResolvedSiteManifest } from '../shared/generated/resolvedSiteManifest.ts';
import { PORTAL_LANGUAGE_COOKIE } from '../shared/languageCookie.ts';
import { siteDataElementId } from '../shared/siteDataElement.ts';
import { assetUrlOf, withAssetBaseInHtml, withAssetBaseInIndex } from './assetBase.ts';
import { createVersionedAnswers } from './contentEncoding.ts';
import { noCache, strongEtag } from './httpCaching.ts';
import { htmlSecurityHeaders } from './securityHeaders.ts';
import { webAppManifestPath } from './webAppManifest.ts';
import type { SiteEntry } from './siteStore.ts';

// The request exchange (ky) is not preloaded, even at low priority: a page's first request goes out without
// it (requestClient.ts's prefetch), and the rest of a page's calls come after its first paint. Preloaded, it
// shared the phone's bandwidth with what the first paint needs: Lighthouse measured LCP 0.15 s later on the
// home page and 0.07 s on a news article.

/**
 * Modules a page's chunk imports lazily but starts loading as soon as it runs: the sanitizer, which
 * SafeHtml asks for while the page's data is on its way (a news article's text is its largest paint).
 * Preloaded when a chunk of the page imports one, so it does not wait for the page's script to run.
 */
const loadedOnEvaluation = ['components/sanitizeHtml.ts'];

/** What vite's build manifest (dist/.vite/manifest.json) says of one module. */
interface BuiltChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** The build's files this page needs, read again when index.html changes (a new build). */
interface Build {
  signature: string;
  /** index.html, its hashed files taken from the ASSET_BASE_URL when there is one. */
  html: string;
  etag: string;
  widgets: Record<string, string>;
  /** The widget index as the page holds it: JSON, its chunks from the ASSET_BASE_URL when there is one. */
  widgetIndexJson: string;
  /** Widget id → page → the page module's key in `chunks` (widgetIndexPlugin writes it). */
  pages: Record<string, Record<string, string>>;
  chunks: Record<string, BuiltChunk>;
}

/** JSON text with `<` and the line separators escaped, so no manifest text can close the script element. */
const scriptSafe = (json: string): string =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The language of this request: the portal's cookie when the site offers it, else the site's default. */
function languageOf(request: Request, manifest: ResolvedSiteManifest): string {
  const cookie = request.headers.get('cookie') ?? '';
  const chosen = new RegExp(`(?:^|;\\s*)${PORTAL_LANGUAGE_COOKIE}=(zh|en|tw)(?:;|$)`).exec(cookie)?.[1];
  const available: readonly string[] = manifest.languages.available;
  return chosen && available.includes(chosen) ? chosen : manifest.languages.default;
}

/**
 * Chunks' files and every chunk they import statically, once each (what a modulepreload should name), with
 * their styles and what they import lazily.
 */
function withStaticImports(chunks: Record<string, BuiltChunk>, keys: string[]): { scripts: string[]; styles: string[]; lazy: Set<string> } {
  const scripts: string[] = [];
  const styles = new Set<string>();
  const lazy = new Set<string>();
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = chunks[name];
    if (!chunk) return;
    scripts.push(`/${chunk.file}`);
    for (const style of chunk.css ?? []) styles.add(`/${style}`);
    for (const imported of chunk.dynamicImports ?? []) lazy.add(imported);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { scripts, styles: [...styles], lazy };
}

export interface SitePage {
  /** The page for a site's entry, or undefined when the site has no valid manifest or the build has no index.html. */
  serve(request: Request, entry: SiteEntry): Promise<Response | undefined>;
}

/** @param assetBaseUrl ASSET_BASE_URL (assetBase.ts): the page's hashed files are taken from there. */
export function createSitePage(distDir: string, assetBaseUrl?: string): SitePage {
  let build: Build | undefined;
  const pages = new Map<string, string>();
  const answer = createVersionedAnswers();

  async function currentBuild(): Promise<Build | undefined> {
    const indexFile = join(distDir, 'index.html');
    const stats = await stat(indexFile).catch(() => undefined);
    if (!stats?.isFile()) return undefined;
    const signature = `${stats.mtimeMs}:${stats.size}:${stats.ino}`;
    if (build?.signature === signature) return build;
    const builtHtml = await readFile(indexFile, 'utf8');
    const html = assetBaseUrl ? withAssetBaseInHtml(builtHtml, assetBaseUrl) : builtHtml;
    const readJson = async <T>(file: string, fallback: T): Promise<T> =>
      JSON.parse(await readFile(join(distDir, file), 'utf8').catch(() => JSON.stringify(fallback))) as T;
    const widgets = await readJson<Record<string, string>>('widgets.json', {});
    build = {
      signature,
      html,
      etag: strongEtag(html),
      widgets,
      widgetIndexJson: JSON.stringify(assetBaseUrl ? withAssetBaseInIndex(widgets, assetBaseUrl) : widgets),
      pages: await readJson<Record<string, Record<string, string>>>('widget-pages.json', {}),
      chunks: await readJson<Record<string, BuiltChunk>>('.vite/manifest.json', {}),
    };
    pages.clear();
    return build;
  }

  /** What the page preloads: the chunks of the widget and page `routeKey` opens, the texts of `language`, the logo. */
  function preloads(current: Build, manifest: ResolvedSiteManifest, routeKey: string, language: string): string[] {
    const links: string[] = [];
    const route = manifest.routes[routeKey];
    const widgetChunk = route ? current.widgets[route.widget] : undefined;
    const widgetKey = widgetChunk ? Object.keys(current.chunks).find((key) => `/${current.chunks[key]!.file}` === widgetChunk) : undefined;
    const pageKey = route ? current.pages[route.widget]?.[route.page] : undefined;
    const found = withStaticImports(
      current.chunks,
      [widgetKey, pageKey].filter((key): key is string => key !== undefined),
    );
    const eager = withStaticImports(
      current.chunks,
      loadedOnEvaluation.filter((key) => found.lazy.has(key)),
    );
    const scripts = [...(widgetKey || !widgetChunk ? [] : [widgetChunk]), ...found.scripts, ...eager.scripts];
    const texts = current.chunks[`i18n/locales/${language}.json`];
    if (texts) scripts.push(`/${texts.file}`);
    // The shell's own chunks are in the page already (vite writes them); naming them twice costs bytes.
    const urls = (files: Iterable<string>) => [...files].map((file) => assetUrlOf(file, assetBaseUrl));
    for (const url of urls(new Set(scripts)))
      if (!current.html.includes(`"${url}"`)) links.push(`<link rel="modulepreload" crossorigin href="${escapeAttribute(url)}">`);
    // The same stylesheet links vite's loader would add when the page's script runs; it sees them and adds none.
    for (const url of urls([...found.styles, ...eager.styles]))
      if (!current.html.includes(`"${url}"`)) links.push(`<link rel="stylesheet" crossorigin href="${escapeAttribute(url)}">`);
    const logo = manifest.branding.logo;
    if (logo && /^\/(?!\/)/.test(logo)) links.push(`<link rel="preload" as="image" href="${escapeAttribute(logo)}">`);
    return links;
  }

  function render(current: Build, entry: Required<Pick<SiteEntry, 'manifest' | 'body'>>, routeKey: string, language: string): string {
    const { manifest } = entry;
    const name = manifest.name[language as keyof typeof manifest.name] ?? manifest.name.zh ?? '';
    // The manifest as served (its body), not re-serialized: the same bytes the manifest route answers.
    const data = `{"manifest":${scriptSafe(entry.body)},"widgets":${scriptSafe(current.widgetIndexJson)}}`;
    const head = [
      `<script type="application/json" id="${siteDataElementId}">${data}</script>`,
      `<link rel="manifest" href="${webAppManifestPath}">`,
      ...preloads(current, manifest, routeKey, language),
    ].join('\n    ');
    // Replacer functions: a manifest text holding `$&` or `$'` must not be read as a replacement pattern.
    return current.html
      .replace(/<title>[^<]*<\/title>/, (title) => (name ? `<title>${escapeText(name)}</title>` : title))
      .replace(/<link rel="icon" href="[^"]*"\s*\/?>/, () => `<link rel="icon" href="${escapeAttribute(manifest.branding.favicon)}">`)
      .replace(
        /<meta name="theme-color" content="[^"]*"\s*\/?>/,
        () => `<meta name="theme-color" content="${escapeAttribute(manifest.branding.colors.primary)}">`,
      )
      .replace('</head>', () => `    ${head}\n  </head>`);
  }

  return {
    async serve(request, entry) {
      if (!entry.manifest || !entry.body || !entry.etag) return undefined;
      const current = await currentBuild();
      if (!current) return undefined;
      const language = languageOf(request, entry.manifest);
      // The route the address opens (`/news/index` → `news/index`), the home page's for `/`; an unknown
      // path preloads nothing, and the versions of the page stay one per route the manifest has.
      const path = new URL(request.url).pathname.replace(/^\/+|\/+$/g, '');
      const routeKey = path === '' ? entry.manifest.home : Object.hasOwn(entry.manifest.routes, path) ? path : '';
      // One version of the page per build, manifest version, route and language.
      const version = strongEtag(`${current.etag}${entry.etag}${routeKey}\n${language}`);
      let body = pages.get(version);
      if (!body) {
        if (pages.size > 256) pages.clear();
        body = render(current, { manifest: entry.manifest, body: entry.body }, routeKey, language);
        pages.set(version, body);
      }
      return answer(
        request,
        { etag: version, body },
        {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': noCache,
          'X-Content-Type-Options': 'nosniff',
          // The page differs by encoding and by the language cookie (its preloaded texts).
          Vary: 'Accept-Encoding, Cookie',
          ...htmlSecurityHeaders,
        },
      );
    },
  };
}
