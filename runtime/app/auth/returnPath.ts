/** The way back after login (legacy-portal §4, §7), apart from loginFlow.ts so that the shell need not load that before a login. */

/** Where to come back to: always a path on this site (the login server gets nothing else). */
export const currentPath = (loc: Pick<Location, 'pathname' | 'search' | 'hash'> = location) => `${loc.pathname}${loc.search}${loc.hash}`;

export function appendParam(url: string, name: string, value: string): string {
  if (new RegExp(`[?&]${name}=`).test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
}
