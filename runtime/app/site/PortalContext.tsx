import { createContext, useContext, type ReactNode } from 'react';
import type { ResolvedSiteManifest } from '../../shared/generated/resolvedSiteManifest.ts';
import type { ApiClient } from '../api/requestClient.ts';
import type { WidgetRegistry } from '../registry/widgetRegistry.ts';
import type { PageOverrideStore } from './pageOverride.ts';
import type { Dialogs } from '../dialogs/dialogService.ts';

/** Everything a page of the portal may ask the shell for. */
export interface Portal {
  manifest: ResolvedSiteManifest;
  registry: WidgetRegistry;
  api: ApiClient;
  /** Whole-page states the request client puts over the page (legacy-portal §8). */
  pageOverride: PageOverrideStore;
  /** Confirm, alert, loading, popup and image preview (legacy-portal §8, §9). */
  dialogs: Dialogs;
  /**
   * Leaves the portal for another address (login, logout): `location.assign` in the browser, or
   * `location.replace` where the page left should not be returned to by the back button.
   */
  navigate(url: string, options?: { replace?: boolean }): void;
}

const PortalContext = createContext<Portal | null>(null);

export function PortalProvider({ portal, children }: { portal: Portal; children: ReactNode }) {
  return <PortalContext.Provider value={portal}>{children}</PortalContext.Provider>;
}

export function usePortal(): Portal {
  const portal = useContext(PortalContext);
  if (!portal) throw new Error('usePortal() outside <PortalProvider>');
  return portal;
}

/** The resolved manifest of this school. */
export const useSite = (): ResolvedSiteManifest => usePortal().manifest;

/** The school's manifest where there is one: a screen drawn before any (an invalid manifest) gets undefined. */
export const useOptionalSite = (): ResolvedSiteManifest | undefined => useContext(PortalContext)?.manifest;

/** The request client (legacy-portal §7). */
export const useApi = (): ApiClient => usePortal().api;

/** The dialog helpers (legacy-portal §8, §9): confirm, alert, loading, popup, image preview. */
export const useDialogs = (): Dialogs => usePortal().dialogs;

/** An image path as the site serves it: relative paths get the site's image prefix; URLs stay. */
export function imageUrl(manifest: ResolvedSiteManifest, path: string | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/')) return /^(https?:\/\/|\/(?!\/))/.test(path) ? path : undefined;
  return `${manifest.images.prefix.replace(/\/?$/, '/')}${path}`;
}

export const useImageUrl = () => {
  const manifest = useSite();
  return (path: string | undefined) => imageUrl(manifest, path);
};
