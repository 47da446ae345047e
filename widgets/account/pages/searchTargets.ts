import type { ResolvedApp, ResolvedSiteManifest } from '../../../runtime/app/index.ts';

type AppEntry = [key: string, app: ResolvedApp];

/** The site's apps of one widget the user may open, in directory order. */
export function appsOfWidget(site: ResolvedSiteManifest, widget: string, mayOpen: (key: string) => boolean): AppEntry[] {
  return Object.entries(site.apps)
    .filter(([key, app]) => app.widget === widget && mayOpen(key))
    .sort(([, a], [, b]) => a.order - b.order);
}

/**
 * Where a news article found by search opens: the news app of its channel if the user may open it,
 * else an app showing every channel; none (the article is left out) when the user may open neither —
 * search never shows what the news apps would not.
 */
export function newsArticlePath(apps: AppEntry[], channel: string, id: number): string | undefined {
  const channelOf = (app: ResolvedApp) => (app.props as { channel?: string }).channel;
  const app = apps.find(([, a]) => channelOf(a) === channel) ?? apps.find(([, a]) => channelOf(a) === undefined);
  return app ? `/${app[0]}/detail?id=${id}` : undefined;
}

/** Where a guide found by search opens: the first guide app offering its category. */
export function guidePath(apps: AppEntry[], category: string, id: number): string | undefined {
  const app = apps.find(([, a]) => {
    const categories = (a.props as { categories?: string[] }).categories;
    return !categories || categories.includes(category);
  });
  return app ? `/${app[0]}/detail?id=${id}` : undefined;
}
