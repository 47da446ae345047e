/**
 * Response headers that protect the portal in the browser. The browser runtime never evaluates strings
 * as code (ajv validators are precompiled), so the policy can refuse `unsafe-eval` outright.
 */

/** The Content-Security-Policy of every HTML page the host serves. */
export const contentSecurityPolicy = [
  "default-src 'self'",
  // WeChat's JS-SDK (spec §7 share) is the one outside script; the runtime loads it only inside WeChat.
  "script-src 'self' https://res.wx.qq.com",
  // Inline styles: React's style props and the site's branding colours set at run time.
  "style-src 'self' 'unsafe-inline'",
  // Schools link images from their own CDNs (news covers, banners).
  "img-src 'self' data: https:",
  // Every call goes through the host's /api proxy, never straight to a school's backend.
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
].join('; ');

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
