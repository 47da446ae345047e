/**
 * Who is on the other end of a sandbox request: their address (for the login limits) and whether they
 * talk https to the portal (for `Secure` cookies).
 *
 * The sandbox cannot see the socket: in-process, the host hands it a `Request`; alone (sandbox/main.ts),
 * the request may come through the host's proxy. So whoever serves it says, in Hono's env bindings:
 * `app.fetch(request, { client: { address, https } })`. The host passes its own connection facts
 * (runtime/host/clientConnection.ts: the socket's peer, or what a *trusted* proxy forwarded for);
 * sandbox/main.ts reads the same from its socket and `TRUSTED_PROXIES`. Bindings, not a header: no
 * client can write them, so there is nothing to strip, and the sandbox never reads `X-Forwarded-For`.
 */
import type { Context } from 'hono';

export interface SandboxClient {
  /** The client's address; `unknown` when nobody said (tests calling `app.fetch` alone). */
  address: string;
  /** Whether the browser reaches the portal over https. */
  https: boolean;
}

/** The env bindings the sandbox reads (`app.fetch(request, bindings)`). */
export interface SandboxBindings {
  client?: SandboxClient;
}

/** The client of this request: as its server said, else `unknown` over the URL's own scheme. */
export function clientOf(c: Context): SandboxClient {
  const given = (c.env as SandboxBindings | undefined)?.client;
  if (given && typeof given.address === 'string' && typeof given.https === 'boolean') return given;
  return { address: 'unknown', https: new URL(c.req.url).protocol === 'https:' };
}
