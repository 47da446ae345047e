/**
 * Widget sources for the states of a page's own code: still arriving (a slow network), failing to arrive
 * (offline, or a redeploy removed the chunk), or a story page standing in for a widget's page to show a
 * runtime screen the way the request client brings it up. Everything else is the real widgets/ folder.
 */
import type { ComponentType } from 'react';
import { devWidgetSource } from '../../runtime/app/registry/devWidgetSource.ts';
import type { WidgetPageProps } from '../../runtime/app/registry/widgetDefinition.ts';
import type { WidgetSource } from '../../runtime/app/registry/widgetRegistry.ts';

/** The widget's code never arrives: the page shows its loading state (and the progress bar runs). */
export function codeNeverArrives(widgetId: string): WidgetSource {
  return { ids: devWidgetSource.ids, load: (id) => (id === widgetId ? new Promise(() => undefined) : devWidgetSource.load(id)) };
}

/** The widget's code fails to load with this error (Chromium's words for a dynamic import that failed). */
export function codeFails(
  widgetId: string,
  message = `Failed to fetch dynamically imported module: ${location.origin}/assets/widget-${widgetId}.js`,
): WidgetSource {
  return { ids: devWidgetSource.ids, load: (id) => (id === widgetId ? Promise.reject(new TypeError(message)) : devWidgetSource.load(id)) };
}

/** The widget's `page` is replaced by `component` (its definition, texts and API keys stay the real ones). */
export function withPage(widgetId: string, page: string, component: ComponentType<WidgetPageProps<never>>): WidgetSource {
  return {
    ids: devWidgetSource.ids,
    async load(id) {
      const definition = await devWidgetSource.load(id);
      if (id !== widgetId) return definition;
      return { ...definition, pages: { ...definition.pages, [page]: async () => ({ default: component }) } };
    },
  };
}
