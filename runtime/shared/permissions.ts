/** Spec §6 permissions over the cached authorization map (app key → its module list). */

export type AuthorizationMap = Record<string, { module?: string[] } | undefined>;

/**
 * A user may use an app key only if the map holds a non-empty module list for it, and, when a module
 * is asked for, that module is in the list.
 */
export function canUse(auth: AuthorizationMap | undefined, appKey: string, module?: string): boolean {
  const modules = auth && Object.hasOwn(auth, appKey) ? auth[appKey]?.module : undefined;
  if (!Array.isArray(modules) || modules.length === 0) return false;
  return module === undefined || modules.includes(module);
}

/** Spec §6: admin means the cached authorization is non-empty. */
export function isAdmin(auth: AuthorizationMap | undefined): boolean {
  return !!auth && Object.keys(auth).length > 0;
}

/** Whether a user may open an app: apps without a `permission` in the manifest are open to all. */
export function mayOpenApp(app: { permission?: boolean | string } | undefined, appKey: string, auth: AuthorizationMap | undefined): boolean {
  if (!app || app.permission === undefined || app.permission === false) return true;
  return canUse(auth, appKey, typeof app.permission === 'string' ? app.permission : undefined);
}
