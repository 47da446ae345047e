/**
 * `/api/*` forwarded to a school's real backend (`API_TARGET`): the browser only ever talks to the
 * portal's own origin, so cookies, CSP (`connect-src 'self'`) and CORS stay simple. A backend that does
 * not answer, or stops sending its answer, is cut after `timeoutMs` of silence (backendDeadline.ts).
 */
import type { ClientConnection } from './clientConnection.ts';
import { BackendTimeout, backendTimedOut, DEFAULT_API_TIMEOUT_MS, exchangeWithin } from './backendDeadline.ts';

/** Headers that describe one connection, not the message: never forwarded (RFC 9110 §7.6.1). */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Encodings Node's fetch decodes on the way in: the body we pass on is no longer encoded. */
const decodedByFetch = new Set(['gzip', 'x-gzip', 'deflate', 'br']);

const nullBodyStatuses = new Set([101, 204, 205, 304]);

/** The response envelope (`{e, m, d}`) the browser's request wrapper understands as "backend down". */
export const backendUnavailable = { e: 502, m: '后端服务暂时不可用', d: null } as const;

export interface ApiProxyOptions {
  /** The backend's base URL, e.g. `https://school.example/api`: `/api/news/list` goes to `<target>/news/list`. */
  target: string;
  /** How long the backend may keep the host waiting (`API_TIMEOUT_MS`): for its answer, then for each next piece of the body. */
  timeoutMs?: number;
  log?: (line: string) => void;
}

/**
 * Forwards one request; `clientAddress` (the socket's peer) is appended to `X-Forwarded-For`. `connection`
 * (clientConnection.ts) is the host's view of the client's scheme and host name, which behind a trusted
 * TLS proxy is https although the socket speaks http.
 */
export type ApiProxy = (request: Request, clientAddress?: string, connection?: Pick<ClientConnection, 'https' | 'origin'>) => Promise<Response>;

/** Creates the proxy. Throws at once when `target` is not an http(s) URL: a configuration error to fix before serving. */
export function createApiProxy({ target, timeoutMs = DEFAULT_API_TIMEOUT_MS, log = (line) => console.log(line) }: ApiProxyOptions): ApiProxy {
  let base: URL;
  try {
    base = new URL(target);
  } catch {
    throw new Error(`API_TARGET "${target}" is not a URL (expected e.g. https://school.example/api)`);
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new Error(`API_TARGET "${target}" must be an http(s) URL`);
  const basePath = base.pathname.replace(/\/+$/, '');

  return async (request, clientAddress, connection) => {
    const url = new URL(request.url);
    // url.pathname has no dot segments left (the URL parser folds them, `%2e%2e` included), so the
    // result stays under the target's path.
    const upstreamUrl = new URL(`${base.origin}${basePath}${url.pathname.replace(/^\/api(?=\/|$)/, '')}${url.search}`);

    const headers = new Headers();
    const listedInConnection = new Set((request.headers.get('connection') ?? '').split(',').map((name) => name.trim().toLowerCase()));
    request.headers.forEach((value, name) => {
      if (!hopByHop.has(name) && !listedInConnection.has(name) && name !== 'host') headers.append(name, value);
    });
    const forwardedFor = [request.headers.get('x-forwarded-for'), clientAddress].filter(Boolean).join(', ');
    if (forwardedFor) headers.set('x-forwarded-for', forwardedFor);
    // Our own view, not the client's claim: the host may face the internet directly (clientConnection.ts
    // trusts a client's X-Forwarded-* only from TRUSTED_PROXIES).
    headers.set('x-forwarded-proto', connection ? (connection.https ? 'https' : 'http') : url.protocol.slice(0, -1));
    headers.set('x-forwarded-host', connection ? new URL(connection.origin).host : (request.headers.get('host') ?? url.host));

    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const described = `${request.method} ${upstreamUrl.origin}${upstreamUrl.pathname}`;
    let upstream: Response;
    try {
      upstream = await exchangeWithin(
        request,
        timeoutMs,
        (sent, deadline) =>
          fetch(upstreamUrl, {
            method: request.method,
            headers,
            body: hasBody ? sent.body : null,
            // The backend's redirects (login, downloads) are the browser's to follow, not ours.
            redirect: 'manual',
            // The browser going away, or the backend passing the bound, ends the upstream exchange.
            signal: AbortSignal.any([request.signal, deadline]),
            // Streams the upload (file uploads) instead of buffering it.
            duplex: 'half',
          } as RequestInit),
        (stall) => log(`API proxy: ${described} cut: ${stall.message}`),
      );
    } catch (error) {
      if (error instanceof BackendTimeout) {
        log(`API proxy: ${described} timed out: ${error.message}`);
        return Response.json(backendTimedOut, { status: 504, headers: { 'Cache-Control': 'no-store' } });
      }
      if (request.signal.aborted) {
        // The browser left before the answer (a page closed, a tab moved on): no fault of the backend's, and
        // nobody reads this answer (499: nginx's "client closed request"). It was logged as "failed: undefined".
        log(`API proxy: ${described} abandoned: the browser left before the answer`);
        return new Response(null, { status: 499 });
      }
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      log(`API proxy: ${described} failed: ${cause?.code ?? cause?.message ?? (error as Error).message}`);
      return Response.json(backendUnavailable, { status: 502, headers: { 'Cache-Control': 'no-store' } });
    }

    const responseHeaders = new Headers(upstream.headers);
    for (const name of hopByHop) responseHeaders.delete(name);
    if (decodedByFetch.has((responseHeaders.get('content-encoding') ?? '').trim().toLowerCase())) {
      responseHeaders.delete('content-encoding');
      responseHeaders.delete('content-length');
    }
    return new Response(nullBodyStatuses.has(upstream.status) ? null : upstream.body, {
      status: upstream.status,
      statusText: upstream.statusText,
      headers: responseHeaders,
    });
  };
}
