// @vitest-environment jsdom
/**
 * Branding is data (spec §2): the school's colours, favicon and theme colour applied to the page. The host
 * already wrote the favicon into the page; applying the same one again must not make the browser fetch it
 * again (setting a link's href, even to the same address, does).
 */
import { describe, expect, it } from 'vitest';
import { resolvedSite } from '../../../tests/unit/support/sites.ts';
import { applyBranding } from './applyBranding.ts';

describe('applyBranding', () => {
  it('sets the school’s colours and theme colour, and leaves a favicon the page already names alone', async () => {
    const hill = resolvedSite('hill-university');
    document.head.innerHTML = `<meta name="theme-color" content="#000"><link rel="icon" href="${hill.branding.favicon}">`;
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.head, { attributes: true, subtree: true, attributeFilter: ['href'] });

    applyBranding(hill);
    await Promise.resolve();
    expect(changes).toEqual([]);
    expect(document.documentElement.style.getPropertyValue('--portal-primary')).toBe(hill.branding.colors.primary);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(hill.branding.colors.primary);

    applyBranding({ ...hill, branding: { ...hill.branding, favicon: '/site-assets/other.svg' } });
    await Promise.resolve();
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/site-assets/other.svg');
    observer.disconnect();
  });

  it('sets the status colours a school chose, and takes back one a school before it had set', () => {
    const lake = resolvedSite('lake-college');
    applyBranding(lake);
    const root = document.documentElement.style;
    expect(root.getPropertyValue('--portal-error')).toBe('#a4262c');
    expect(root.getPropertyValue('--portal-warning')).toBe('#7a4d00');
    expect(root.getPropertyValue('--portal-success')).toBe('');
    applyBranding(resolvedSite('demo'));
    expect(root.getPropertyValue('--portal-error')).toBe('');
  });
});
