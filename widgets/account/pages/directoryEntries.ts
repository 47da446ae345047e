import { localize, type ResolvedSiteManifest } from '../../../runtime/app/index.ts';

/*
 * The app directory's entries as search finds apps. The same rules as the app-directory widget's own
 * directoryEntries.ts: a shared piece for the runtime's kit, kept here until it is there.
 */

export interface DirectoryEntry {
  key: string;
  title: string;
  icon: string;
  to: string;
}

/** The visible apps, by `order` (apps of equal order as the school's manifest lists them), titled in `language`. */
export function directoryEntries(manifest: ResolvedSiteManifest, language: string): DirectoryEntry[] {
  return Object.entries(manifest.apps)
    .filter(([, app]) => app.visible)
    .map(([key, app]) => ({ key, title: localize(app.title, language), icon: app.icon, to: `/${app.entry}`, order: app.order }))
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...entry }) => entry);
}

/** Entries whose title in the current language contains the query (case-insensitive, spaces ignored). */
export function searchEntries(entries: DirectoryEntry[], query: string): DirectoryEntry[] {
  const needle = query.replace(/\s+/g, '').toLowerCase();
  if (!needle) return entries;
  return entries.filter((entry) => entry.title.replace(/\s+/g, '').toLowerCase().includes(needle));
}
