/**
 * Who is on the other end of a request, and through which scheme, host name and port they reached us
 *. Behind a TLS-terminating proxy the socket's peer is the proxy and the URL's
 * scheme is `http`; the proxy says what it saw in `X-Forwarded-For`, `-Proto` and `-Host`. Those headers
 * count only when the socket's peer is one of the deployment's trusted proxies (`TRUSTED_PROXIES`):
 * anyone can write them, so a host facing the internet directly must ignore them.
 */
import { isIP } from 'node:net';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

export interface ClientConnection {
  /** The client's address: the socket's peer, or the address a trusted proxy says it forwarded for. `unknown` under `app.fetch` (tests). */
  address: string;
  /** Whether the browser talks https to us (directly, or to a trusted proxy in front of us). */
  https: boolean;
  /** The origin the browser sees for this host, e.g. `https://portal.school.edu`: what its `Origin` header says on our own pages. */
  origin: string;
}

/** Reads a request's connection facts, trusting forwarded headers only from `trustedProxies`. */
export type ConnectionOf = (request: Request, socketAddress: string | undefined) => ClientConnection;

/** `TRUSTED_PROXIES`: comma-separated IP addresses of the reverse proxies in front of the host. Empty: none. */
export function parseTrustedProxies(raw: string | undefined): { addresses: string[]; problems: string[] } {
  const addresses: string[] = [];
  const problems: string[] = [];
  for (const entry of (raw ?? '').split(',').map((part) => part.trim())) {
    if (!entry) continue;
    // isIP, not a character class: `999.1.1.1` or `1..2` would never match a peer, and the proxy would be silently untrusted.
    if (isIP(entry) !== 0) addresses.push(normalizeAddress(entry));
    else problems.push(`TRUSTED_PROXIES: "${entry}" is not an IP address (expected e.g. 127.0.0.1,10.0.0.2)`);
  }
  return { addresses, problems };
}

/**
 * One spelling per address, so a configured proxy matches its socket peer: `::ffff:127.0.0.1` (an IPv4 peer
 * on a dual-stack socket), `::ffff:7f00:1` and `127.0.0.1` are one address, and so are `::1` and `0:0:0:0:0:0:0:1`.
 * Text that is no IP address (a forwarded entry such as `unknown`) is only trimmed and lower-cased.
 */
function normalizeAddress(address: string): string {
  const lower = address.trim().toLowerCase();
  if (isIP(lower) !== 6) return lower;
  const canonical = new URL(`http://[${lower}]`).hostname.slice(1, -1);
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!mapped) return canonical;
  const high = parseInt(mapped[1]!, 16);
  const low = parseInt(mapped[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** The first value of a comma-separated forwarded header (what the proxy nearest the client wrote first). */
function firstValue(header: string | null): string | undefined {
  const value = header?.split(',')[0]?.trim();
  return value || undefined;
}

export function createConnectionOf(trustedProxies: readonly string[] = []): ConnectionOf {
  const trusted = new Set(trustedProxies.map(normalizeAddress));
  return (request, socketAddress) => {
    const url = new URL(request.url);
    const hostHeader = request.headers.get('host') ?? url.host;
    const peer = socketAddress ? normalizeAddress(socketAddress) : undefined;
    if (!peer || !trusted.has(peer)) {
      return { address: peer ?? 'unknown', https: url.protocol === 'https:', origin: `${url.protocol}//${hostHeader}` };
    }
    // The rightmost address that is not one of our own proxies is the client (the ones left of it are the
    // client's claims, which it could have written itself).
    const chain = (request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => normalizeAddress(part))
      .filter(Boolean);
    let address = peer;
    for (let i = chain.length - 1; i >= 0; i--) {
      address = chain[i]!;
      if (!trusted.has(address)) break;
    }
    const proto = firstValue(request.headers.get('x-forwarded-proto'))?.toLowerCase();
    const https = proto ? proto === 'https' : url.protocol === 'https:';
    const host = firstValue(request.headers.get('x-forwarded-host')) ?? hostHeader;
    return { address, https, origin: `${https ? 'https:' : 'http:'}//${host}` };
  };
}

/** The socket's peer under @hono/node-server; undefined under `app.fetch` (tests). */
export function socketAddressOf(c: Context): string | undefined {
  return (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.remoteAddress;
}
