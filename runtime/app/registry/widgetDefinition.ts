import type { ComponentType } from 'react';
import type { WidgetMeta } from '../../shared/generated/widgetMeta.ts';
import type { ResolvedApp } from '../../shared/generated/resolvedSiteManifest.ts';
import type { Language } from '../../shared/manifestProblems.ts';
import type { ApiKey } from '../api/apiResponses.ts';
import type { Query } from '../api/requestClient.ts';

/** What the runtime hands every widget page. */
export interface WidgetPageProps<Props = Record<string, unknown>> {
  /** The app this page is opened through (absent for app-less routes). */
  appKey?: string;
  app?: ResolvedApp;
  /** The app's props from the manifest, validated against the widget's props schema, defaults applied. */
  props: Props;
  /** The legacy path `module/page` the user opened. */
  routePath: string;
  /** Its module, e.g. `tjuNews` for `tjuNews/detail`: where the page's own links lead (`/${module}/detail?id=…`). */
  module: string;
  /** The query string of the page's own location (stays put while a kept-alive page is hidden). */
  query: URLSearchParams;
  /**
   * The page's title in the user's language, as the manifest sets it (route title, else the app's title on
   * the page its tile opens, else the page's title key): the page's heading, also the tab's and the share's.
   */
  title: string;
}

export type WidgetPageModule = { default: ComponentType<WidgetPageProps<never>> };

/**
 * The GET a page sends first, from what the page is opened with: the portal sends it while the page's
 * code is still loading, and the page's own call takes the answer (ApiClient.prefetch). It must be the
 * very call the page makes (use the helper the page uses: `pagedListRequest`, `detailRequest`), or the
 * page asks a second time.
 */
export type PageRequest = (page: { props: Record<string, unknown>; query: URLSearchParams }) => { key: ApiKey; query: Query } | undefined;

/** A widget: its widget.json facts, a lazy loader per page (each page its own chunk), and its texts. */
export interface WidgetDefinition {
  meta: WidgetMeta;
  pages: Record<string, () => Promise<WidgetPageModule>>;
  /** The first request of pages that load data as they open (optional, per page). */
  requests?: Record<string, PageRequest | undefined>;
  locales: Record<Language, Record<string, unknown>>;
}

/**
 * Declares a widget. `widgets/<id>/index.ts` default-exports the result; the registry finds it by its
 * folder, so adding a widget touches no other folder. The page loaders must cover exactly the pages of
 * widget.json (the type checks it).
 */
export function defineWidget<Pages extends string>(definition: {
  meta: { id: string; pages: Record<Pages, unknown> };
  pages: Record<Pages, () => Promise<WidgetPageModule>>;
  requests?: Partial<Record<Pages, PageRequest>>;
  locales: Record<Language, Record<string, unknown>>;
}): WidgetDefinition {
  // widget.json is checked against schemas/widget.schema.json by the widget catalogue (and its test);
  // a JSON import only widens its literal types ("GET" → string), hence the cast.
  return definition as unknown as WidgetDefinition;
}
