/**
 * The browser's widget registry. Where a definition comes from is a `WidgetSource`: in the built portal
 * the `widgets.json` index the build writes (widget id → chunk URL), in tests and Storybook the source
 * folders. Definitions load on first use, once; their texts join i18n as they arrive.
 */
import type { WidgetDefinition, WidgetPageModule } from './widgetDefinition.ts';

export interface WidgetSource {
  /** Every widget id the source knows. */
  ids(): string[];
  load(widgetId: string): Promise<WidgetDefinition>;
}

/** Widget ids → module URLs, as written by the build (dist/widgets.json). */
export type WidgetIndex = Record<string, string>;

/**
 * The folder the app's own code came from: the host's `/assets/`, or a CDN's when the host has an
 * ASSET_BASE_URL (runtime/host/assetBase.ts), whose widget index then names chunks there. A widget must load
 * from beside the shell: from anywhere else it would import a second copy of the shell.
 */
const ownFolder = import.meta.url.slice(0, import.meta.url.lastIndexOf('/') + 1);

const isSafeModuleUrl = (url: string) =>
  /^\/(?!\/)[\w@./-]+\.(js|ts|tsx|mjs)$/.test(url) || (url.startsWith(ownFolder) && /^[\w@.-]+\.(js|mjs)$/.test(url.slice(ownFolder.length)));

/** A source reading the build's index. Only same-origin module paths, or modules beside the app's own code, are imported. */
export function indexWidgetSource(index: WidgetIndex): WidgetSource {
  return {
    ids: () => Object.keys(index),
    async load(widgetId) {
      const url = Object.hasOwn(index, widgetId) ? index[widgetId] : undefined;
      if (!url || !isSafeModuleUrl(url)) throw new Error(`unknown widget "${widgetId}"`);
      const module = (await import(/* @vite-ignore */ url)) as { default: WidgetDefinition };
      return module.default;
    },
  };
}

/** A source over loaders by widget id (virtual:widgets in tests and Storybook). */
export function moduleWidgetSource(loaders: Record<string, () => Promise<unknown>>): WidgetSource {
  const byId = new Map(Object.entries(loaders));
  return {
    ids: () => [...byId.keys()],
    async load(widgetId) {
      const load = byId.get(widgetId);
      if (!load) throw new Error(`unknown widget "${widgetId}"`);
      return ((await load()) as { default: WidgetDefinition }).default;
    },
  };
}

export interface WidgetRegistry {
  ids(): string[];
  /** Loads a definition once; `onLoaded` runs once per definition (e.g. to add its texts). */
  definition(widgetId: string): Promise<WidgetDefinition>;
  /** A definition already loaded, if any (for synchronous lookups such as API paths). */
  loaded(widgetId: string): WidgetDefinition | undefined;
  /** Loads a widget's page (its definition first) once. */
  page(widgetId: string, page: string): Promise<LoadedPage>;
  /** The page if it has loaded, synchronously: a page already here renders without a loading view. */
  loadedPage(widgetId: string, page: string): LoadedPage | undefined;
  /** Drops a failed load so a retry loads again. */
  forget(widgetId: string): void;
}

export interface LoadedPage {
  definition: WidgetDefinition;
  Page: WidgetPageModule['default'];
}

export function createWidgetRegistry(source: WidgetSource, onLoaded: (definition: WidgetDefinition) => void): WidgetRegistry {
  const pending = new Map<string, Promise<WidgetDefinition>>();
  const done = new Map<string, WidgetDefinition>();
  const pendingPages = new Map<string, Promise<LoadedPage>>();
  const donePages = new Map<string, LoadedPage>();
  const pageKey = (widgetId: string, page: string) => `${widgetId}/${page}`;
  const registry: WidgetRegistry = {
    ids: () => source.ids(),
    definition(widgetId) {
      let promise = pending.get(widgetId);
      if (!promise) {
        promise = source.load(widgetId).then(async (definition) => {
          if (!done.has(widgetId)) {
            done.set(widgetId, definition);
            onLoaded(definition);
          }
          // The widgets whose keys this one `uses` come along (their definitions only, not their pages):
          // a key's path lives in its owner's widget.json, and the owner is the key's namespace.
          const owners = new Set((definition.meta.uses ?? []).map((key) => key.split('.')[0]!).filter((id) => id !== widgetId && source.ids().includes(id)));
          await Promise.all([...owners].map((id) => registry.definition(id)));
          return definition;
        });
        promise.catch(() => pending.delete(widgetId));
        pending.set(widgetId, promise);
      }
      return promise;
    },
    loaded: (widgetId) => done.get(widgetId),
    page(widgetId, page) {
      const key = pageKey(widgetId, page);
      let promise = pendingPages.get(key);
      if (!promise) {
        promise = registry.definition(widgetId).then(async (definition) => {
          const load = Object.hasOwn(definition.pages, page) ? definition.pages[page] : undefined;
          if (!load) throw new Error(`widget "${widgetId}" has no page "${page}"`);
          const loaded = { definition, Page: (await load()).default };
          donePages.set(key, loaded);
          return loaded;
        });
        promise.catch(() => pendingPages.delete(key));
        pendingPages.set(key, promise);
      }
      return promise;
    },
    loadedPage: (widgetId, page) => donePages.get(pageKey(widgetId, page)),
    forget(widgetId) {
      pending.delete(widgetId);
    },
  };
  return registry;
}
