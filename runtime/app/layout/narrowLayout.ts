import type { ResolvedSiteManifest } from '../../shared/generated/resolvedSiteManifest.ts';
import { isMobileUserAgent } from './userAgent.ts';

/**
 * Spec §2: before every navigation, on a desktop (non-mobile user agent) window wider than the threshold,
 * and unless the route's first segment is exempt, the body is narrowed to a phone-like column ten
 * sixteenths of the screen height wide, centred. Returns that width, or undefined for the full layout.
 */
export function narrowWidth(input: {
  settings: ResolvedSiteManifest['narrowDesktop'];
  userAgent: string;
  windowWidth: number;
  screenHeight: number;
  pathname: string;
}): number | undefined {
  const { settings, userAgent, windowWidth, screenHeight, pathname } = input;
  if (!settings.enabled || isMobileUserAgent(userAgent) || windowWidth <= settings.minWidth) return undefined;
  const firstSegment = pathname.split('/').filter(Boolean)[0] ?? '';
  if (settings.exempt.includes(firstSegment)) return undefined;
  return Math.round((screenHeight * 10) / 16);
}

/** Applies (or lifts) the narrow layout on the body. */
export function applyNarrowLayout(width: number | undefined, body: HTMLElement = document.body): void {
  body.classList.toggle('portal-narrow', width !== undefined);
  body.style.width = width === undefined ? '' : `${width}px`;
  body.style.margin = width === undefined ? '' : '0 auto';
}
