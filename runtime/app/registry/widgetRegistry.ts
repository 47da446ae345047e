/**
 * The browser's widget registry. Where a definition comes from is a `WidgetSource`: in the built portal
 * the `widgets.json` index the build writes (widget id → chunk URL), in tests and Storybook the source
 * folders. Definitions load on first use, once; their texts join i18n as they arrive.
 */
import type { WidgetDefinition } from './widgetDefinition.ts';

export interface WidgetSource {
  /** Every widget id the source knows. */
  ids(): string[];
  load(widgetId: string): Promise<WidgetDefinition>;
}

/** Widget ids → module URLs, as written by the build (dist/widgets.json). */
export type WidgetIndex = Record<string, string>;

const isSafeModuleUrl = (url: string) => /^\/(?!\/)[\w@./-]+\.(js|ts|tsx|mjs)$/.test(url);

/** A source reading the build's index. Only same-origin module paths are imported. */
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
  /** Drops a failed load so a retry loads again. */
  forget(widgetId: string): void;
}

export function createWidgetRegistry(source: WidgetSource, onLoaded: (definition: WidgetDefinition) => void): WidgetRegistry {
  const pending = new Map<string, Promise<WidgetDefinition>>();
  const done = new Map<string, WidgetDefinition>();
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
    forget(widgetId) {
      pending.delete(widgetId);
    },
  };
  return registry;
}
