/** The widget's own pages under the app the user came through (`module`: smlogin or smloginV2). */
export const pagePath = (module: string, page: 'index' | 'success' | 'cancel' | 'desktop', token?: string) =>
  `/${module}/${page}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

/** A login token as the school issues them; anything else is not sent anywhere. */
export const isLoginToken = (token: string | null): token is string => token !== null && /^[A-Za-z0-9_-]{16,64}$/.test(token);
