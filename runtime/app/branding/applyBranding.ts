import type { ResolvedSiteManifest } from '../../shared/generated/resolvedSiteManifest.ts';
import { setFavicon } from '../services/siteSettings.ts';

/** The school's colours as CSS variables, its favicon and theme colour: branding is data, not a build. */
export function applyBranding(manifest: ResolvedSiteManifest, doc: Document = document): void {
  const { colors, favicon } = manifest.branding;
  const root = doc.documentElement.style;
  root.setProperty('--portal-primary', colors.primary);
  root.setProperty('--portal-on-primary', colors.onPrimary);
  root.setProperty('--portal-background', colors.background);
  root.setProperty('--portal-surface', colors.surface);
  root.setProperty('--portal-text', colors.text);
  setFavicon(favicon, doc);
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', colors.primary);
}
