/**
 * Spec §4: "logged in" is judged by a cookie whose name contains `eai-sess`. The session cookie itself is
 * HttpOnly (script cannot read it); the school's backend sets a readable companion (`eai-sess-state`)
 * that carries only the fact of a session, never its secret. When no such cookie is left, the cached
 * authorization is cleared.
 */
import { officeDb } from '../storage/officeDb.ts';

export const sessionCookieMarker = 'eai-sess';

/** What the shell caches after login (legacy-portal §3: auth control, username, validation flag). */
export const authCacheKeys = { authControl: 'authControl', userName: 'username', validationFlag: 'validationFlag' } as const;

export function hasSessionCookie(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((pair) => pair.split('=')[0]!.trim().includes(sessionCookieMarker));
}

export function clearCachedAuth(): void {
  for (const key of Object.values(authCacheKeys)) officeDb.remove(key);
}
