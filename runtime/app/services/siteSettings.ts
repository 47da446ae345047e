/**
 * Spec §7 site settings (settsaveInfors): the school's backend may answer a copyright text and a logo
 * for the favicon. Failures leave the manifest's branding.
 *
 * Precedence: what the school's manifest sets wins, in every language it words; the backend's
 * answer fills only what the manifest leaves out. Before, the backend's answer always won, so every school
 * on one backend showed that backend's copyright, and in en/tw the footer stayed in Chinese.
 */
import type { ApiClient } from '../api/requestClient.ts';
import type { ResolvedSiteManifest } from '../../shared/generated/resolvedSiteManifest.ts';
import { localize } from '../i18n/i18n.ts';

/** What the backend answered (each absent when it had nothing usable). */
export interface SiteSettings {
  copyright?: string;
  logo?: string;
}

/** The schema's default favicon: a manifest that still has it has not chosen one. Kept equal to schemas/site.schema.json by a test. */
export const DEFAULT_FAVICON = '/static/favicon.svg';

export async function loadSiteSettings(api: ApiClient): Promise<SiteSettings | undefined> {
  try {
    const d = (await api.post('site.settsaveInfors', {}, { login: 'return' })) as { copyright?: unknown; site_logo?: unknown } | null;
    const logo = typeof d?.site_logo === 'string' && /^(https?:\/\/|\/(?!\/))[^\s"'<>]*$/.test(d.site_logo) ? d.site_logo : '';
    return { ...(typeof d?.copyright === 'string' && d.copyright ? { copyright: d.copyright } : {}), ...(logo ? { logo } : {}) };
  } catch {
    return undefined;
  }
}

/** The footer's text: the manifest's copyright (in the user's language, zh where it has none), else the backend's. */
export function footerCopyright(branding: ResolvedSiteManifest['branding'], settings: SiteSettings | undefined, language: string): string | undefined {
  if (branding.copyright) return localize(branding.copyright, language);
  return settings?.copyright;
}

/** The tab's icon: the manifest's favicon when it chose one, else the backend's logo, else the default. */
export function faviconOf(branding: ResolvedSiteManifest['branding'], settings: SiteSettings | undefined): string {
  if (branding.favicon !== DEFAULT_FAVICON) return branding.favicon;
  return settings?.logo ?? branding.favicon;
}

export function setFavicon(href: string, doc: Document = document): void {
  let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.append(icon);
  }
  // Setting the same address again makes the browser fetch the icon again (it did, twice, on every load).
  if (icon.getAttribute('href') !== href) icon.href = href;
}
