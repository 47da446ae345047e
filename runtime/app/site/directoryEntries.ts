/** The site's apps as a directory lists and search finds them: one rule for the home page, the app directory and search. */
import type { ResolvedSiteManifest } from '../../shared/generated/resolvedSiteManifest.ts';
import { localize } from '../i18n/i18n.ts';

export interface DirectoryEntry {
  key: string;
  title: string;
  icon: string;
  to: string;
  category: string;
  order: number;
}

export interface DirectoryGroup {
  category: string;
  title: string;
  entries: DirectoryEntry[];
}

/**
 * The apps a directory lists: enabled (the host already dropped the others) and visible, by `order`, and
 * apps of equal order as the school's manifest lists them. Not by title: tiles would move when a student
 * switches language, and a Chinese collator costs the home page tens of milliseconds on a phone.
 */
export function directoryEntries(manifest: ResolvedSiteManifest, language: string): DirectoryEntry[] {
  return Object.entries(manifest.apps)
    .filter(([, app]) => app.visible)
    .map(([key, app]) => ({ key, title: localize(app.title, language), icon: app.icon, to: `/${app.entry}`, category: app.category, order: app.order }))
    .sort((a, b) => a.order - b.order);
}

/** Entries whose title in the current language contains the query (case-insensitive, spaces ignored). */
export function searchEntries(entries: DirectoryEntry[], query: string): DirectoryEntry[] {
  const needle = query.replace(/\s+/g, '').toLowerCase();
  if (!needle) return entries;
  return entries.filter((entry) => entry.title.replace(/\s+/g, '').toLowerCase().includes(needle));
}

/** Entries grouped by category, categories in their manifest order. */
export function groupByCategory(manifest: ResolvedSiteManifest, entries: DirectoryEntry[], language: string): DirectoryGroup[] {
  const groups = new Map<string, DirectoryEntry[]>();
  for (const entry of entries) groups.set(entry.category, [...(groups.get(entry.category) ?? []), entry]);
  return [...groups]
    .map(([category, list]) => ({
      category,
      title: localize(manifest.categories[category]?.title, language) || category,
      entries: list,
      order: manifest.categories[category]?.order ?? 1000,
    }))
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...group }) => group);
}
