import type { i18n as I18n } from 'i18next';
import type { ResolvedRoute } from '../../shared/generated/resolvedSiteManifest.ts';
import type { WidgetDefinition } from '../registry/widgetDefinition.ts';
import { localize } from '../i18n/i18n.ts';

/** A page's title: the manifest's route title if set, else the widget page's own (spec §5: every page has one). */
export function pageTitle(i18n: I18n, route: ResolvedRoute, definition: WidgetDefinition): string {
  if (route.title) return localize(route.title, i18n.language);
  const key = definition.meta.pages[route.page]?.title;
  return key ? i18n.t(key, { ns: route.widget }) : '';
}
