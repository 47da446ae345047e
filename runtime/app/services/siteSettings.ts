/**
 * Spec §7 site settings (settsaveInfors): the copyright text and the favicon come from the school's
 * answer; the default logo is used when `site_logo` is empty. Failures leave the manifest's branding.
 */
import type { ApiClient } from '../api/requestClient.ts';

export interface SiteSettings {
  copyright?: string;
  favicon: string;
}

export async function loadSiteSettings(api: ApiClient, defaultLogo: string): Promise<SiteSettings | undefined> {
  try {
    const d = (await api.post('site.settsaveInfors', {}, { login: 'return' })) as { copyright?: unknown; site_logo?: unknown } | null;
    const logo = typeof d?.site_logo === 'string' && /^(https?:\/\/|\/(?!\/))[^\s"'<>]*$/.test(d.site_logo) ? d.site_logo : '';
    return { ...(typeof d?.copyright === 'string' && d.copyright ? { copyright: d.copyright } : {}), favicon: logo || defaultLogo };
  } catch {
    return undefined;
  }
}

export function setFavicon(href: string, doc: Document = document): void {
  let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.append(icon);
  }
  icon.href = href;
}
