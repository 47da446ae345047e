/**
 * A school's web app manifest: what a phone shows when a student adds the portal to the
 * home screen: the school's title and short title, its colours and logo, opening on the portal's home page.
 * Made from the resolved site manifest, in the site's default language (one home-screen name per school).
 */
import type { LocalizedText, ResolvedSiteManifest } from '../shared/generated/resolvedSiteManifest.ts';

/** The path the page links to (`<link rel="manifest">`, runtime/host/sitePage.ts). */
export const webAppManifestPath = '/manifest.webmanifest';

const iconTypes: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  ico: 'image/x-icon',
};

/** An icon entry for a same-origin image path; an SVG scales to any size, a bitmap's size is unknown here. */
function iconOf(src: string): { src: string; sizes: string; type?: string; purpose: string } | undefined {
  if (!/^\/(?!\/)/.test(src)) return undefined;
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(src)?.[1]?.toLowerCase();
  const type = extension ? iconTypes[extension] : undefined;
  return { src, sizes: extension === 'svg' ? 'any' : '192x192', ...(type ? { type } : {}), purpose: 'any' };
}

export function webAppManifestOf(site: ResolvedSiteManifest): Record<string, unknown> {
  const language = site.languages.default;
  const text = (localized: LocalizedText | undefined) => localized?.[language] ?? localized?.zh;
  const name = text(site.branding.title) ?? text(site.name) ?? site.id;
  const icons = [...new Set([site.branding.logo, site.branding.favicon])].map(iconOf).filter((icon) => icon !== undefined);
  return {
    id: '/',
    name,
    short_name: text(site.branding.shortTitle) ?? name,
    lang: { zh: 'zh-CN', en: 'en', tw: 'zh-TW' }[language],
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: site.branding.colors.primary,
    background_color: site.branding.colors.background,
    icons,
  };
}
