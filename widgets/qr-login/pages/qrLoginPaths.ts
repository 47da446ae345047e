/** The widget's own pages under the app the user came through (`module`: smlogin or smloginV2). */
export const pagePath = (module: string, page: 'index' | 'success' | 'cancel' | 'desktop', token?: string) =>
  `/${module}/${page}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

/** A login token as the school issues them; anything else is not sent anywhere. */
export const isLoginToken = (token: string | null): token is string => token !== null && /^[A-Za-z0-9_-]{16,64}$/.test(token);

/** Whitespace or a C0 control character (below U+0020): URL parsers disagree on them (`/\t/evil.example`). */
const hasSpaceOrControl = (text: string) => /\s/.test(text) || [...text].some((character) => character < ' ');

/** A same-origin portal path to go to after logging in (`/x/y?z`), else undefined: never another host. */
export function safeReturnPath(target: string | null): string | undefined {
  if (!target || !/^\/[A-Za-z0-9]/.test(target) || target.includes('\\') || hasSpaceOrControl(target)) return undefined;
  try {
    const url = new URL(target, 'http://portal.invalid');
    return url.origin === 'http://portal.invalid' ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}
