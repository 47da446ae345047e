/** The way back after login (legacy-portal §4, §7), apart from loginFlow.ts so that the shell need not load that before a login. */

/** Where to come back to: always a path on this site (the login server gets nothing else). */
export const currentPath = (loc: Pick<Location, 'pathname' | 'search' | 'hash'> = location) => `${loc.pathname}${loc.search}${loc.hash}`;

export function appendParam(url: string, name: string, value: string): string {
  if (new RegExp(`[?&]${name}=`).test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
}

/**
 * Whether this page is where a login under way was to come back to (the stored flag names it): only then
 * does no session mean the login did not complete. Someone who left the login page with the back button
 * lands where they were before it, with nothing to explain.
 */
export function isLoginReturn(flag: unknown, path: string): boolean {
  return typeof flag === 'string' && flag === path;
}
