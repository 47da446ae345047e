import type { i18n as I18n } from 'i18next';
import type { ResolvedSiteManifest } from '../../shared/generated/resolvedSiteManifest.ts';
import type { ApiEndpoint } from '../../shared/generated/widgetMeta.ts';
import shellApi from '../../shared/shellApi.json';
import { createApiClient } from '../api/requestClient.ts';
import type { RequestUi } from '../api/requestUi.ts';
import { appendParam, currentPath } from '../auth/returnPath.ts';
import { addWidgetTexts } from '../i18n/i18n.ts';
import { createDialogs, type Dialogs } from '../dialogs/dialogService.ts';
import { createWidgetRegistry, type WidgetSource } from '../registry/widgetRegistry.ts';
import { createPageOverrideStore } from '../site/pageOverride.ts';
import type { Portal } from '../site/PortalContext.tsx';

export interface PortalOptions {
  /** The fetch to send with; tests and stories pass one that answers from fixtures. */
  fetch?: typeof fetch;
  /** The portal's dialogs (one per mounted portal); a new set when absent. */
  dialogs?: Dialogs;
  /** Where the client sends the user (login); `location.assign` (or `.replace`) by default. */
  navigate?: Portal['navigate'];
  origin?: string;
}

const shellEndpoints = shellApi as unknown as Record<string, ApiEndpoint>;

/** Wires a site's services together; the browser boot, tests and Storybook all build the portal this way. */
export function createPortal(manifest: ResolvedSiteManifest, source: WidgetSource, i18n: I18n, options: PortalOptions = {}): Portal {
  const registry = createWidgetRegistry(source, (definition) => addWidgetTexts(i18n, definition.meta.id, definition.locales));
  const pageOverride = createPageOverrideStore();
  const dialogs = options.dialogs ?? createDialogs();
  const navigate: Portal['navigate'] = options.navigate ?? ((url, how) => (how?.replace ? location.replace(url) : location.assign(url)));
  const ui: RequestUi = {
    defaultLoginMode: manifest.login.onExpired,
    redirectPolicy: { origin: options.origin ?? globalThis.location?.origin ?? 'http://localhost', allowedHosts: manifest.login.allowedHosts },
    withReturnTo: (url) => appendParam(url, manifest.login.redirectParam, currentPath()),
    hidePopups: () => dialogs.hideAll(),
    // Spec §8: the alert's one button is 确定 (the dialogs' default confirm label, in the reader's language).
    alert: async (message) => dialogs.alert({ message: message || i18n.t('login.expired') }),
    popup: (message) => dialogs.popup(message),
    navigate,
    refuseRedirect: () => void dialogs.alert({ message: i18n.t('login.badRedirect') }),
    replacePage: (override) => pageOverride.set(override),
    pageState: () => ({ path: globalThis.location ? currentPath() : '', title: globalThis.document?.title, language: i18n.language }),
  };
  const api = createApiClient({
    base: manifest.api.base,
    overrides: manifest.api.overrides,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ui,
    endpoint: (key) => {
      if (Object.hasOwn(shellEndpoints, key) && !key.startsWith('$')) return shellEndpoints[key];
      for (const id of registry.ids()) {
        const endpoint = registry.loaded(id)?.meta.api[key];
        if (endpoint) return endpoint;
      }
      return undefined;
    },
  });
  return { manifest, registry, api, pageOverride, dialogs, navigate };
}
