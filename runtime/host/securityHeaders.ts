/**
 * Response headers that protect the portal in the browser. The browser runtime never evaluates strings
 * as code (ajv validators are precompiled), so the policy can refuse `unsafe-eval` outright.
 */

/** `'self'` and the origin the page loads the build's hashed files from (ASSET_BASE_URL, assetBase.ts), if any. */
const selfAnd = (assetOrigin: string | undefined) => (assetOrigin ? `'self' ${assetOrigin}` : "'self'");

/**
 * The Content-Security-Policy of a portal page.
 * @param apiOrigins origins a school's manifest sends API calls to directly (`api.base`, `api.overrides`;
 *   see {@link apiOriginsOf}): added to `connect-src`, so the calls are not blocked.
 * @param assetOrigin the origin of ASSET_BASE_URL (assetBase.ts): added where the page loads the build's
 *   files (scripts, modulepreloads, styles, fonts, images); calls still go to the portal alone.
 */
export function contentSecurityPolicyFor(apiOrigins: readonly string[] = [], assetOrigin?: string): string {
  return [
    "default-src 'self'",
    // WeChat's JS-SDK (legacy-portal §7 share) is the one outside script; the runtime loads it only inside WeChat.
    `script-src ${selfAnd(assetOrigin)} https://res.wx.qq.com`,
    // Inline styles: React's style props and the site's branding colours set at run time.
    `style-src ${selfAnd(assetOrigin)} 'unsafe-inline'`,
    // Only with a base: otherwise default-src says the same.
    ...(assetOrigin ? [`font-src ${selfAnd(assetOrigin)}`] : []),
    // Schools link images from their own CDNs (news covers, banners).
    `img-src ${selfAnd(assetOrigin)} data: https:`,
    // Calls go through the host's /api proxy, unless the manifest points an API somewhere else.
    ["connect-src 'self'", ...apiOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The policy of every HTML page the host serves, for a site whose API calls all stay on the portal. */
export const contentSecurityPolicy = contentSecurityPolicyFor();

/**
 * The Content-Security-Policy of the operator console's page (`/_operator`), in place of
 * the portal's: its own scripts only (the WeChat JS-SDK is the portal's, for sharing; a console session
 * writes manifests and has no use for it), calls to the host alone (the operator API), and never framed by
 * another page (it frames the portal's preview, same origin). Images stay open to https: the branding
 * editor shows a school's logo from its CDN.
 * @param assetOrigin the origin of ASSET_BASE_URL, where the console's page loads its scripts and styles from.
 */
export const consoleContentSecurityPolicyFor = (assetOrigin?: string): string =>
  [
    "default-src 'self'",
    `script-src ${selfAnd(assetOrigin)}`,
    // Inline styles: React's style props (the branding preview's colours).
    `style-src ${selfAnd(assetOrigin)} 'unsafe-inline'`,
    ...(assetOrigin ? [`font-src ${selfAnd(assetOrigin)}`] : []),
    `img-src ${selfAnd(assetOrigin)} data: https:`,
    "connect-src 'self'",
    // The draft's preview: the portal at /?_preview=…, same origin.
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/** The console's policy for a host whose pages load everything from itself. */
export const consoleContentSecurityPolicy = consoleContentSecurityPolicyFor();

/**
 * What the portal's page may do with an address a manifest gives an API (`api.base`, an override): a
 * path stays on the portal; an absolute https address is an origin `connect-src` can allow; anything
 * else would fail in the browser as a bare network error, so the manifest is refused instead.
 */
export type ApiAddress =
  { kind: 'portal' } | { kind: 'origin'; origin: string } | { kind: 'blocked'; reason: 'insecure' | 'credentials' | 'not-allowable'; origin?: string };

/**
 * An origin written in a CSP source list as it is: https, a host name of letters, digits, dots and dashes
 * (IDNs arrive as punycode), an optional port. Nothing else may reach the header: an IPv6 literal has no
 * CSP form, and a `;` or space would end the directive.
 */
const allowableOrigin = /^https:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?$/;

export function apiAddressOf(address: string): ApiAddress {
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:/.test(address)) return { kind: 'portal' };
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { kind: 'blocked', reason: 'not-allowable' };
  }
  // The portal is served over https: a browser refuses plain http calls from it (mixed content).
  if (url.protocol === 'http:') return { kind: 'blocked', reason: 'insecure', origin: url.origin };
  if (url.protocol !== 'https:') return { kind: 'blocked', reason: 'not-allowable' };
  // fetch() throws on a URL with credentials in it.
  if (url.username || url.password) return { kind: 'blocked', reason: 'credentials', origin: url.origin };
  return allowableOrigin.test(url.origin) ? { kind: 'origin', origin: url.origin } : { kind: 'blocked', reason: 'not-allowable', origin: url.origin };
}

/** The origins a resolved manifest's API calls go to besides the portal's own, for `connect-src`. */
export function apiOriginsOf(api: { base: string; overrides?: Record<string, string> }): string[] {
  const origins = new Set<string>();
  for (const address of [api.base, ...Object.values(api.overrides ?? {})]) {
    const where = apiAddressOf(address);
    // A resolved manifest has no blocked address (resolveManifest refuses them); skipped all the same.
    if (where.kind === 'origin') origins.add(where.origin);
  }
  return [...origins].sort();
}

/** Headers for an HTML document. */
export const htmlSecurityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * Adds `nosniff` to any response, including ones whose headers are immutable (a `fetch` result
 * passed through): those are copied into a new Response, body streamed, not buffered.
 */
export function withNoSniff(response: Response): Response {
  if (response.headers.get('X-Content-Type-Options') === 'nosniff') return response;
  try {
    response.headers.set('X-Content-Type-Options', 'nosniff');
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set('X-Content-Type-Options', 'nosniff');
    return copy;
  }
}
