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
  // The status colours a school may set; unset, the kit's own (styles/pageKit.css) stay, derived from the above.
  for (const token of ['error', 'success', 'warning', 'info', 'muted'] as const) {
    const colour = colors[token];
    if (colour) root.setProperty(`--portal-${token}`, colour);
    else root.removeProperty(`--portal-${token}`);
  }
  setFavicon(favicon, doc);
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', colors.primary);
}
