import type { PageOverride } from '../api/requestUi.ts';

/**
 * The whole-page state the request client may put over the current page (legacy-portal §8: the no-data view,
 * the system exception). A tiny external store; the router clears it on every navigation.
 */
export interface PageOverrideStore {
  get(): PageOverride | null;
  set(override: PageOverride | null): void;
  subscribe(listener: () => void): () => void;
}

export function createPageOverrideStore(): PageOverrideStore {
  let current: PageOverride | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(override) {
      if (override === current) return;
      current = override;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
