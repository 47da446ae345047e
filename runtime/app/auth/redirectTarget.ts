/**
 * Where the portal may send a user: its own origin, or a host the site's manifest allows (its login
 * servers). Everything else — other hosts, look-alikes, credentials in the URL, javascript: and other
 * schemes, protocol-relative and backslash tricks — is refused, so a hostile `login_url` or
 * `redirect_url` can never take a student off the school's sites.
 */
import { CONTROL_OR_SPACE } from '../../shared/unsafeUrlCharacters.ts';
export interface RedirectPolicy {
  /** The portal's own origin, e.g. `https://portal.school.example`. */
  origin: string;
  /** Extra hosts (with an optional port) from the manifest's `login.allowedHosts`. */
  allowedHosts: readonly string[];
}

/** The absolute URL to go to, or undefined when the target is not allowed. */
export function allowedRedirect(target: unknown, policy: RedirectPolicy): string | undefined {
  if (typeof target !== 'string' || target === '' || target.length > 2048) return undefined;
  if (CONTROL_OR_SPACE.test(target) || target.includes('\\')) return undefined;
  // Decoded once as well: an encoded `//evil.example` or `\` must not become a redirect somewhere else.
  let decoded = target;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return undefined;
  }
  if (CONTROL_OR_SPACE.test(decoded) || decoded.includes('\\') || /^\/\//.test(decoded.trim())) return undefined;
  if (target.startsWith('//')) return undefined;
  const hasScheme = /^[A-Za-z][A-Za-z0-9+.-]*:/.test(target);
  if (hasScheme && !/^https?:\/\//i.test(target)) return undefined; // javascript:, data:, https:evil, http:/evil
  if (!hasScheme && !target.startsWith('/')) return undefined; // only absolute paths on this site
  let url: URL;
  let own: URL;
  try {
    own = new URL(policy.origin);
    url = new URL(target, own);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username || url.password) return undefined;
  if (url.origin === own.origin) return url.href;
  const host = url.port ? `${url.hostname}:${url.port}` : url.hostname;
  const allowed = policy.allowedHosts.some((allowedHost) => allowedHost.toLowerCase() === host || allowedHost.toLowerCase() === url.hostname);
  return allowed && url.protocol === 'https:' ? url.href : undefined;
}
