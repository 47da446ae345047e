/**
 * Which site a request is for. Only the host's configuration decides (the `Host` header looked up in an
 * operator-written map, else the default site): no URL or query names a site, so no request can read
 * another school's manifest.
 */

/** `Hill.Localhost:8080` → `hill.localhost`; `[::1]:8080` → `[::1]`. */
export function hostNameOf(hostHeader: string | null | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d*$/, '');
}

/**
 * Normalizes a host → site map once: host names lower-cased and port-free, held in a Map so that a
 * `Host: constructor` or `Host: __proto__` finds nothing instead of Object.prototype's members.
 */
export function siteHostMap(sitesByHost: Readonly<Record<string, string>> = {}): ReadonlyMap<string, string> {
  return new Map(Object.entries(sitesByHost).map(([host, siteId]) => [hostNameOf(host), siteId]));
}

/** The site id for a request's Host header (unchecked: the site store checks every id before use). */
export function siteIdForHost(hostHeader: string | null | undefined, sitesByHost: ReadonlyMap<string, string>, defaultSite: string): string {
  return sitesByHost.get(hostNameOf(hostHeader)) ?? defaultSite;
}

/**
 * Parses `SITE_HOSTS` (`hill.localhost=hill-university,lake.localhost=lake-college`). Malformed entries
 * are returned as problems for the caller to log; they never stop the host.
 */
export function parseSiteHosts(text: string | undefined): { sitesByHost: Record<string, string>; problems: string[] } {
  const entries: Array<[string, string]> = [];
  const problems: string[] = [];
  for (const item of (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const match = /^([^=\s]+)\s*=\s*(\S+)$/.exec(item);
    if (match) entries.push([match[1]!, match[2]!]);
    else problems.push(`SITE_HOSTS: "${item}" is not host=siteId; ignored`);
  }
  // fromEntries defines own properties: a host named __proto__ stays a plain key.
  return { sitesByHost: Object.fromEntries(entries), problems };
}
