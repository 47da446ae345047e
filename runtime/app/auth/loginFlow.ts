/**
 * Sending the user to log in and back (legacy-portal §4, §7): the site's login path with `redirect_url` (inside
 * the enterprise messenger, its own login redirect with `redirectUrl`), and logging out.
 */
import type { ResolvedSiteManifest } from '../../shared/generated/resolvedSiteManifest.ts';
import { isEnterpriseMessenger } from '../layout/userAgent.ts';
import { officeDb, storedKeys } from '../storage/officeDb.ts';
import { allowedRedirect } from './redirectTarget.ts';
import { appendParam, currentPath } from './returnPath.ts';
import { clearCachedAuth } from './session.ts';

export { appendParam, currentPath };

export function loginUrl(manifest: ResolvedSiteManifest, returnTo: string, userAgent: string): string {
  const messenger = isEnterpriseMessenger(userAgent);
  const base = messenger ? manifest.login.corpPath : manifest.login.path;
  const param = messenger ? 'redirectUrl' : manifest.login.redirectParam;
  return appendParam(base, param, returnTo);
}

/**
 * Goes to the login page, remembering (the stored login flag) the page the login is to come back to, so
 * that coming back there without a session shows a message instead of looping. Refuses a login address
 * off the allowed hosts.
 */
export function goToLogin(manifest: ResolvedSiteManifest, navigate: (url: string) => void = (url) => location.assign(url)): boolean {
  const returnTo = currentPath();
  const target = allowedRedirect(loginUrl(manifest, returnTo, navigator.userAgent), {
    origin: location.origin,
    allowedHosts: manifest.login.allowedHosts,
  });
  if (!target) return false;
  clearCachedAuth();
  officeDb.set(storedKeys.loginFlag, returnTo);
  navigate(target);
  return true;
}

/** Spec §4 logout: clear the cache, call logout, then the site's logout address or the login page. */
export async function logout(
  manifest: ResolvedSiteManifest,
  callLogout: () => Promise<unknown>,
  navigate: (url: string) => void = (url) => location.assign(url),
): Promise<void> {
  clearCachedAuth();
  try {
    await callLogout();
  } catch {
    // Logged out locally either way: the server's session expires by itself.
  }
  const policy = { origin: location.origin, allowedHosts: manifest.login.allowedHosts };
  const destination =
    (manifest.login.logoutPath && allowedRedirect(manifest.login.logoutPath, policy)) ||
    allowedRedirect(appendParam(manifest.login.path, manifest.login.redirectParam, `/${manifest.home}`), policy) ||
    '/';
  navigate(destination);
}
