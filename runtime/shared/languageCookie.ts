/**
 * The cookie in which the portal keeps the language it shows (zh, en or tw), besides local storage: pages
 * the school's server renders itself, such as the sandbox's login page, read it to speak the same language.
 * Not a secret.
 */
export const PORTAL_LANGUAGE_COOKIE = 'portal-lang';
