/**
 * ASSET_BASE_URL: the pages the host serves load the build's hashed files (`/assets/…`)
 * from another origin, a CDN that pulls them from the host. The host rewrites the references the build
 * wrote (the pages' scripts, preloads and stylesheets, the widget index) once per built file; chunks load
 * their siblings relative to themselves (vite.config.ts, `renderBuiltUrl`), so lazy chunks follow.
 * The host keeps serving `/assets/*` itself, with CORS open: module scripts and `crossorigin` styles from
 * another origin need it, and the files are public and hashed, sent without cookies.
 */

/** The build's folder of content-hashed files, as the pages and the widget index name it. */
export const hashedAssetsPath = '/assets/';

/**
 * The header the host sends with every hashed file, whether or not it has an ASSET_BASE_URL itself: a
 * host can be another portal's CDN origin.
 */
export const hashedAssetHeaders: Readonly<Record<string, string>> = { 'Access-Control-Allow-Origin': '*' };

/**
 * An origin a CSP source list can hold as it is: http(s), a host name of letters, digits, dots and dashes
 * (IDNs arrive as punycode) or an IPv4 address, an optional port. An IPv6 literal has no CSP form.
 */
const allowableOrigin = /^https?:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?$/;

export type AssetBaseSetting = { assetBaseUrl?: string } | { problem: string };

/**
 * Reads ASSET_BASE_URL: unset or empty is none; otherwise an absolute http(s) URL without credentials,
 * query or fragment, returned without its trailing slash (`https://cdn.example.edu/portal/` →
 * `https://cdn.example.edu/portal`, whose files are `https://cdn.example.edu/portal/assets/…`).
 */
export function parseAssetBaseUrl(raw: string | undefined): AssetBaseSetting {
  const text = raw?.trim() ?? '';
  if (!text) return {};
  const refused = (why: string) => ({
    problem: `ASSET_BASE_URL="${raw}" ${why}: write the absolute address the hashed files are served under, e.g. https://cdn.example.edu/portal (its /assets/ mirrors the host's)`,
  });
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refused('is not an absolute URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return refused('is not an http(s) URL');
  if (url.username || url.password) return refused('holds credentials, which a browser never sends for a script');
  if (text.includes('?') || text.includes('#')) return refused('has a query or fragment, which the asset paths could not follow');
  if (!allowableOrigin.test(url.origin)) return refused('has a host the Content-Security-Policy cannot name (an IPv6 literal?)');
  // The path is written into the pages' attributes: letters, digits and the URL's plain punctuation only.
  if (!/^[\w\-./~%]*$/.test(url.pathname)) return refused('has a path with characters other than letters, digits and - . _ ~ / %');
  return { assetBaseUrl: `${url.origin}${url.pathname.replace(/\/+$/, '')}` };
}

/** The origin the pages load assets from, for the Content-Security-Policy; none without a base. */
export const assetOriginOf = (assetBaseUrl: string | undefined): string | undefined => (assetBaseUrl ? new URL(assetBaseUrl).origin : undefined);

/** Where the page loads a built file (`/assets/x.js`) from: the base's copy of a hashed file, the path itself otherwise. */
export function assetUrlOf(path: string, assetBaseUrl: string | undefined): string {
  return assetBaseUrl && path.startsWith(hashedAssetsPath) ? `${assetBaseUrl}${path}` : path;
}

/**
 * A built page with its hashed files (the `src` and `href` attributes vite wrote, `"/assets/…"`) taken
 * from the base. Only attributes: a text that merely mentions `/assets/` stays as it is.
 */
export function withAssetBaseInHtml(html: string, assetBaseUrl: string): string {
  return html.replace(/(\s(?:src|href)=)(["'])\/assets\//g, (_whole, attribute: string, quote: string) => `${attribute}${quote}${assetBaseUrl}/assets/`);
}

/** The widget index (widget id → chunk URL) with its chunks taken from the base. */
export function withAssetBaseInIndex(index: Readonly<Record<string, unknown>>, assetBaseUrl: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(index).map(([id, url]) => [id, typeof url === 'string' ? assetUrlOf(url, assetBaseUrl) : url]));
}

/**
 * The built files whose text names hashed files, each with its rewrite (staticFiles.ts serves them
 * rewritten, once per version of the file); none without a base.
 */
export function assetBaseRewrites(assetBaseUrl: string | undefined): Record<string, (text: string) => string> {
  if (!assetBaseUrl) return {};
  const page = (html: string) => withAssetBaseInHtml(html, assetBaseUrl);
  return {
    '/index.html': page,
    '/operator/index.html': page,
    '/widgets.json': (json) => {
      // A file that is no index stays as it is: the browser reports it as it would without a base.
      let index: unknown;
      try {
        index = JSON.parse(json);
      } catch {
        return json;
      }
      if (typeof index !== 'object' || index === null || Array.isArray(index)) return json;
      return `${JSON.stringify(withAssetBaseInIndex(index as Record<string, unknown>, assetBaseUrl), null, 2)}\n`;
    },
  };
}
