import type { i18n as I18n } from 'i18next';
import type { ResolvedSiteManifest } from '../../shared/generated/resolvedSiteManifest.ts';
import { createApiClient } from '../api/requestClient.ts';
import { addWidgetTexts } from '../i18n/i18n.ts';
import { createWidgetRegistry, type WidgetSource } from '../registry/widgetRegistry.ts';
import type { Portal } from '../site/PortalContext.tsx';

/** Wires a site's services together; the browser boot, tests and Storybook all build the portal this way. */
export function createPortal(manifest: ResolvedSiteManifest, source: WidgetSource, i18n: I18n, options: { fetch?: typeof fetch } = {}): Portal {
  const registry = createWidgetRegistry(source, (definition) => addWidgetTexts(i18n, definition.meta.id, definition.locales));
  const api = createApiClient({
    base: manifest.api.base,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    overrides: manifest.api.overrides,
    endpoint: (key) => {
      for (const id of registry.ids()) {
        const endpoint = registry.loaded(id)?.meta.api[key];
        if (endpoint) return endpoint;
      }
      return undefined;
    },
  });
  return { manifest, registry, api };
}
