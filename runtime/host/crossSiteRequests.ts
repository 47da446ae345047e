/**
 * Requests another site's page makes with the user's cookies are refused before any backend sees them
 *: the one check in front of `/api/*` for every backend, the embedded sandbox, a
 * school's real one behind `API_TARGET`, and the sandbox run alone (sandbox/main.ts).
 *
 * Why `SameSite=Lax` on the session cookie is not enough: another port on the same host, or a sibling
 * subdomain, is the *same site*, so the browser sends the cookie with its form posts and fetches.
 *
 * - A write (any method but GET, HEAD, OPTIONS) must carry this host's own `Origin` (browsers send
 *   Origin on every POST, form or fetch), or, from a client that sends no Origin (curl, a server),
 *   `X-Requested-With: XMLHttpRequest` (legacy-portal §7: the portal sends it on every call), a header no form can
 *   send and no other origin can add without a CORS preflight, which nothing here answers. Login is a
 *   write too, so a foreign page cannot log the browser into an account of its choosing (login CSRF).
 * - A read that is not a top-level navigation (an `<img>`, a script, a fetch) is refused when the
 *   browser says another site or another origin of this site made it (`Sec-Fetch-Site`). Navigations
 *   stay open: links into the login page and the messenger entry come from other sites.
 */
import type { MiddlewareHandler } from 'hono';
import type { ClientConnection, ConnectionOf } from './clientConnection.ts';
import { socketAddressOf } from './clientConnection.ts';

const reads = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Why a request is refused as cross-site, or undefined when it may go on. `ownOrigin` is the origin the browser sees for this host. */
export function crossSiteRefusal(request: Request, ownOrigin: string): string | undefined {
  const fetchSite = request.headers.get('sec-fetch-site');
  const fromElsewhere = fetchSite === 'cross-site' || fetchSite === 'same-site';
  if (reads.has(request.method)) {
    if (fromElsewhere && request.headers.get('sec-fetch-mode') !== 'navigate') return `a ${fetchSite} ${request.method} that is not a navigation`;
    return undefined;
  }
  const origin = request.headers.get('origin');
  if (origin !== null) return origin === ownOrigin ? undefined : `a ${request.method} from the origin ${JSON.stringify(origin.slice(0, 100))}`;
  if (fromElsewhere) return `a ${fetchSite} ${request.method} without Origin`;
  if (request.headers.get('x-requested-with') !== 'XMLHttpRequest') return `a ${request.method} without Origin or X-Requested-With`;
  return undefined;
}

/** The envelope the portal's request client reads (legacy-portal §7/§8); 403, so it is never mistaken for a success. */
export const crossSiteRefused = { e: 403, m: '请求来源无效：请在本站页面内操作', d: null } as const;

/** The 403 for a request {@link crossSiteRefusal} refuses, logged in one line; undefined when it may go on. */
export function crossSiteAnswer(request: Request, connection: ClientConnection, log: (line: string) => void): Response | undefined {
  const refusal = crossSiteRefusal(request, connection.origin);
  if (!refusal) return undefined;
  log(`Refused ${refusal} to ${new URL(request.url).pathname} (this host is ${connection.origin}; client ${connection.address})`);
  return Response.json(crossSiteRefused, { status: 403, headers: { 'Cache-Control': 'no-store' } });
}

/** Hono middleware: {@link crossSiteAnswer} with this request's connection. */
export function refuseCrossSiteRequests(connectionOf: ConnectionOf, log: (line: string) => void): MiddlewareHandler {
  return async (c, next) => crossSiteAnswer(c.req.raw, connectionOf(c.req.raw, socketAddressOf(c)), log) ?? next();
}
